/**
 * Who hears of what (DECISIONS.md "Notifications"): the events, their audience and the one table
 * of which lifecycle change notifies which event. Pure: the lifecycle decides the change
 * (lib/jobs/lifecycle.ts), this table only names who hears of it.
 */
import type { JobAction } from "@/lib/jobs/lifecycle";

export const NOTIFICATION_EVENTS = {
  job_received: { audience: "customer", label: "Job received" },
  job_approved: { audience: "customer", label: "Job approved" },
  driver_assigned: { audience: "customer", label: "Driver assigned" },
  picked_up: { audience: "customer", label: "Vehicle picked up, with the bill of lading" },
  delivered: { audience: "customer", label: "Vehicle delivered, with the bill of lading" },
  job_cancelled: { audience: "customer", label: "Job cancelled by an admin" },
  job_rescheduled: { audience: "customer", label: "Job rescheduled by an admin" },
  cancellation_approved: { audience: "customer", label: "Cancellation request approved" },
  cancellation_declined: { audience: "customer", label: "Cancellation request declined" },
  reschedule_date_needed: { audience: "customer", label: "Reschedule date needed" },
  new_job_request: { audience: "staff", label: "New job request" },
  cancellation_requested: { audience: "staff", label: "Cancellation requested" },
  reschedule_requested: { audience: "staff", label: "Reschedule requested" },
  new_damage: { audience: "staff", label: "New damage at delivery" },
  mileage_flag: { audience: "staff", label: "Mileage flagged at delivery" },
  missing_items: { audience: "staff", label: "Items missing at delivery" },
  pickup_exception: { audience: "staff", label: "Can't pick up reported by a driver" },
  invoice_sent: { audience: "customer", label: "Invoice sent" },
  payment_received: { audience: "customer", label: "Payment received" },
  invoice_overdue: { audience: "customer", label: "Invoice overdue" },
} as const;
export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;
export const NOTIFICATION_EVENT_IDS = Object.keys(NOTIFICATION_EVENTS) as NotificationEvent[];

/** The events of an invoice, not of a job (lib/invoices mails them; their webhooks are invoice.*). */
export const INVOICE_NOTIFICATION_EVENTS = ["invoice_sent", "payment_received", "invoice_overdue"] as const;
export type InvoiceNotificationEvent = (typeof INVOICE_NOTIFICATION_EVENTS)[number];
export type JobNotificationEvent = Exclude<NotificationEvent, InvoiceNotificationEvent>;
export const isJobNotificationEvent = (e: NotificationEvent): e is JobNotificationEvent =>
  !(INVOICE_NOTIFICATION_EVENTS as readonly string[]).includes(e);
export const JOB_NOTIFICATION_EVENT_IDS = NOTIFICATION_EVENT_IDS.filter(isJobNotificationEvent);

/** The one table of which lifecycle change notifies whom (the job's creation is job_received and new_job_request). */
export const EVENTS_OF_ACTION: Partial<Record<JobAction, readonly NotificationEvent[]>> = {
  approve: ["job_approved"],
  assign_driver: ["driver_assigned"],
  cancel: ["job_cancelled"],
  admin_reschedule: ["job_rescheduled"],
  approve_cancellation: ["cancellation_approved"],
  decline_cancellation: ["cancellation_declined"],
  request_cancellation: ["cancellation_requested"],
  reschedule: ["reschedule_requested"],
  provide_reschedule_date: ["reschedule_requested"],
  reschedule_for_future: ["reschedule_date_needed", "reschedule_requested"],
  report_pickup_exception: ["pickup_exception"],
};

/**
 * The bill of lading a signature issues (DECISIONS.md "Bill of lading"), and the events its issue
 * sends with the PDF attached: the signature enqueues the issue, the issue enqueues the events.
 */
export const BOL_OF_ACTION: Partial<Record<JobAction, { version: 1 | 2; events: readonly NotificationEvent[] }>> = {
  sign_pickup: { version: 1, events: ["picked_up"] },
  sign_delivery: { version: 2, events: ["delivered"] },
};

/** The events that carry a BOL version once it is issued. */
export function eventsOfBol(version: 1 | 2): readonly NotificationEvent[] {
  return Object.values(BOL_OF_ACTION).find((bol) => bol.version === version)?.events ?? [];
}

/** The staff's events a signed delivery raises by what it found against pickup (lib/inspections/claims.ts). */
export const DELIVERY_FLAG_EVENTS = {
  hasNewDamage: "new_damage",
  hasMileageFlag: "mileage_flag",
  hasMissingItems: "missing_items",
} as const satisfies Record<string, NotificationEvent>;
export type DeliveryFlags = Record<keyof typeof DELIVERY_FLAG_EVENTS, boolean>;

/** The events of the flags that are set, in the table's order. */
export function eventsOfFlags(flags: DeliveryFlags): NotificationEvent[] {
  return (Object.keys(DELIVERY_FLAG_EVENTS) as (keyof DeliveryFlags)[]).filter((f) => flags[f]).map((f) => DELIVERY_FLAG_EVENTS[f]);
}

/** Events the job's assigned driver hears of too, with his link: his times changed. */
export const DRIVER_EVENTS: readonly NotificationEvent[] = ["job_rescheduled"];

/** What each event's mail says happened, after "Job #123 (2024 Toyota Camry)". */
export const EVENT_SENTENCES: Record<NotificationEvent, string> = {
  job_received: "was received and waits for approval.",
  job_approved: "was approved.",
  driver_assigned: "has a driver assigned.",
  picked_up: "was picked up.",
  delivered: "was delivered.",
  job_cancelled: "was cancelled by an admin.",
  job_rescheduled: "was rescheduled by an admin: the new times are below.",
  cancellation_approved: "is cancelled: your cancellation request was approved.",
  cancellation_declined: "goes on: your cancellation request was declined.",
  reschedule_date_needed: "waits for a new pickup date: open the job and choose one when you know it.",
  new_job_request: "was requested and waits for approval.",
  cancellation_requested: "has a cancellation request waiting for a decision.",
  reschedule_requested: "has a reschedule request waiting for a decision.",
  new_damage: "was delivered with damage the pickup inspection did not show.",
  mileage_flag: "was delivered with more miles driven than the route allows.",
  missing_items: "was delivered without keys or loose items the pickup inspection recorded.",
  pickup_exception: "cannot be picked up, the driver reports: continue, reschedule or cancel it as a dry run.",
  invoice_sent: "is on an invoice sent to you.",
  payment_received: "is on an invoice we received a payment for.",
  invoice_overdue: "is on an invoice past its due date.",
};
