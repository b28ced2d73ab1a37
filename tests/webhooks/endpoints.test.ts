import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as addEndpoint } from "@/app/api/v1/admin/add-webhook-endpoint/route";
import { GET as getDeliveries } from "@/app/api/v1/admin/get-webhook-deliveries/route";
import { GET as getEndpoints } from "@/app/api/v1/admin/get-webhook-endpoints/route";
import { DELETE as removeEndpoint } from "@/app/api/v1/admin/remove-webhook-endpoint/route";
import { POST as sendTest } from "@/app/api/v1/admin/send-test-webhook/route";
import { PUT as updateEndpoint } from "@/app/api/v1/admin/update-webhook-endpoint/route";
import { outboxMessages, webhookEndpoints } from "@/db/schema";
import { drainOutbox } from "@/lib/worker/outbox-worker";
import { postWebhook } from "@/lib/webhooks/post-webhook";
import type { WebhookEndpointView } from "@/lib/webhooks/webhook-queries";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { expectFieldError, expectStatus, makeWorld, type World } from "../jobs/helpers";
import { startReceiver, type Receiver } from "./receiver";

// Without WEBHOOKS_ALLOW_PRIVATE: private and loopback addresses are refused (env() reads it once per test file).
const previous = vi.hoisted(() => {
  const value = process.env.WEBHOOKS_ALLOW_PRIVATE;
  process.env.WEBHOOKS_ALLOW_PRIVATE = "0";
  return value;
});

type Added = WebhookEndpointView & { secret: string };

let world: World;
let receiver: Receiver;
beforeAll(async () => {
  world = await makeWorld(await resetDatabase());
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  if (previous === undefined) delete process.env.WEBHOOKS_ALLOW_PRIVATE;
  else process.env.WEBHOOKS_ALLOW_PRIVATE = previous;
});

// A public address written as an IP: no DNS needed in the test.
const PUBLIC_URL = "https://93.184.215.14/hooks/vtj";
const valid = (values: Record<string, unknown> = {}) => ({
  url: PUBLIC_URL,
  description: "Dispatch board",
  events: ["job.picked_up"],
  ...values,
});
const add = (body: unknown, token = world.admin.token) => call<Added>(addEndpoint, { token, body });
const list = (token = world.admin.token) => call<WebhookEndpointView[]>(getEndpoints, { token });
const update = (body: unknown, token = world.admin.token) => call<WebhookEndpointView>(updateEndpoint, { method: "PUT", token, body });
const remove = (endpointId: unknown, token = world.admin.token) =>
  call(removeEndpoint, { method: "DELETE", token, query: endpointId === undefined ? {} : { endpointId: String(endpointId) } });

