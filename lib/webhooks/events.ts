/**
 * The webhook event types (DECISIONS.md "Notifications"): `job.<event>` for each notification
 * event, and `webhook.test`, which staff send to one endpoint from Settings. Pure: the settings
 * form loads it with none of the database.
 */
import { NOTIFICATION_EVENT_IDS, NOTIFICATION_EVENTS, type NotificationEvent } from "@/lib/events/events";

export type JobWebhookEvent = `job.${NotificationEvent}`;
export const TEST_WEBHOOK_EVENT = "webhook.test";
export type WebhookEvent = JobWebhookEvent | typeof TEST_WEBHOOK_EVENT;

export const jobWebhookEvent = (event: NotificationEvent): JobWebhookEvent => `job.${event}`;

/** What an endpoint can subscribe to: every job event, in the notifications' order. */
export const JOB_WEBHOOK_EVENTS: readonly JobWebhookEvent[] = NOTIFICATION_EVENT_IDS.map(jobWebhookEvent);

/** Every type a delivery can carry. */
export const WEBHOOK_EVENTS: readonly WebhookEvent[] = [...JOB_WEBHOOK_EVENTS, TEST_WEBHOOK_EVENT];

export function isJobWebhookEvent(value: unknown): value is JobWebhookEvent {
  return typeof value === "string" && (JOB_WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/** The checkbox label of an event type ("Vehicle picked up, with the bill of lading"). */
export function webhookEventLabel(type: WebhookEvent): string {
  if (type === TEST_WEBHOOK_EVENT) return "Test event";
  return NOTIFICATION_EVENTS[type.slice("job.".length) as NotificationEvent].label;
}
