/**
 * The job lifecycle of DECISIONS.md as one table: who may do what, from which statuses, with
 * which result. The server enforces it (transition-job.ts) and the screens ask it which
 * buttons to show. Pure module: nothing from Next or the database.
 */
import { JOB_STATUSES, jobStatusTitle, type JobStatus } from "./statuses";

/** Who acts: a company's customer user, an admin or superadmin, or the driver through his link. */
export type LifecycleRole = "customer" | "staff" | "driver";

export type JobAction =
  | "fill_po"
  | "request_cancellation"
  | "reschedule"
  | "provide_reschedule_date"
  | "reschedule_for_future"
  | "approve"
  | "cancel"
  | "approve_cancellation"
  | "decline_cancellation"
  | "admin_reschedule"
  | "assign_driver"
  | "send_link"
  | "edit_address"
  | "check_in"
  | "sign_pickup"
  | "begin_trip"
  | "update_location"
  | "deliver"
  | "sign_delivery"
  | "upload_documents"
  | "override_price"
  | "report_pickup_exception"
  | "continue_pickup"
  | "arrive_at_pickup";

/** What an action does to the status. */
export type Outcome =
  | { kind: "set"; status: JobStatus }
  | { kind: "keep" }
  /** Back to the status remembered when the cancellation was requested. */
  | { kind: "restore" }
  /** Listed statuses change as mapped; the others stay. */
  | { kind: "map"; map: Partial<Record<JobStatus, JobStatus>> };

export type Rule = {
  roles: readonly LifecycleRole[];
  from: readonly JobStatus[];
  outcome: Outcome;
  /** Finishes "This job is X: it cannot ..." in the 409 message. */
  verb: string;
  /** The timeline entry written when the status stays: what happened instead of a change (a reschedule is worth seeing). */
  eventWithoutChange?: JobEvent;
};

/** A reschedule gives its reason, except a new date for a job awaiting one (DECISIONS.md). */
export function rescheduleNeedsReason(status: JobStatus): boolean {
  return status !== "awaiting_reschedule_date";
}

/** Timeline entries that are not a change of status, and their titles. */
export const JOB_EVENTS = {
  rescheduled: "Rescheduled",
  checked_in: "Checked in",
  vin_mismatch: "VIN mismatch",
  inspection_addendum: "Inspection addendum",
  driver_assigned: "Driver assigned",
  link_sent: "Driver link sent",
  trip_documents_uploaded: "Trip documents uploaded",
  price_changed: "Price changed",
  pickup_exception: "Can't pick up reported",
  pickup_continues: "Pickup continues",
  arrived_at_pickup: "Arrived at pickup",
} as const;
export type JobEvent = keyof typeof JOB_EVENTS;

const set = (status: JobStatus): Outcome => ({ kind: "set", status });
const keep: Outcome = { kind: "keep" };

