import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/db/client";
import { outboxMessages, webhookEndpoints } from "@/db/schema";
import { env } from "@/lib/env";
import { closeMailTransport } from "@/lib/mail/smtp-transport";
import { enqueueMail } from "@/lib/outbox/outbox";
import { drainAll, drainOutbox } from "@/lib/worker/outbox-worker";
import { SWITCH_OFF_AFTER_MS } from "@/lib/webhooks/endpoint-health";
import { enqueueWebhookDelivery, webhookPayload } from "@/lib/webhooks/emit";
import { resetDatabase } from "../helpers/db";
import { startSmtpSink } from "../helpers/smtp-sink";
import { makeWorld, type World } from "../jobs/helpers";
import { startReceiver, type Receiver } from "./receiver";

// Receivers on 127.0.0.1 are allowed by the setting; mail goes to a real SMTP server in this process.
const previous = vi.hoisted(() => {
  const value = process.env.WEBHOOKS_ALLOW_PRIVATE;
  process.env.WEBHOOKS_ALLOW_PRIVATE = "1";
  return value;
});
const sink = await startSmtpSink();
process.env.SMTP_URL = sink.url;

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

let db: Db;
let world: World;
let receiver: Receiver;
const hanging: Server[] = [];
beforeAll(async () => {
  db = await resetDatabase();
  expect(env().SMTP_URL).toBe(sink.url);
  world = await makeWorld(db);
  receiver = await startReceiver();
});
afterAll(async () => {
  for (const server of hanging) server.closeAllConnections();
  await Promise.all(hanging.map((server) => new Promise((resolve) => server.close(resolve))));
  await receiver.close();
  await closeMailTransport();
  await sink.close();
  if (previous === undefined) delete process.env.WEBHOOKS_ALLOW_PRIVATE;
  else process.env.WEBHOOKS_ALLOW_PRIVATE = previous;
});

async function addEndpoint(url: string): Promise<number> {
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({ url, events: ["job.delivered"], secret: SECRET })
    .returning();
  return endpoint!.id;
}

/** A receiver that takes the request and never answers; `onGiveUp` runs when the sender hangs up. */
async function hangingEndpoint(onGiveUp: () => void): Promise<number> {
  const server = createServer((req) => req.socket.on("close", onGiveUp));
  hanging.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return addEndpoint(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`);
}

const deliver = (endpointId: number, key: string) =>
  enqueueWebhookDelivery(db, endpointId, key, webhookPayload("job.delivered", { id: 1, key }));
const endpointOf = async (id: number) => (await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!;
const makeRetriesDue = () => db.update(outboxMessages).set({ nextAttemptAt: new Date(Date.now() - 1000) });

describe("slow and failing webhook endpoints", () => {
  it("hold up no mail: 12 endpoints that never answer, and a mail written after them arrives before any of them times out", async () => {
    const subject = "Your transport job #1";
    // At each timeout: had the mail already reached the SMTP server?
    const mailWasThere: boolean[] = [];
    const onGiveUp = () => mailWasThere.push(sink.messages.some((m) => m.subject === subject));
    for (let i = 0; i < 12; i++) await deliver(await hangingEndpoint(onGiveUp), `hang-${i}`);
    await enqueueMail(db, { to: "driver@example.com", subject, text: "Open the job", html: "<p>Open the job</p>" });

    const result = await drainOutbox(db);

    expect(result).toMatchObject({ sent: 1, retrying: 12 });
    // The receivers learn of the hang-ups a moment after the sender gave up.
    await vi.waitFor(() => expect(mailWasThere).toHaveLength(12));
    expect(mailWasThere).toEqual(Array.from({ length: 12 }, () => true));
    const failed = await db.select().from(outboxMessages).where(eq(outboxMessages.kind, "webhook"));
    expect(failed.every((m) => m.state === "retrying" && m.lastError === "The endpoint could not be reached: no answer within 5 s")).toBe(
      true,
    );
  });

  it("backs off per endpoint: one failure pauses its other deliveries (one timeout, not one per message); the first success resumes them, in order", async () => {
    const endpointId = await addEndpoint(`${receiver.url}/flaky`);
    receiver.answers["/flaky"] = [500];
    for (const key of ["a", "b", "c"]) await deliver(endpointId, `flaky-${key}`);
    const atFlaky = () => receiver.received.filter((r) => r.path === "/flaky");

    await drainOutbox(db, { lane: "webhook" });
    expect(atFlaky()).toHaveLength(1);
    const paused = await endpointOf(endpointId);
    expect(paused).toMatchObject({ failures: 1, active: true });
    expect(paused.pausedUntil!.getTime()).toBeGreaterThan(Date.now());

    // Its messages' own retries are due, the endpoint's pause is not over: nothing is sent to it.
    await makeRetriesDue();
    await drainOutbox(db, { lane: "webhook" });
    expect(atFlaky()).toHaveLength(1);

    await db
      .update(webhookEndpoints)
      .set({ pausedUntil: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, endpointId));
    await makeRetriesDue();
    await drainOutbox(db, { lane: "webhook" });
    expect(atFlaky().map((r) => JSON.parse(r.body).data.key)).toEqual(["flaky-a", "flaky-a", "flaky-b", "flaky-c"]);
    expect(await endpointOf(endpointId)).toMatchObject({ failures: 0, failingSince: null, pausedUntil: null });
  });

  it("switches off an endpoint failing for 24 hours and mails the staff, once", async () => {
    const endpointId = await addEndpoint(`${receiver.url}/dead`);
    receiver.answers["/dead"] = [500, 500];
    const since = new Date(Date.now() - SWITCH_OFF_AFTER_MS - 60_000);
    await db.update(webhookEndpoints).set({ failingSince: since, failures: 40 }).where(eq(webhookEndpoints.id, endpointId));
    await deliver(endpointId, "dead-1");

    await drainAll(db);
    expect(await endpointOf(endpointId)).toMatchObject({ active: false, failingSince: since });
    const told = sink.messages.filter((m) => m.subject === "A webhook endpoint was switched off");
    expect(told.flatMap((m) => m.to).sort()).toEqual([world.admin.user.email, world.superadmin.user.email].sort());
    expect(told[0]!.raw).toContain(`${receiver.url}/dead`);
    expect(receiver.received.filter((r) => r.path === "/dead")).toHaveLength(1);
  });
});
