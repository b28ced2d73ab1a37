import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import { escapeHtml } from "@/lib/format/html";
import { smtpTransport } from "./smtp-transport";

export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** A one-click unsubscribe URL: sent as the List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058). */
  unsubscribe?: string;
  /** The same on every attempt at one message (the outbox's): its Message-ID, so a receiver can drop a repeat. */
  id?: string;
};

/** The headers of a mail's one-click unsubscribe link (RFC 8058), as mail clients show it. */
export const unsubscribeHeaders = (url: string) => ({
  "List-Unsubscribe": `<${url}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/**
 * Without SMTP_URL every message is one JSON file in MAIL_OUTBOX_DIR (INTERFACES.md) and its
 * links are logged, their secrets left out (the whole link is in the file); with SMTP_URL it goes
 * out over SMTP.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR } = env();
  if (SMTP_URL) {
    const { unsubscribe, id, ...rest } = mail;
    const attachments = rest.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content) }));
    const headers = unsubscribe ? unsubscribeHeaders(unsubscribe) : undefined;
    const messageId = id ? `<${id}@${domainOf(MAIL_FROM)}>` : undefined;
    // Rejects on every failure (a refused recipient, a dropped or refused connection): the outbox
    // then retries the message, so none is lost.
    await (await smtpTransport(SMTP_URL)).sendMail({ from: MAIL_FROM, ...rest, attachments, headers, messageId });
    return;
  }
  const dir = path.resolve(MAIL_OUTBOX_DIR);
  await mkdir(dir, { recursive: true });
  const createdAt = new Date().toISOString();
  const file = path.join(dir, `${createdAt.replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.json`);
  // Written aside and renamed: a reader of the outbox never sees half a message.
  // Attachments as base64 (INTERFACES.md "mail outbox folder").
  const { unsubscribe, id: _id, ...rest } = mail;
  const attachments = rest.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content).toString("base64") }));
  const headers = unsubscribe ? unsubscribeHeaders(unsubscribe) : undefined;
  await writeFile(`${file}.part`, JSON.stringify({ ...rest, attachments, headers, createdAt }, null, 2));
  await rename(`${file}.part`, file);
  const links = (mail.text.match(/https?:\/\/\S+/g) ?? []).map(withoutSecrets);
  console.info(
    `[mail] to ${mail.to}: ${mail.subject}${links.length ? ` — ${links.join(" ")}` : ""} (${path.relative(process.cwd(), file)})`,
  );
}

const domainOf = (from: string) => from.match(/@([^>\s]+)/)?.[1] ?? "localhost";

/** A path segment that is a token (a tracking link's), not a word or an id. */
const TOKEN_SEGMENT = /^[\w.~-]{20,}$/;

/**
 * A link as it may be logged: every query value (the tokens of reset, invitation, driver and
 * unsubscribe links) and every token in the path (tracking links) hidden.
 */
export function withoutSecrets(link: string): string {
  try {
    const url = new URL(link);
    for (const key of [...url.searchParams.keys()]) url.searchParams.set(key, "[hidden]");
    url.pathname = url.pathname
      .split("/")
      .map((segment) => (TOKEN_SEGMENT.test(segment) ? "[hidden]" : segment))
      .join("/");
    return url.toString().replace(/%5Bhidden%5D/gi, "[hidden]");
  } catch {
    return "[link]";
  }
}

/** A plain message with one call-to-action link, as text and simple HTML. */
export function linkMail(options: {
  to: string;
  subject: string;
  intro: string;
  linkText: string;
  url: string;
  outro?: string;
}): Omit<Mail, "attachments"> {
  const { to, subject, intro, linkText, url, outro = "" } = options;
  const text = `${intro}\n\n${linkText}: ${url}\n${outro ? `\n${outro}\n` : ""}`;
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(linkText)}</a></p>${
    outro ? `<p>${escapeHtml(outro)}</p>` : ""
  }`;
  return { to, subject, text, html };
}