export const LIFECYCLE: Record<JobAction, Rule> = {
  fill_po: {
    roles: ["customer"],
    from: [
      "submitted",
      "PO_missing",
      "approved",
      "rescheduled",
      "awaiting_reschedule_date",
      "awaiting_for_cancellation",
      "in_transit",
      "delivered",
    ],
    outcome: { kind: "map", map: { PO_missing: "submitted" } },
    verb: "get a PO number",
  },
  request_cancellation: {
    roles: ["customer"],
    from: ["submitted", "approved", "rescheduled", "awaiting_reschedule_date"],
    outcome: set("awaiting_for_cancellation"),
    verb: "be cancelled",
  },
  reschedule: {
    roles: ["customer"],
    from: ["submitted", "approved", "rescheduled"],
    outcome: set("rescheduled"),
    verb: "be rescheduled",
    eventWithoutChange: "rescheduled",
  },
  provide_reschedule_date: {
    roles: ["customer"],
    from: ["awaiting_reschedule_date"],
    outcome: set("rescheduled"),
    verb: "get a new date",
  },
  reschedule_for_future: {
    roles: ["customer"],
    from: ["submitted", "approved", "rescheduled"],
    outcome: set("awaiting_reschedule_date"),
    verb: "be rescheduled for the future",
  },
  approve: { roles: ["staff"], from: ["submitted", "rescheduled"], outcome: set("approved"), verb: "be approved" },
  cancel: {
    roles: ["staff"],
    // PO_missing is DECISIONS.md's deliberate addition: a request waiting for its PO stays cancellable.
    from: ["submitted", "PO_missing", "awaiting_reschedule_date", "rescheduled", "approved"],
    outcome: set("cancelled"),
    verb: "be cancelled",
  },
  approve_cancellation: {
    roles: ["staff"],
    from: ["awaiting_for_cancellation"],
    outcome: set("cancelled"),
    verb: "have its cancellation approved",
  },
  decline_cancellation: {
    roles: ["staff"],
    from: ["awaiting_for_cancellation"],
    outcome: { kind: "restore" },
    verb: "have its cancellation declined",
  },
  admin_reschedule: {
    roles: ["staff"],
    from: ["submitted", "approved", "rescheduled", "awaiting_reschedule_date"],
    outcome: { kind: "map", map: { awaiting_reschedule_date: "approved", rescheduled: "approved" } },
    verb: "be rescheduled",
    eventWithoutChange: "rescheduled",
  },
  assign_driver: { roles: ["staff"], from: ["approved"], outcome: keep, verb: "get a driver", eventWithoutChange: "driver_assigned" },
  send_link: { roles: ["staff"], from: ["approved"], outcome: keep, verb: "have its link sent", eventWithoutChange: "link_sent" },
  /** Staff set the price by hand, with a reason (DECISIONS.md "Prices"); a cancelled job has nothing to bill. */
  override_price: {
    roles: ["staff"],
    from: JOB_STATUSES.filter((status) => status !== "cancelled"),
    outcome: keep,
    verb: "have its price changed",
    eventWithoutChange: "price_changed",
  },
  // "Can't pick up" (DECISIONS.md "Trip costs, driver pay and exceptions"): the driver, before check-in.
  report_pickup_exception: {
    roles: ["driver"],
    from: ["approved"],
    outcome: keep,
    verb: "take a pickup exception",
    eventWithoutChange: "pickup_exception",
  },
  // Staff decide the pickup goes on (the other outcomes are a reschedule and a cancel as a dry run).
  continue_pickup: {
    roles: ["staff"],
    from: ["approved"],
    outcome: keep,
    verb: "continue its pickup",
    eventWithoutChange: "pickup_continues",
  },
  // "I've arrived" at the pickup, before check-in: the waiting clock starts (DECISIONS.md "Trip costs").
  arrive_at_pickup: {
    roles: ["driver"],
    from: ["approved"],
    outcome: keep,
    verb: "record an arrival at pickup",
    eventWithoutChange: "arrived_at_pickup",
  },
  edit_address: {
    roles: ["staff"],
    from: ["submitted", "PO_missing", "approved", "rescheduled", "awaiting_reschedule_date", "awaiting_for_cancellation"],
    outcome: keep,
    verb: "have its addresses edited",
  },
  /** An older client's check-in call; sign_pickup is the inspection's signature, which issues the BOL. */
  check_in: { roles: ["driver"], from: ["approved"], outcome: keep, verb: "be checked in", eventWithoutChange: "checked_in" },
  sign_pickup: { roles: ["driver"], from: ["approved"], outcome: keep, verb: "be checked in", eventWithoutChange: "checked_in" },
  begin_trip: { roles: ["driver"], from: ["approved"], outcome: set("in_transit"), verb: "begin its trip" },
  update_location: { roles: ["driver"], from: ["approved", "in_transit"], outcome: set("in_transit"), verb: "be on its way" },
  /** An older client's delivery call; sign_delivery is the inspection's signature, which issues the BOL. */
  deliver: { roles: ["driver"], from: ["in_transit"], outcome: set("delivered"), verb: "be delivered" },
  sign_delivery: { roles: ["driver"], from: ["in_transit"], outcome: set("delivered"), verb: "be delivered" },
  upload_documents: {
    roles: ["driver"],
    from: ["delivered"],
    outcome: keep,
    verb: "get trip documents",
    eventWithoutChange: "trip_documents_uploaded",
  },
};

export const JOB_ACTIONS = Object.keys(LIFECYCLE) as JobAction[];

export function isAllowedFrom(action: JobAction, status: JobStatus): boolean {
  return LIFECYCLE[action].from.includes(status);
}

export function isAllowedFor(action: JobAction, role: LifecycleRole): boolean {
  return LIFECYCLE[action].roles.includes(role);
}

export function canPerform(action: JobAction, role: LifecycleRole, status: JobStatus): boolean {
  return isAllowedFor(action, role) && isAllowedFrom(action, status);
}

/** The status after the action; `previous` is the one remembered before a cancellation request. */
export function nextStatus(action: JobAction, status: JobStatus, previous?: JobStatus | null): JobStatus {
  const { outcome } = LIFECYCLE[action];
  switch (outcome.kind) {
    case "set":
      return outcome.status;
    case "keep":
      return status;
    case "restore":
      return previous ?? "submitted";
    case "map":
      return outcome.map[status] ?? status;
  }
}

/** The 409 message: names the job's current status. */
export function notAllowedMessage(action: JobAction, status: JobStatus): string {
  return `This job is ${jobStatusTitle(status)}: it cannot ${LIFECYCLE[action].verb} now.`;
}

/** The actions a role may take on a job in this status: what the screens show as buttons. */
export function allowedActions(role: LifecycleRole, status: JobStatus): JobAction[] {
  return JOB_ACTIONS.filter((action) => canPerform(action, role, status));
}
