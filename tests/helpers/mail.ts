import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { getDb } from "@/db/client";
import { drainAll } from "@/lib/worker/outbox-worker";

export type OutboxMail = { to: string; subject: string; text: string; html: string; headers?: Record<string, string>; createdAt: string };

/**
 * The messages in the outbox folder (INTERFACES.md "Mail"), oldest first, once the database's
 * outbox has been sent: tests have no worker process, so reading the mail sends it first.
 */
export async function readOutbox(): Promise<OutboxMail[]> {
  await drainAll(await getDb());
  const dir = path.resolve(process.env.MAIL_OUTBOX_DIR ?? ".data/mail");
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".json")).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), "utf8")) as OutboxMail));
}

export async function lastMailTo(to: string): Promise<OutboxMail | undefined> {
  return (await readOutbox()).filter((m) => m.to.toLowerCase() === to.toLowerCase()).at(-1);
}

export function firstLink(mail: OutboxMail): URL {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return new URL(match[0]);
}

/** Runs the action, then waits (up to 5 s) for the message it causes to `to`: some mail is sent after the answer. */
export async function mailFrom(to: string, action: () => Promise<unknown>): Promise<OutboxMail> {
  const mailsTo = async () => (await readOutbox()).filter((m) => m.to.toLowerCase() === to.toLowerCase());
  const before = (await mailsTo()).length;
  await action();
  for (let i = 0; i < 100; i++) {
    const mails = await mailsTo();
    if (mails.length > before) return mails.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no message to ${to}`);
}
