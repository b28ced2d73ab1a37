import { and, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as addEndpoint } from "@/app/api/v1/admin/add-webhook-endpoint/route";
import { GET as getDeliveries } from "@/app/api/v1/admin/get-webhook-deliveries/route";
import { DELETE as removeEndpoint } from "@/app/api/v1/admin/remove-webhook-endpoint/route";
import { POST as sendTest } from "@/app/api/v1/admin/send-test-webhook/route";
import { PUT as updateEndpoint } from "@/app/api/v1/admin/update-webhook-endpoint/route";
import { outboxMessages, webhookEndpoints, type Job } from "@/db/schema";
import { drainOutbox } from "@/lib/worker/outbox-worker";
import { enqueueWebhooks } from "@/lib/webhooks/emit";
import { recentWebhookDeliveries, type WebhookDeliveryView, type WebhookEndpointView } from "@/lib/webhooks/webhook-queries";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { expectStatus, jobFor, makeWorld, type World } from "../jobs/helpers";
import { startReceiver, type Received, type Receiver } from "./receiver";
import { actorFromToken } from "@/lib/auth/actor";

// The receiver listens on 127.0.0.1: allowed by the setting (env() reads it once per test file).
const previous = vi.hoisted(() => {
  const value = process.env.WEBHOOKS_ALLOW_PRIVATE;
  process.env.WEBHOOKS_ALLOW_PRIVATE = "1";
  return value;
});

type Added = WebhookEndpointView & { secret: string };

let world: World;
let receiver: Receiver;
let job: Job;
beforeAll(async () => {
  world = await makeWorld(await resetDatabase());
  receiver = await startReceiver();
  job = await jobFor(world.db, world.customer, { pickupTimezone: "America/Chicago", dropoffTimezone: "America/Chicago" });
});
afterAll(async () => {
  await receiver.close();
  if (previous === undefined) delete process.env.WEBHOOKS_ALLOW_PRIVATE;
  else process.env.WEBHOOKS_ALLOW_PRIVATE = previous;
});

async function addReceiver(events: string[], path = "/hook"): Promise<Added> {
  const res = await call<Added>(addEndpoint, {
    token: world.admin.token,
    body: { url: `${receiver.url}${path}`, description: path, events },
  });
  expectStatus(res, 201);
  return res.body.data;
}

const deliveriesOf = async (endpointId: number) =>
  (await call<WebhookDeliveryView[]>(getDeliveries, { token: world.admin.token, query: { endpointId } })).body;

/** Makes every waiting retry due now, as if its backoff had passed. */
/** The retries due now, and their endpoints' backoff over (endpoint-health.ts). */
const makeRetriesDue = async () => {
  await world.db.update(webhookEndpoints).set({ pausedUntil: null });
  await world.db
    .update(outboxMessages)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(and(eq(outboxMessages.kind, "webhook"), eq(outboxMessages.state, "retrying")));
};

/** Checks a request's Standard Webhooks signature with the endpoint's secret, as a receiver would; answers its body. */
function verified(request: Received, secret: string): { type: string; timestamp: string; data: Record<string, unknown> } {
  const headers = {
    "webhook-id": String(request.headers["webhook-id"]),
    "webhook-timestamp": String(request.headers["webhook-timestamp"]),
    "webhook-signature": String(request.headers["webhook-signature"]),
  };
  return new Webhook(secret).verify(request.body, headers) as { type: string; timestamp: string; data: Record<string, unknown> };
}

/** What the receiver got at one endpoint's path (each test has its own). */
const at = (path: string) => receiver.received.filter((r) => r.path === path);

