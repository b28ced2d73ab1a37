import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getMessages } from "@/app/api/v1/admin/get-messages/route";
import { POST as resendMessage } from "@/app/api/v1/admin/resend-message/route";
import type { Db } from "@/db/client";
import { outboxMessages, webhookEndpoints } from "@/db/schema";
import type { Mail } from "@/lib/mail/send-mail";
import { messageSearch } from "@/lib/messages/message-log";
import { MESSAGE_BEING_SENT, MESSAGE_NOT_FOUND, type MessageLogRow } from "@/lib/messages/message-log-schemas";
import { enqueueMail } from "@/lib/outbox/outbox";
import { drainOutbox } from "@/lib/worker/outbox-worker";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { expectAccess, tokensForEveryRole, type Tokens } from "../people/helpers";

const SECRET = "secret-link-token-0123456789";
const HOUR = 3600_000;

let db: Db;
let tokens: Tokens;
const ids: Record<string, number> = {};

type Row = Omit<MessageLogRow, "created_at" | "sent_at" | "next_attempt_at"> & {
  created_at: string;
  sent_at: string | null;
  next_attempt_at: string | null;
};

async function insert(name: string, values: Omit<typeof outboxMessages.$inferInsert, "idempotencyKey">, hoursAgo: number) {
  const createdAt = new Date(Date.now() - hoursAgo * HOUR);
  const [row] = await db
    .insert(outboxMessages)
    .values({ idempotencyKey: `test:${name}`, createdAt, queuedAt: createdAt, ...values })
    .returning({ id: outboxMessages.id });
  ids[name] = row!.id;
}

const mailTo = (to: string, subject: string) => ({
  to,
  subject,
  text: `Open http://localhost:3000/set-password?token=${SECRET}`,
  html: `<a href="http://localhost:3000/set-password?token=${SECRET}">Set your password</a>`,
});

const list = (query: Record<string, string | number> = {}, token = tokens.admin) => call<Row[]>(getMessages, { query, token });
const resend = (body: unknown, token = tokens.admin) => call<Row>(resendMessage, { body, token });
const rowOf = async (id: number) => (await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

beforeAll(async () => {
  db = await resetDatabase();
  tokens = await tokensForEveryRole(db);
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({ url: "https://hooks.example.com/vtj", events: ["job.delivered"], secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" })
    .returning();
  await insert(
    "sent",
    { kind: "mail", payload: mailTo("sent@example.com", "Your job was approved"), state: "sent", attempts: 1, sentAt: new Date() },
    6,
  );
  await insert(
    "webhook",
    {
      kind: "webhook",
      endpointId: endpoint!.id,
      payload: { type: "job.delivered", timestamp: new Date().toISOString(), data: { jobId: 7 } },
      state: "failed",
      attempts: 12,
      responseCode: 500,
      lastError: "The endpoint answered 500.",
    },
    5,
  );
  await insert(
    "failed",
    {
      kind: "mail",
      payload: mailTo("invitee@example.com", "You're invited"),
      state: "failed",
      attempts: 15,
      lastError: "connect ECONNREFUSED 127.0.0.1:25",
    },
    4,
  );
  await insert(
    "retrying",
    {
      kind: "mail",
      payload: mailTo("later@example.com", "Reset your password"),
      state: "retrying",
      attempts: 2,
      lastError: "421 try later",
    },
    3,
  );
  await insert(
    "sending",
    {
      kind: "mail",
      payload: mailTo("busy@example.com", "Driver link"),
      state: "sending",
      attempts: 1,
      lockedUntil: new Date(Date.now() + HOUR),
    },
    2,
  );
  await insert(
    "queued",
    { kind: "mail", payload: mailTo("waiting@example.com", "Job received"), nextAttemptAt: new Date(Date.now() + HOUR) },
    1,
  );
});

describe("GET admin/get-messages", () => {
  it("lists mail and webhook deliveries newest first, with their fields and never a body or a link's token", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, total: 6, page: 1, limit: 10 });
    expect(res.body.data.map((r) => r.id)).toEqual(["queued", "sending", "retrying", "failed", "webhook", "sent"].map((n) => ids[n]));
    const byId = new Map(res.body.data.map((r) => [r.id, r]));
    expect(byId.get(ids.webhook!)).toMatchObject({
      kind: "webhook",
      recipient: "https://hooks.example.com/vtj",
      subject: "job.delivered",
      state: "failed",
      attempts: 12,
      last_error: "The endpoint answered 500.",
      response_code: 500,
      sent_at: null,
      next_attempt_at: null,
    });
    expect(byId.get(ids.failed!)).toMatchObject({
      kind: "mail",
      recipient: "invitee@example.com",
      subject: "You're invited",
      state: "failed",
      attempts: 15,
      last_error: "connect ECONNREFUSED 127.0.0.1:25",
      response_code: null,
    });
    expect(byId.get(ids.sent!)!.sent_at).toEqual(expect.any(String));
    expect(byId.get(ids.retrying!)!.next_attempt_at).toEqual(expect.any(String));
    for (const row of res.body.data) {
      expect(Object.keys(row).sort()).toEqual(
        [
          "attempts",
          "created_at",
          "id",
          "kind",
          "last_error",
          "next_attempt_at",
          "recipient",
          "response_code",
          "sent_at",
          "state",
          "subject",
        ].sort(),
      );
    }
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain("set-password");
  });

  it("filters by state: queued holds the messages being sent", async () => {
    const states = async (state: string) => {
      const res = await list({ state });
      expect(res.status).toBe(200);
      return { total: res.body.total, ids: res.body.data.map((r) => r.id) };
    };
    expect(await states("queued")).toEqual({ total: 2, ids: [ids.queued, ids.sending] });
    expect(await states("failed")).toEqual({ total: 2, ids: [ids.failed, ids.webhook] });
    expect(await states("retrying")).toEqual({ total: 1, ids: [ids.retrying] });
    expect(await states("sent")).toEqual({ total: 1, ids: [ids.sent] });
    expect((await states("all")).total).toBe(6);
  });

  it("searches recipients and subjects (a webhook's endpoint and event), never bodies", async () => {
    const found = async (search: string, state = "all") => (await list({ search, state })).body.data.map((r) => r.id);
    expect(await found("INVITEE@")).toEqual([ids.failed]);
    expect(await found("password")).toEqual([ids.retrying]);
    expect(await found("hooks.example")).toEqual([ids.webhook]);
    expect(await found("job.deliv")).toEqual([ids.webhook]);
    expect(await found("example.com", "failed")).toEqual([ids.failed, ids.webhook]);
    expect(await found(SECRET)).toEqual([]);
    expect(await found("%")).toEqual([]);
  });

  it("pages", async () => {
    const res = await list({ page: 2, limit: 4 });
    expect(res.body).toMatchObject({ total: 6, page: 2, limit: 4 });
    expect(res.body.data.map((r) => r.id)).toEqual([ids.webhook, ids.sent]);
  });

  it("is for staff only, and refuses bad input with 400", async () => {
    await expectAccess(getMessages, {}, ["admin", "superadmin"], tokens);
    const bad: Record<string, string | number>[] = [{ state: "bogus" }, { page: 0 }, { limit: 1000 }, { page: "x" }];
    for (const query of bad) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toBe("Validation errors");
    }
    expect((await list({ state: "bogus" })).body.errors).toHaveProperty("state");
  });
});