describe("POST /api/v1/admin/add-webhook-endpoint", () => {
  it("adds an endpoint and answers its secret once: whsec_ and base64 of 24 bytes", async () => {
    const res = await add(valid({ events: ["job.delivered", "job.picked_up", "job.picked_up"], description: "  Dispatch board " }));
    expectStatus(res, 201);
    const endpoint = res.body.data;
    expect(endpoint).toMatchObject({
      url: PUBLIC_URL,
      description: "Dispatch board",
      events: ["job.picked_up", "job.delivered"],
      active: true,
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(endpoint.secret.slice(6), "base64")).toHaveLength(24);
    expect(endpoint.secret_hint).toBe(`whsec_…${endpoint.secret.slice(-4)}`);

    const listed = (await list()).body.data.find((e) => e.id === endpoint.id)!;
    expect(listed.secret_hint).toBe(endpoint.secret_hint);
    expect(JSON.stringify(listed)).not.toContain(endpoint.secret.slice(6, 20));
    expect(listed).not.toHaveProperty("secret");
  });

  it("gives each endpoint its own secret", async () => {
    const [a, b] = [await add(valid()), await add(valid())];
    expect(a.body.data.secret).not.toBe(b.body.data.secret);
  });

  it.each([
    ["no URL", { url: undefined }, "url", "Please enter the endpoint's URL."],
    ["a blank URL", { url: "  " }, "url", "Please enter the endpoint's URL."],
    ["a URL that is not one", { url: "not a url" }, "url", "Please enter a valid URL, such as https://example.com/webhooks."],
    ["an ftp URL", { url: "ftp://93.184.215.14/x" }, "url", "The URL must start with https:// or http://."],
    ["a URL with a password", { url: "https://me:pw@93.184.215.14/x" }, "url", "The URL cannot carry a user name or password."],
    ["a URL too long", { url: `https://93.184.215.14/${"x".repeat(2000)}` }, "url", "At most 2000 characters."],
    ["no events", { events: [] }, "events", "Choose at least one event."],
    ["events left out", { events: undefined }, "events", "Choose at least one event."],
    ["an unknown event", { events: ["job.picked_up", "job.exploded"] }, "events", "Unknown event: job.exploded."],
    ["the test event as a subscription", { events: ["webhook.test"] }, "events", "Unknown event: webhook.test."],
    ["events that are not a list", { events: 5 }, "events", "Choose at least one event."],
    ["a description over 500 characters", { description: "x".repeat(501) }, "description", "At most 500 characters."],
  ])("answers 400 for %s", async (_case, change, field, message) => {
    expectFieldError(await add(valid(change)), field, message);
  });

  it.each([
    ["http://127.0.0.1:8080/hook", "127.0.0.1"],
    ["http://localhost/hook", "127.0.0.1"],
    ["http://[::1]/hook", "::1"],
    ["http://[::ffff:10.0.0.7]/hook", "::ffff:a00:7"],
    ["https://10.1.2.3/hook", "10.1.2.3"],
    ["https://192.168.1.20/hook", "192.168.1.20"],
    ["https://172.20.0.1/hook", "172.20.0.1"],
    ["http://169.254.169.254/latest/meta-data", "169.254.169.254"],
    ["https://100.64.1.1/hook", "100.64.1.1"],
    ["https://[fd00::1]/hook", "fd00::1"],
    ["https://[fe80::1]/hook", "fe80::1"],
    ["http://0.0.0.0/hook", "0.0.0.0"],
    ["http://[64:ff9b::10.0.0.7]/hook", "64:ff9b::a00:7"],
    ["http://[64:ff9b::a9fe:a9fe]/latest/meta-data", "64:ff9b::a9fe:a9fe"],
    ["https://[2002:c0a8:114::1]/hook", "2002:c0a8:114::1"],
    ["https://[2002:7f00:1::]/hook", "2002:7f00:1::"],
  ])("refuses the private or loopback %s with a clear 400", async (url, address) => {
    const res = await add(valid({ url }));
    expectStatus(res, 400);
    expect(res.body.errors?.url?.[0]).toContain(`(${address}): webhooks are sent only to the internet.`);
  });

  it("changes nothing when it refuses", async () => {
    const before = (await list()).body.data.length;
    await add(valid({ url: "http://127.0.0.1/x" }));
    await add(valid({ events: [] }));
    expect((await list()).body.data).toHaveLength(before);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await call(addEndpoint, {
      token: world.admin.token,
      body: undefined,
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    expectStatus(res, 400);
  });
});

describe("update, remove, test, deliveries", () => {
  it("updates events, description and the switch; what is left out stays", async () => {
    const { id } = (await add(valid())).body.data;
    let res = await update({ endpointId: id, events: ["job.delivered", "job.job_cancelled"] });
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({ events: ["job.delivered", "job.job_cancelled"], description: "Dispatch board", active: true });
    res = await update({ endpointId: id, active: false });
    expect(res.body.data).toMatchObject({ events: ["job.delivered", "job.job_cancelled"], active: false });
    res = await update({ endpointId: String(id), description: "" });
    expect(res.body.data).toMatchObject({ description: "", active: false });
    expect(res.body.data).not.toHaveProperty("secret");
  });

  it.each([
    ["no id", {}, "endpointId", "Please choose a webhook endpoint."],
    ["an id that is not a number", { endpointId: "abc" }, "endpointId", "The endpoint id must be a whole number."],
    ["an active that is not a boolean", { endpointId: 1, active: "yes" }, "active", "Active must be true or false."],
    ["no events", { endpointId: 1, events: [] }, "events", "Choose at least one event."],
  ])("answers 400 to an update with %s", async (_case, body, field, message) => {
    expectFieldError(await update(body), field, message);
  });

  it("answers 404 'Webhook endpoint not found.' for an unknown id, on every call", async () => {
    const missing = 999_999;
    for (const res of [
      await update({ endpointId: missing, active: false }),
      await update({ endpointId: missing }),
      await remove(missing),
      await call(sendTest, { token: world.admin.token, body: { endpointId: missing } }),
      await call(getDeliveries, { token: world.admin.token, query: { endpointId: missing } }),
    ]) {
      expectStatus(res, 404);
      expect(res.body).toEqual({ success: false, message: "Webhook endpoint not found." });
    }
    expectStatus(await remove(2_147_483_648), 400);
    expectStatus(await remove(undefined), 400);
    expectStatus(await call(getDeliveries, { token: world.admin.token, query: { endpointId: 1, limit: 1000 } }), 400);
  });

  it("removes an endpoint; removed twice is 404", async () => {
    const { id } = (await add(valid())).body.data;
    expectStatus(await remove(id), 200);
    expect((await list()).body.data.map((e) => e.id)).not.toContain(id);
    expectStatus(await remove(id), 404);
  });

  it("refuses a test event to a switched-off endpoint", async () => {
    const { id } = (await add(valid())).body.data;
    await update({ endpointId: id, active: false });
    expectFieldError(
      await call(sendTest, { token: world.admin.token, body: { endpointId: id } }),
      "endpointId",
      "This endpoint is switched off: switch it on to send it a test event.",
    );
  });
});

describe("who may call", () => {
  it("refuses customers with 403 and anonymous callers with 401 on every call, and lets a superadmin in", async () => {
    const { id } = (await add(valid(), world.superadmin.token)).body.data;
    const calls = (token?: string) => [
      call(getEndpoints, { token }),
      call(addEndpoint, { token, body: valid() }),
      call(updateEndpoint, { method: "PUT", token, body: { endpointId: id, active: false } }),
      call(removeEndpoint, { method: "DELETE", token, query: { endpointId: id } }),
      call(sendTest, { token, body: { endpointId: id } }),
      call(getDeliveries, { token, query: { endpointId: id } }),
    ];
    for (const res of await Promise.all(calls(world.customer.token))) expectStatus(res, 403);
    for (const res of await Promise.all(calls())) expectStatus(res, 401);
    const [endpoint] = await world.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(endpoint).toMatchObject({ active: true, createdBy: world.superadmin.user.id });
    expectStatus(await list(world.superadmin.token), 200);
  });
});

describe("the address guard at delivery", () => {
  it("refuses a delivery to a loopback endpoint (its row written as if the host's address had changed): retried, never sent", async () => {
    const [endpoint] = await world.db
      .insert(webhookEndpoints)
      .values({ url: `${receiver.url}/hook`, events: ["job.picked_up"], secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" })
      .returning();
    expectStatus(await call(sendTest, { token: world.admin.token, body: { endpointId: endpoint!.id } }), 200);
    await drainOutbox(world.db);
    const [row] = await world.db.select().from(outboxMessages).where(eq(outboxMessages.endpointId, endpoint!.id));
    expect(row).toMatchObject({ state: "retrying", attempts: 1, responseCode: null });
    expect(row!.lastError).toBe(
      "127.0.0.1 is a private, loopback or link-local address (127.0.0.1): webhooks are sent only to the internet.",
    );
    expect(receiver.received).toHaveLength(0);
  });

  it("refuses it again in the connection: a name that resolves to loopback never connects", async () => {
    const port = new URL(receiver.url).port;
    await expect(
      postWebhook({ url: `http://localhost:${port}/hook`, headers: {}, body: "{}", timeoutMs: 2000, allowPrivate: false }),
    ).rejects.toThrow(/localhost is a private, loopback or link-local address/);
    expect(receiver.received).toHaveLength(0);
    // The same call with the setting reaches it.
    expect(await postWebhook({ url: `http://localhost:${port}/hook`, headers: {}, body: "{}", timeoutMs: 2000, allowPrivate: true })).toBe(
      200,
    );
    expect(receiver.received).toHaveLength(1);
  });
});