describe("webhook deliveries", () => {
  it("retries after 500s with the same webhook-id, every attempt signed, then 200; the log keeps each response code", async () => {
    const endpoint = await addReceiver(["job.picked_up"], "/retries");
    const other = await addReceiver(["job.delivered"], "/other");
    receiver.answers["/retries"] = [500, 500];

    await world.db.transaction((tx) => enqueueWebhooks(tx, "picked_up", job, `picked_up:${job.id}:1`));
    // The same change again (a retried request) is one delivery.
    await enqueueWebhooks(world.db, "picked_up", job, `picked_up:${job.id}:1`);

    expect(await drainOutbox(world.db)).toMatchObject({ sent: 0, retrying: 1 });
    let log = await deliveriesOf(endpoint.id);
    expect(log.total).toBe(1);
    expect(log.data[0]).toMatchObject({ event: "job.picked_up", state: "retrying", attempts: 1, response_code: 500, sent_at: null });
    expect(log.data[0]!.last_error).toBe("The endpoint answered 500.");
    expect((await deliveriesOf(other.id)).total).toBe(0);

    // Not due yet: nothing goes out.
    await drainOutbox(world.db);
    expect(at("/retries")).toHaveLength(1);

    await makeRetriesDue();
    expect(await drainOutbox(world.db)).toMatchObject({ retrying: 1 });
    expect((await deliveriesOf(endpoint.id)).data[0]).toMatchObject({ state: "retrying", attempts: 2, response_code: 500 });

    await makeRetriesDue();
    expect(await drainOutbox(world.db)).toMatchObject({ sent: 1 });
    log = await deliveriesOf(endpoint.id);
    expect(log.data[0]).toMatchObject({ state: "sent", attempts: 3, response_code: 200, last_error: null });
    expect(log.data[0]!.sent_at).not.toBeNull();

    const attempts = at("/retries");
    expect(attempts.map((r) => r.answered)).toEqual([500, 500, 200]);
    const ids = new Set(attempts.map((r) => r.headers["webhook-id"]));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^msg_\d+$/);
    for (const attempt of attempts) {
      expect(attempt.headers["content-type"]).toBe("application/json");
      expect(attempt.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
      const body = verified(attempt, endpoint.secret);
      expect(body.type).toBe("job.picked_up");
    }
    // Another endpoint's secret does not verify it.
    expect(() => verified(attempts[0]!, other.secret)).toThrow();
  });

  it("sends the job's event data: vehicle, cities, local times; no contact details or streets", async () => {
    const endpoint = await addReceiver(["job.delivered"], "/data");
    const deliveredAt = new Date("2030-01-02T03:04:05.000Z");
    await enqueueWebhooks(world.db, "delivered", { ...job, requestStatus: "delivered", deliveredAt }, `delivered:${job.id}`);
    await drainOutbox(world.db);
    const deliveries = at("/data");
    expect(deliveries).toHaveLength(1);
    const body = verified(deliveries[0]!, endpoint.secret);
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    expect(body.data).toEqual({
      id: job.id,
      status: "delivered",
      vehicle: { year: job.vehicleYear, make: "Honda", model: "Accord" },
      pickup: { city: "Dallas", date: job.pickupDate, time: "10:00", timezone: "America/Chicago" },
      dropoff: { city: "Houston", date: job.dropoffDate, time: "16:00", timezone: "America/Chicago" },
      delivered_at: "2030-01-02T03:04:05.000Z",
    });
    for (const secret of ["PAT PICKUP", "2145550110", "DANA DROPOFF", "Commerce St", "North Yard", job.vinNumber, job.poNumber!]) {
      expect(deliveries[0]!.body).not.toContain(secret);
    }
  });

  it("goes only to active endpoints subscribed to the event", async () => {
    const subscribed = await addReceiver(["job.job_approved"], "/subscribed");
    const off = await addReceiver(["job.job_approved"], "/off");
    await addReceiver(["job.driver_assigned"], "/elsewhere");
    await call(updateEndpoint, { method: "PUT", token: world.admin.token, body: { endpointId: off.id, active: false } });
    const before = await world.db.select().from(outboxMessages);
    await enqueueWebhooks(world.db, "job_approved", job, `job_approved:${job.id}`);
    const added = (await world.db.select().from(outboxMessages)).filter((m) => !before.some((b) => b.id === m.id));
    expect(added.map((m) => [m.kind, m.endpointId, m.idempotencyKey])).toEqual([
      ["webhook", subscribed.id, `webhook:job_approved:${job.id}:${subscribed.id}`],
    ]);
  });

  it("is written in the caller's transaction: a rolled-back change delivers nothing", async () => {
    await addReceiver(["job.job_cancelled"], "/rollback");
    const before = (await world.db.select().from(outboxMessages)).length;
    await world.db
      .transaction(async (tx) => {
        await enqueueWebhooks(tx, "job_cancelled", job, `job_cancelled:${job.id}`);
        tx.rollback();
      })
      .catch(() => {});
    expect(await world.db.select().from(outboxMessages)).toHaveLength(before);
  });

  it("delivers the test event, signed, whatever the endpoint subscribes to; each press is one more", async () => {
    const endpoint = await addReceiver(["job.mileage_flag"], "/test-event");
    for (let i = 0; i < 2; i++) {
      const res = await call(sendTest, { token: world.admin.token, body: { endpointId: endpoint.id } });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ message: "Test event queued.", data: { endpointId: endpoint.id, type: "webhook.test" } });
    }
    await drainOutbox(world.db);
    expect(at("/test-event")).toHaveLength(2);
    for (const request of at("/test-event")) {
      expect(verified(request, endpoint.secret)).toMatchObject({ type: "webhook.test", data: { endpoint_id: endpoint.id } });
    }
    const log = await deliveriesOf(endpoint.id);
    expect(log.data.map((d) => [d.event, d.state, d.response_code, d.attempts])).toEqual([
      ["webhook.test", "sent", 200, 1],
      ["webhook.test", "sent", 200, 1],
    ]);
  });

  it("does not follow a redirect: a 3xx is retried with its code", async () => {
    const endpoint = await addReceiver(["job.picked_up"], "/redirect");
    receiver.answers["/redirect"] = [302];
    await call(sendTest, { token: world.admin.token, body: { endpointId: endpoint.id } });
    await drainOutbox(world.db);
    expect(at("/redirect")).toHaveLength(1);
    expect((await deliveriesOf(endpoint.id)).data[0]).toMatchObject({ state: "retrying", response_code: 302 });
  });

  it("removing an endpoint removes its pending deliveries: nothing more is sent to it", async () => {
    const endpoint = await addReceiver(["job.cancellation_requested"], "/removed");
    receiver.answers["/removed"] = [503];
    await enqueueWebhooks(world.db, "cancellation_requested", job, `cancellation_requested:${job.id}`);
    await call(sendTest, { token: world.admin.token, body: { endpointId: endpoint.id } });
    await drainOutbox(world.db);
    // The 503 pauses the endpoint (its backoff): the test event waits behind the event before it.
    expect(at("/removed").map((r) => r.answered)).toEqual([503]);
    await makeRetriesDue();
    await drainOutbox(world.db);
    expect(at("/removed").map((r) => r.answered)).toEqual([503, 200, 200]);
    expect((await deliveriesOf(endpoint.id)).total).toBe(2);

    expectStatus(await call(removeEndpoint, { method: "DELETE", token: world.admin.token, query: { endpointId: endpoint.id } }), 200);
    expect(await world.db.select().from(outboxMessages).where(eq(outboxMessages.endpointId, endpoint.id))).toHaveLength(0);
    await makeRetriesDue();
    await drainOutbox(world.db);
    expect(at("/removed")).toHaveLength(3);
  });

  it("holds deliveries to a switched-off endpoint (retried, not sent) and sends them once it is on again", async () => {
    const endpoint = await addReceiver(["job.reschedule_requested"], "/paused");
    await enqueueWebhooks(world.db, "reschedule_requested", job, `reschedule_requested:${job.id}`);
    await call(updateEndpoint, { method: "PUT", token: world.admin.token, body: { endpointId: endpoint.id, active: false } });
    await drainOutbox(world.db);
    expect(at("/paused")).toHaveLength(0);
    expect((await deliveriesOf(endpoint.id)).data[0]).toMatchObject({ state: "retrying", last_error: "The endpoint is switched off." });

    await call(updateEndpoint, { method: "PUT", token: world.admin.token, body: { endpointId: endpoint.id, active: true } });
    await makeRetriesDue();
    await drainOutbox(world.db);
    expect(at("/paused")).toHaveLength(1);
    expect(verified(at("/paused")[0]!, endpoint.secret).type).toBe("job.reschedule_requested");
  });

  it("pages an endpoint's deliveries, newest first, with the total", async () => {
    const endpoint = await addReceiver(["job.new_damage"], "/paging");
    for (let i = 0; i < 3; i++) await call(sendTest, { token: world.admin.token, body: { endpointId: endpoint.id } });
    const page = (p: number) =>
      call<WebhookDeliveryView[]>(getDeliveries, { token: world.admin.token, query: { endpointId: endpoint.id, page: p, limit: 2 } });
    const [first, second, beyond] = [await page(1), await page(2), await page(3)];
    expect(first.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.body.data).toHaveLength(2);
    expect(second.body.data).toHaveLength(1);
    expect(beyond.body).toMatchObject({ data: [], total: 3 });
    expect(first.body.data[0]!.id).toBeGreaterThan(first.body.data[1]!.id);
    expect(Object.keys(first.body.data[0]!).sort()).toEqual(
      ["attempts", "created_at", "event", "id", "last_error", "next_attempt_at", "response_code", "sent_at", "state"].sort(),
    );
  });

  it("gives the settings page each endpoint's latest deliveries and total in one query", async () => {
    const [a, b, none] = [
      await addReceiver(["job.new_damage"], "/recent-a"),
      await addReceiver(["job.new_damage"], "/recent-b"),
      await addReceiver(["job.new_damage"], "/recent-none"),
    ];
    await world.db.delete(outboxMessages).where(eq(outboxMessages.state, "queued"));
    for (let i = 0; i < 3; i++) await call(sendTest, { token: world.admin.token, body: { endpointId: a.id } });
    await call(sendTest, { token: world.admin.token, body: { endpointId: b.id } });
    const recent = await recentWebhookDeliveries(world.db, await actorFromToken(world.db, world.admin.token), [a.id, b.id, none.id], 2);
    expect(recent.get(a.id)!.total).toBe(3);
    expect(recent.get(a.id)!.rows.map((d) => d.event)).toEqual(["webhook.test", "webhook.test"]);
    expect(recent.get(a.id)!.rows[0]!.id).toBeGreaterThan(recent.get(a.id)!.rows[1]!.id);
    expect(recent.get(a.id)!.rows[0]!.created_at).toBeInstanceOf(Date);
    expect(recent.get(b.id)).toMatchObject({ total: 1, rows: [{ state: "queued", attempts: 0 }] });
    expect(recent.get(none.id)).toEqual({ rows: [], total: 0 });
  });
});