describe("POST admin/resend-message", () => {
  it("queues a failed message again with a fresh 24 hours, and the next drain delivers it once", async () => {
    const before = await rowOf(ids.failed!);
    const res = await resend({ id: ids.failed });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe("Message queued again.");
    expect(res.body.data).toMatchObject({ id: ids.failed, state: "queued", recipient: "invitee@example.com" });
    expect(JSON.stringify(res.body)).not.toContain(SECRET);

    const after = await rowOf(ids.failed!);
    expect(after.state).toBe("queued");
    expect(after.queuedAt.getTime()).toBeGreaterThan(before.queuedAt.getTime() + 3 * HOUR);
    expect(Math.abs(after.queuedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(after.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const sent: Mail[] = [];
    const send = async (mail: Mail) => void sent.push(mail);
    await drainOutbox(db, { send });
    await drainOutbox(db, { send });
    expect(sent.filter((m) => m.to === "invitee@example.com")).toHaveLength(1);
    expect(sent.find((m) => m.to === "invitee@example.com")!.text).toContain(SECRET);
    expect(await rowOf(ids.failed!)).toMatchObject({ state: "sent", lastError: null });
    expect((await list({ state: "sent", search: "invitee" })).body.data).toHaveLength(1);
  });

  it("retries a resent message that fails again instead of failing it at once", async () => {
    await enqueueMail(db, mailTo("again@example.com", "Still down"), "test:again");
    const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.idempotencyKey, "test:again"));
    await db
      .update(outboxMessages)
      .set({ state: "failed", queuedAt: new Date(Date.now() - 30 * HOUR), nextAttemptAt: new Date(Date.now() + HOUR) })
      .where(eq(outboxMessages.id, row!.id));
    expect((await resend({ id: row!.id })).status).toBe(200);
    await drainOutbox(db, {
      send: async (mail) => {
        if (mail.to === "again@example.com") throw new Error("connect ECONNREFUSED");
      },
    });
    expect(await rowOf(row!.id)).toMatchObject({ state: "retrying", lastError: "connect ECONNREFUSED" });
  });

  it("answers 409 for a message being sent right now, and leaves it alone", async () => {
    const res = await resend({ id: ids.sending });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: MESSAGE_BEING_SENT });
    expect(await rowOf(ids.sending!)).toMatchObject({ state: "sending" });
  });

  it("answers a message already waiting in the queue as it is", async () => {
    const res = await resend({ id: ids.queued });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: ids.queued, state: "queued" });
  });

  it("answers 404 for an unknown id, 400 for a bad one, and is for staff only", async () => {
    const missing = await resend({ id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MESSAGE_NOT_FOUND);
    for (const body of [{}, { id: "abc" }, { id: 0 }, { id: 1.5 }, { id: -3 }]) {
      const res = await resend(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toHaveProperty("id");
    }
    await expectAccess(resendMessage, { body: { id: ids.sent } }, ["admin", "superadmin"], tokens);
  });

  it("searches through the trigram indexes: the query's expressions are the indexes' own", async () => {
    const query = db.select({ id: outboxMessages.id }).from(outboxMessages).where(messageSearch(db, "invitee"));
    const plan = await db.transaction(async (tx) => {
      // A test table is small enough to scan: the planner is told not to, so an index it can use shows.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain (costs off) ${query}`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
      return rows.map((row) => Object.values(row)[0]).join("\n");
    });
    expect(plan).toContain("outbox_messages_to_trgm_idx");
    expect(plan).toContain("outbox_messages_subject_trgm_idx");
    expect(plan).toContain("outbox_messages_endpoint_idx");
  });
});
