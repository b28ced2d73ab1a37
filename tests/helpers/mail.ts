import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export type OutboxMail = { to: string; subject: string; text: string; html: string; createdAt: string };

/** The messages in the outbox folder (INTERFACES.md "Mail"), oldest first. */
export async function readOutbox(): Promise<OutboxMail[]> {
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
