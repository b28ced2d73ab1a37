import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import * as schema from "@/db/schema";
import { outboxMessages } from "@/db/schema";
import { env } from "@/lib/env";
import { closeMailTransport } from "@/lib/mail/smtp-transport";
import { enqueueMail } from "@/lib/outbox/outbox";
import { drainAll, drainOutbox } from "@/lib/worker/outbox-worker";
import { storeFile } from "@/lib/storage/store-file";
import { resetDatabase } from "../helpers/db";
import { startSmtpSink } from "../helpers/smtp-sink";

// The outbox over real SMTP: a server in this process, on a free port, before anything reads the environment.
const sink = await startSmtpSink();
process.env.SMTP_URL = sink.url;

let db: Db;
beforeAll(async () => {
  db = await resetDatabase();
  expect(env().SMTP_URL).toBe(sink.url);
});
afterAll(async () => {
  await closeMailTransport();
  await sink.close();
});

const mail = (to: string) => ({ to, subject: `For ${to}`, text: "Hi", html: "<p>Hi</p>" });
const received = (prefix: string) => sink.messages.filter((m) => m.to.some((to) => to.startsWith(prefix)));
/** Makes every waiting retry due now, as if its backoff had passed. */
const makeDue = (prefix: string) =>
  db
    .update(outboxMessages)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(and(eq(outboxMessages.state, "retrying"), like(sql`${outboxMessages.payload}->>'to'`, `${prefix}%`)));
const rowsOf = async (prefix: string) =>
  (await db.select().from(outboxMessages)).filter((m) => (m.payload as schema.OutboxMail).to.startsWith(prefix));

describe("the outbox over SMTP", () => {
  it("delivers every message once when a refusing server answers again: none lost, none twice", async () => {
    const recipients = Array.from({ length: 20 }, (_, i) => `refused-${i}@example.com`);
    sink.refuse(true, "rcpt");
    for (const to of recipients) await enqueueMail(db, mail(to));
    expect(await drainOutbox(db)).toMatchObject({ sent: 0, retrying: 20 });
    expect((await rowsOf("refused-")).every((m) => m.lastError?.includes("451"))).toBe(true);

    // Refused at the greeting, the pooled connections dropped: each message still fails, none hangs.
    sink.refuse(true, "connect");
    await makeDue("refused-");
    expect(await drainOutbox(db)).toMatchObject({ sent: 0, retrying: 20 });
    expect(received("refused-")).toHaveLength(0);
    expect((await rowsOf("refused-")).every((m) => m.state === "retrying" && m.attempts === 2 && m.lastError?.includes("421"))).toBe(true);

    sink.refuse(false);
    await makeDue("refused-");
    expect((await drainAll(db)).sent).toBe(20);
    await makeDue("refused-");
    await drainAll(db);

    const got = received("refused-");
    expect(got.map((m) => m.to[0]).sort()).toEqual([...recipients].sort());
    expect(new Set(got.map((m) => m.messageId)).size).toBe(20);
    expect((await rowsOf("refused-")).every((m) => m.state === "sent" && m.attempts === 3 && m.lastError === null)).toBe(true);
  });

  it("sends the one-click unsubscribe headers (RFC 8058)", async () => {
    const url = "http://localhost:3000/unsubscribe?token=abc.def";
    await enqueueMail(db, { ...mail("unsubscribe@example.com"), unsubscribe: url });
    await drainAll(db);
    const [got] = received("unsubscribe@");
    expect(got?.headers.get("list-unsubscribe")).toBe(`<${url}>`);
    expect(got?.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  });

  it("sends a stored file as an attachment", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.4 a bill of lading\n%%EOF\n");
    const fileId = await storeFile(db, { bytes, contentType: "application/pdf", originalName: "bol.pdf" });
    await enqueueMail(db, {
      ...mail("attached@example.com"),
      attachments: [{ fileId, filename: "BOL-42.pdf", contentType: "application/pdf" }],
    });
    await drainAll(db);
    const [got] = received("attached@");
    expect(got?.raw).toMatch(/Content-Type: application\/pdf; name="?BOL-42\.pdf"?/);
    expect(got?.raw).toMatch(/Content-Disposition: attachment; filename="?BOL-42\.pdf"?/);
    expect(got?.raw.replace(/\r?\n/g, "")).toContain(Buffer.from(bytes).toString("base64"));
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL, workers on their own connections share the outbox", () => {
  it("three workers draining at once send each of 240 messages once", async () => {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const clients = [postgres(process.env.TEST_DATABASE_URL!, { max: 4 }), postgres(process.env.TEST_DATABASE_URL!, { max: 4 })];
    try {
      const [second, third] = clients.map((client) => drizzle(client, { schema, casing: "snake_case" }) as unknown as Db);
      const recipients = Array.from({ length: 240 }, (_, i) => `shared-${i}@example.com`);
      for (const to of recipients) await enqueueMail(db, mail(to));
      // Small batches, so that the workers' claims interleave.
      const smallBatches = async (worker: Db) => {
        let sent = 0;
        for (let r = await drainOutbox(worker, { limit: 15 }); r.sent > 0; r = await drainOutbox(worker, { limit: 15 })) sent += r.sent;
        return sent;
      };
      const [first, other, small] = await Promise.all([drainAll(db), drainAll(second!), smallBatches(third!)]);
      expect(first.sent + other.sent + small).toBe(240);

      const got = received("shared-");
      expect(got).toHaveLength(240);
      expect(new Set(got.map((m) => m.to[0]))).toEqual(new Set(recipients));
      expect(new Set(got.map((m) => m.messageId)).size).toBe(240);
      expect((await rowsOf("shared-")).every((m) => m.state === "sent" && m.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(clients.map((client) => client.end({ timeout: 5 })));
    }
  });
});
