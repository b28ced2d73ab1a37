import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as cronOutbox } from "@/app/api/v1/cron/outbox/route";
import type { Db } from "@/db/client";
import { outboxMessages, type OutboxMail } from "@/db/schema";
import type { Mail } from "@/lib/mail/send-mail";
import { enqueueMail, RETRY_WINDOW_MS } from "@/lib/outbox/outbox";
import { backoffMs } from "@/lib/outbox/backoff";
import { drainOutbox, KEEP_SENT_DAYS, pruneOutbox } from "@/lib/worker/outbox-worker";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";

const CRON_SECRET = vi.hoisted(() => (process.env.CRON_SECRET = "a-cron-secret-long-enough-for-the-test"));

let db: Db;
beforeAll(async () => {
  db = await resetDatabase();
});

const mail = (to: string) => ({ to, subject: "Hello", text: "Hi", html: "<p>Hi</p>" });
const rowOf = async (to: string) => (await db.select().from(outboxMessages)).find((m) => (m.payload as OutboxMail).to === to)!;

describe("the outbox", () => {
  it("is written in the caller's transaction: a rolled-back change sends nothing", async () => {
    await db
      .transaction(async (tx) => {
        await enqueueMail(tx, mail("rolled-back@example.com"));
        tx.rollback();
      })
      .catch(() => {});
    expect(await rowOf("rolled-back@example.com")).toBeUndefined();
  });

  it("stores a message enqueued twice for one cause once", async () => {
    await enqueueMail(db, mail("twice@example.com"));
    await enqueueMail(db, mail("twice@example.com"));
    expect((await db.select().from(outboxMessages)).filter((m) => (m.payload as OutboxMail).to === "twice@example.com")).toHaveLength(1);
  });

  it("retries a failed send with backoff, then sends it; after 24 hours it is failed", async () => {
    await enqueueMail(db, mail("flaky@example.com"));
    const refused = vi.fn(async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:25");
    });
    expect((await drainOutbox(db, { send: refused })).retrying).toBeGreaterThanOrEqual(1);
    let row = await rowOf("flaky@example.com");
    expect(row).toMatchObject({ state: "retrying", attempts: 1, lastError: "connect ECONNREFUSED 127.0.0.1:25" });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + backoffMs(1) - 5_000);

    // Not due yet: nothing is sent.
    const sent: Mail[] = [];
    const send = async (m: Mail) => void sent.push(m);
    await drainOutbox(db, { send });
    expect(sent.filter((m) => m.to === "flaky@example.com")).toHaveLength(0);

    await db
      .update(outboxMessages)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outboxMessages.id, row.id));
    await drainOutbox(db, { send });
    expect(sent.filter((m) => m.to === "flaky@example.com")).toHaveLength(1);
    row = await rowOf("flaky@example.com");
    expect(row).toMatchObject({ state: "sent", attempts: 2, lastError: null });

    await enqueueMail(db, mail("gone@example.com"));
    const old = await rowOf("gone@example.com");
    await db
      .update(outboxMessages)
      .set({ queuedAt: new Date(Date.now() - RETRY_WINDOW_MS - 1000) })
      .where(eq(outboxMessages.id, old.id));
    await drainOutbox(db, { send: refused });
    expect(await rowOf("gone@example.com")).toMatchObject({ state: "failed" });
  });

  it("takes back a message whose worker died while sending it (its lease ran out)", async () => {
    await enqueueMail(db, mail("orphan@example.com"));
    const row = await rowOf("orphan@example.com");
    await db
      .update(outboxMessages)
      .set({ state: "sending", attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(outboxMessages.id, row.id));
    const sent: string[] = [];
    await drainOutbox(db, { send: async (m) => void sent.push(m.to) });
    expect(sent).toContain("orphan@example.com");
  });

  it("sends one recipient's messages in the order they were written, other recipients' beside them", async () => {
    const order = ["picked up", "delivered", "cancelled", "approved", "assigned"];
    for (const [i, subject] of order.entries()) {
      await enqueueMail(db, { ...mail("in-order@example.com"), subject });
      await enqueueMail(db, mail(`beside-${i}@example.com`));
    }
    const sent: string[] = [];
    let inFlight = 0;
    let mostAtOnce = 0;
    // The first messages take longest: sent all at once, they would arrive in the reverse order.
    const send = async (m: Mail) => {
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      await new Promise((resolve) => setTimeout(resolve, m.to === "in-order@example.com" ? 50 - order.indexOf(m.subject) * 10 : 5));
      inFlight -= 1;
      sent.push(m.to === "in-order@example.com" ? m.subject : m.to);
    };
    await drainOutbox(db, { send });
    expect(sent.filter((s) => order.includes(s))).toEqual(order);
    expect(mostAtOnce).toBeGreaterThan(1);
  });

  it("keeps sent messages 90 days, then removes them; failed and waiting ones stay", async () => {
    const old = new Date(Date.now() - (KEEP_SENT_DAYS + 1) * 86_400_000);
    const recent = new Date(Date.now() - 86_400_000);
    for (const [to, state, createdAt] of [
      ["old-sent@example.com", "sent", old],
      ["old-failed@example.com", "failed", old],
      ["old-retrying@example.com", "retrying", old],
      ["recent-sent@example.com", "sent", recent],
    ] as const) {
      await enqueueMail(db, mail(to));
      await db
        .update(outboxMessages)
        .set({ state, createdAt })
        .where(eq(outboxMessages.id, (await rowOf(to)).id));
    }
    expect(await pruneOutbox(db)).toBe(1);
    expect(await rowOf("old-sent@example.com")).toBeUndefined();
    for (const to of ["old-failed@example.com", "old-retrying@example.com", "recent-sent@example.com"])
      expect(await rowOf(to)).toBeDefined();
  });

  it("is drained by POST cron/outbox with the cron secret, and refuses anyone else", async () => {
    {
      expect((await call(cronOutbox, { method: "POST" })).status).toBe(401);
      expect((await call(cronOutbox, { method: "POST", headers: { authorization: "Bearer wrong" } })).status).toBe(401);
      await enqueueMail(db, mail("cron@example.com"));
      const res = await call<{ sent: number }>(cronOutbox, {
        method: "POST",
        headers: { authorization: `Bearer ${CRON_SECRET}` },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.sent).toBeGreaterThanOrEqual(1);
      expect(await rowOf("cron@example.com")).toMatchObject({ state: "sent" });
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL, workers share the outbox", () => {
  it("two workers draining at once send each message once", async () => {
    for (let i = 0; i < 30; i++) await enqueueMail(db, mail(`shared-${i}@example.com`));
    const sent: string[] = [];
    const send = async (m: Mail) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(m.to);
    };
    await Promise.all([drainOutbox(db, { send, limit: 50 }), drainOutbox(db, { send, limit: 50 }), drainOutbox(db, { send, limit: 50 })]);
    const shared = sent.filter((to) => to.startsWith("shared-"));
    expect(shared).toHaveLength(30);
    expect(new Set(shared).size).toBe(30);
  });
});
