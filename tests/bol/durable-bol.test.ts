import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as addEndpoint } from "@/app/api/v1/admin/add-webhook-endpoint/route";
import type { Db } from "@/db/client";
import { billsOfLading, outboxMessages, type OutboxMail } from "@/db/schema";
import { issueBol } from "@/lib/bol/issue-bol";
import { renderBolPdf } from "@/lib/bol/render-bol";
import { drainAll, drainOutbox } from "@/lib/worker/outbox-worker";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { assignedJob, expectStatus, makeWorld, type World } from "../driver-link/helpers";
import { signedPickup } from "../inspections/helpers";
import { startReceiver, type Receiver } from "../webhooks/receiver";

const previous = vi.hoisted(() => {
  // The receiver listens on 127.0.0.1.
  const value = process.env.WEBHOOKS_ALLOW_PRIVATE;
  process.env.WEBHOOKS_ALLOW_PRIVATE = "1";
  return value;
});

vi.mock("@/lib/bol/render-bol", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/bol/render-bol")>();
  return { ...actual, renderBolPdf: vi.fn(actual.renderBolPdf) };
});

let db: Db;
let world: World;
let receiver: Receiver;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
  receiver = await startReceiver();
  const res = await call(addEndpoint, {
    token: world.admin.token,
    body: { url: `${receiver.url}/hook`, description: "picked up", events: ["job.picked_up"] },
  });
  expectStatus(res, 201);
});
afterAll(async () => {
  await receiver.close();
  if (previous === undefined) delete process.env.WEBHOOKS_ALLOW_PRIVATE;
  else process.env.WEBHOOKS_ALLOW_PRIVATE = previous;
});

/** Makes every waiting retry due now, as if its backoff had passed. */
const makeRetriesDue = () =>
  db
    .update(outboxMessages)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(outboxMessages.state, "retrying"));

const bolWorkOf = async (jobId: number) =>
  (
    await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.idempotencyKey, `bol:${jobId}:v1`))
  )[0]!;

/** What a job's pickup issued and sent: its BOL versions, the picked-up mails and webhook deliveries. */
async function issuedFor(jobId: number) {
  const bols = await db.select().from(billsOfLading).where(eq(billsOfLading.jobId, jobId));
  const mails = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, "mail"), like(outboxMessages.idempotencyKey, `notify:picked_up:${jobId}:%`)));
  const webhooks = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, "webhook"), like(outboxMessages.idempotencyKey, `webhook:picked_up:${jobId}:%`)));
  const received = receiver.received.filter((r) => (JSON.parse(r.body) as { data: { id: number } }).data.id === jobId);
  return { bols, mails, webhooks, received };
}

describe("the bill of lading's issue, through the outbox", () => {
  it("survives a render that fails twice: one version, one mail with it, one webhook", async () => {
    const s = await assignedJob(db, world);
    vi.mocked(renderBolPdf).mockRejectedValueOnce(new Error("font missing")).mockRejectedValueOnce(new Error("font missing"));
    await signedPickup(s);

    // Signed: the issue waits in the outbox, nothing is announced without its BOL.
    expect(await bolWorkOf(s.job.id)).toMatchObject({ kind: "bol", state: "queued", payload: { jobId: s.job.id, version: 1 } });
    expect((await issuedFor(s.job.id)).mails).toHaveLength(0);

    await drainOutbox(db);
    expect(await bolWorkOf(s.job.id)).toMatchObject({ state: "retrying", attempts: 1, lastError: "font missing" });
    await makeRetriesDue();
    await drainOutbox(db);
    expect(await bolWorkOf(s.job.id)).toMatchObject({ state: "retrying", attempts: 2 });
    expect((await issuedFor(s.job.id)).bols).toHaveLength(0);

    await makeRetriesDue();
    await drainAll(db);
    expect(await bolWorkOf(s.job.id)).toMatchObject({ state: "sent", attempts: 3 });
    const { bols, mails, webhooks, received } = await issuedFor(s.job.id);
    expect(bols.map((b) => b.version)).toEqual([1]);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ state: "sent", payload: { to: world.customer.user.email } });
    expect((mails[0]!.payload as OutboxMail).attachments).toEqual([
      { filename: `BOL-${s.job.id}-v1.pdf`, contentType: "application/pdf", fileId: bols[0]!.fileId },
    ]);
    expect(webhooks.map((w) => w.state)).toEqual(["sent"]);
    expect(received).toHaveLength(1);
  });

  it("issues and announces once when a worker died after the issue, before marking its work done", async () => {
    const s = await assignedJob(db, world);
    await signedPickup(s);
    // The dead worker's issue committed (the version and its mail and webhook with it) ...
    await issueBol(db, s.job.id, 1);
    // ... and it held the work under a lease that has run out.
    await db
      .update(outboxMessages)
      .set({ state: "sending", attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(outboxMessages.idempotencyKey, `bol:${s.job.id}:v1`));

    await drainAll(db);
    expect(await bolWorkOf(s.job.id)).toMatchObject({ state: "sent", attempts: 2 });
    const { bols, mails, webhooks, received } = await issuedFor(s.job.id);
    expect(bols).toHaveLength(1);
    expect(mails).toHaveLength(1);
    expect(webhooks).toHaveLength(1);
    expect(received).toHaveLength(1);
    expect(vi.mocked(renderBolPdf)).toHaveBeenCalledTimes(4);
  });
});
