/**
 * Issue 25's row: 1,000 queued mails drained by the outbox's own worker code (drainAll, the
 * pooled SMTP transport) to an SMTP server on this machine, in messages per second, from the
 * first claim to the last message recorded as sent.
 *
 * It runs in a process of its own (`npx tsx bench/outbox-drain.ts` alone, on the configured
 * database, migrated first): the app reads SMTP_URL once per process, and the sink's port is
 * only known once it listens; the benchmark's own process and server keep mailing to files.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { TARGETS } from "./config";

const MESSAGES = 1_000;

export type RateResult = { key: string; label: string; perSecond: number | null; targetPerSecond: number; blocked?: string };

const row = {
  key: "outbox-drain",
  label: `${MESSAGES.toLocaleString("en-US")} queued mails drained to a local SMTP server (in process, drainAll)`,
  targetPerSecond: TARGETS.outboxDrainPerSecond,
};

/** Runs the drain in a child process (the bench's database must be closed first on PGlite). */
export function measureOutboxDrain(log: (line: string) => void): RateResult {
  const child = spawnSync(path.resolve("node_modules/.bin/tsx"), ["bench/outbox-drain.ts"], {
    env: { ...process.env, SMTP_URL: "" },
    encoding: "utf8",
    timeout: 300_000,
  });
  const line = child.stdout
    ?.split("\n")
    .find((l) => l.startsWith("{"))
    ?.trim();
  if (child.status !== 0 || !line) {
    const blocked = (child.stderr || child.error?.message || "no result").trim().split("\n").slice(-3).join(" ");
    log(`  ${row.key}: blocked: ${blocked}`);
    return { ...row, perSecond: null, blocked };
  }
  const { perSecond, ms } = JSON.parse(line) as { perSecond: number; ms: number };
  log(`  ${row.key}: ${perSecond} messages/s (${MESSAGES} in ${ms} ms)`);
  return { ...row, perSecond };
}

/** A status mail's size: a paragraph of text and the same as simple HTML. */
function benchMail(i: number) {
  const body = `Your vehicle (job VTJ-${100_000 + i}) was picked up in Springfield and is on its way to Shelbyville. `.repeat(6);
  return {
    to: `bench-${i}@example.com`,
    subject: `Job VTJ-${100_000 + i}: picked up`,
    text: `${body}\n\nFollow it: http://localhost:3000/track/${i}\n`,
    html: `<p>${body}</p><p><a href="http://localhost:3000/track/${i}">Follow it</a></p>`,
  };
}

async function drainToSink() {
  const { startSmtpSink } = await import("../tests/helpers/smtp-sink");
  const sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url; // before anything reads the environment
  const { sql } = await import("drizzle-orm");
  const { closeDb, getDb } = await import("@/db/client");
  const { migrateDatabase } = await import("@/db/migrate");
  const { closeMailTransport } = await import("@/lib/mail/smtp-transport");
  const [{ drainAll }, { enqueueMail }] = await Promise.all([import("@/lib/worker/outbox-worker"), import("@/lib/outbox/outbox")]);
  try {
    await migrateDatabase();
    const db = await getDb();
    const run = `bench-outbox:${Date.now()}`;
    await db.transaction(async (tx) => {
      for (let i = 0; i < MESSAGES; i++) await enqueueMail(tx, benchMail(i), `${run}:${i}`);
    });
    const started = performance.now();
    const { sent } = await drainAll(db);
    const ms = Math.round(performance.now() - started);
    const ours = new Set(sink.messages.flatMap((m) => m.to).filter((to) => to.startsWith("bench-")));
    if (sent < MESSAGES || ours.size < MESSAGES) throw new Error(`sent ${sent}, the server received ${ours.size} of ${MESSAGES}`);
    await db.execute(sql`delete from outbox_messages where idempotency_key like ${`${run}:%`}`);
    console.log(JSON.stringify({ perSecond: Math.round((MESSAGES / ms) * 1000), ms }));
  } finally {
    await closeMailTransport();
    await sink.close();
    await closeDb();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve("bench/outbox-drain.ts")) {
  drainToSink().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
