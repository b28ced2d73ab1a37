/**
 * The webhook event types (DECISIONS.md "Notifications"): `job.<event>` for each notification
 * event, and `webhook.test`, which staff send to one endpoint from Settings. Pure: the settings
 * form loads it with none of the database.
 */
import { JOB_NOTIFICATION_EVENT_IDS, NOTIFICATION_EVENTS, type JobNotificationEvent } from "@/lib/events/events";

export type JobWebhookEvent = `job.${JobNotificationEvent}`;
export const TEST_WEBHOOK_EVENT = "webhook.test";

/** An invoice's events (DECISIONS.md "Invoices and payments"), with their checkbox labels. */
export const INVOICE_WEBHOOK_EVENTS = { "invoice.sent": "Invoice sent", "invoice.paid": "Invoice paid in full" } as const;
export type InvoiceWebhookEvent = keyof typeof INVOICE_WEBHOOK_EVENTS;

/** What an endpoint can subscribe to. */
export type SubscribableEvent = JobWebhookEvent | InvoiceWebhookEvent;
export type WebhookEvent = SubscribableEvent | typeof TEST_WEBHOOK_EVENT;

export const jobWebhookEvent = (event: JobNotificationEvent): JobWebhookEvent => `job.${event}`;

/** Every job event, in the notifications' order. */
export const JOB_WEBHOOK_EVENTS: readonly JobWebhookEvent[] = JOB_NOTIFICATION_EVENT_IDS.map(jobWebhookEvent);

/** What an endpoint can subscribe to: the job events, then the invoice events. */
export const SUBSCRIBABLE_EVENTS: readonly SubscribableEvent[] = [
  ...JOB_WEBHOOK_EVENTS,
  ...(Object.keys(INVOICE_WEBHOOK_EVENTS) as InvoiceWebhookEvent[]),
];

/** Every type a delivery can carry. */
export const WEBHOOK_EVENTS: readonly WebhookEvent[] = [...SUBSCRIBABLE_EVENTS, TEST_WEBHOOK_EVENT];

export function isJobWebhookEvent(value: unknown): value is JobWebhookEvent {
  return typeof value === "string" && (JOB_WEBHOOK_EVENTS as readonly string[]).includes(value);
}

export function isSubscribableEvent(value: unknown): value is SubscribableEvent {
  return typeof value === "string" && (SUBSCRIBABLE_EVENTS as readonly string[]).includes(value);
}

/** The checkbox label of an event type ("Vehicle picked up, with the bill of lading"). */
export function webhookEventLabel(type: WebhookEvent): string {
  if (type === TEST_WEBHOOK_EVENT) return "Test event";
  if (type in INVOICE_WEBHOOK_EVENTS) return INVOICE_WEBHOOK_EVENTS[type as InvoiceWebhookEvent];
  return NOTIFICATION_EVENTS[type.slice("job.".length) as JobNotificationEvent].label;
}
