import { describe, expect, it } from "vitest";
import { JOB_NOTIFICATION_EVENT_IDS } from "@/lib/events/events";
import { isJobWebhookEvent, JOB_WEBHOOK_EVENTS, jobWebhookEvent, WEBHOOK_EVENTS, webhookEventLabel } from "./events";

describe("webhook event types", () => {
  it("are job.<event> for every job notification event, in its order, then the invoice events, then webhook.test", () => {
    expect(JOB_WEBHOOK_EVENTS).toEqual(JOB_NOTIFICATION_EVENT_IDS.map((e) => `job.${e}`));
    expect(WEBHOOK_EVENTS.slice(-3)).toEqual(["invoice.sent", "invoice.paid", "webhook.test"]);
    expect(WEBHOOK_EVENTS).toHaveLength(JOB_NOTIFICATION_EVENT_IDS.length + 3);
    expect(new Set(WEBHOOK_EVENTS).size).toBe(WEBHOOK_EVENTS.length);
  });

  it.each([
    ["job.picked_up", true],
    ["job.delivered", true],
    ["job.mileage_flag", true],
    ["webhook.test", false],
    ["picked_up", false],
    ["job.unknown", false],
    ["JOB.PICKED_UP", false],
    [42, false],
    [null, false],
  ])("%s is a job event an endpoint can subscribe to: %s", (value, expected) => {
    expect(isJobWebhookEvent(value)).toBe(expected);
  });

  it.each([
    [jobWebhookEvent("picked_up"), "Vehicle picked up, with the bill of lading"],
    [jobWebhookEvent("new_job_request"), "New job request"],
    ["webhook.test" as const, "Test event"],
  ])("labels %s as %s", (type, label) => {
    expect(webhookEventLabel(type)).toBe(label);
  });
});
