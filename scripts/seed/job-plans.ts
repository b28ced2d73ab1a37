import type { JobStatus } from "@/lib/jobs/statuses";

/** What a demo job is: its status, and how it got there. */
export type Plan = {
  status: JobStatus;
  /** The status before the last step (rescheduled, awaiting_*, cancelled). */
  from?: JobStatus;
  viaPoMissing?: boolean;
  noDriver?: boolean;
  pickupToday?: boolean;
  recent?: boolean;
};

const repeat = (n: number, plan: Plan): Plan[] => Array.from({ length: n }, () => ({ ...plan }));

export const ACME_PLANS: Plan[] = [
  ...repeat(3, { status: "submitted" }),
  ...repeat(2, { status: "submitted", viaPoMissing: true }),
  { status: "approved", pickupToday: true },
  ...repeat(4, { status: "approved" }),
  { status: "approved", viaPoMissing: true },
  ...repeat(2, { status: "approved", noDriver: true }),
  ...repeat(2, { status: "rescheduled", from: "approved" }),
  { status: "rescheduled", from: "submitted" },
  ...repeat(3, { status: "in_transit" }),
  ...repeat(4, { status: "PO_missing" }),
  ...repeat(2, { status: "awaiting_reschedule_date", from: "approved" }),
  { status: "awaiting_reschedule_date", from: "submitted" },
  ...repeat(2, { status: "awaiting_for_cancellation", from: "approved" }),
  { status: "awaiting_for_cancellation", from: "submitted" },
  { status: "delivered", recent: true },
  ...repeat(10, { status: "delivered" }),
  { status: "cancelled", from: "submitted" },
  { status: "cancelled", from: "PO_missing" },
  { status: "cancelled", from: "awaiting_for_cancellation" },
];

export const OTHER_PLANS: Plan[] = [
  ...repeat(2, { status: "submitted" }),
  { status: "approved", pickupToday: true },
  ...repeat(4, { status: "approved" }),
  { status: "PO_missing" },
  { status: "rescheduled", from: "approved" },
  { status: "in_transit" },
  ...repeat(3, { status: "delivered" }),
  { status: "cancelled", from: "approved" },
  { status: "awaiting_for_cancellation", from: "submitted" },
];

export type LogStep = { status: JobStatus; actor: "customer" | "admin" | "driver" };

/** The steps of a plan's job log, oldest first, and who took each. */
export function logSteps(plan: Plan): LogStep[] {
  const start: LogStep[] = plan.viaPoMissing
    ? [
        { status: "PO_missing", actor: "customer" },
        { status: "submitted", actor: "customer" },
      ]
    : [{ status: "submitted", actor: "customer" }];
  const approved: LogStep = { status: "approved", actor: "admin" };
  switch (plan.status) {
    case "submitted":
      return start;
    case "PO_missing":
      return [{ status: "PO_missing", actor: "customer" }];
    case "approved":
      return [...start, approved];
    case "rescheduled":
    case "awaiting_reschedule_date":
    case "awaiting_for_cancellation":
      return [...start, ...(plan.from === "approved" ? [approved] : []), { status: plan.status, actor: "customer" }];
    case "in_transit":
      return [...start, approved, { status: "in_transit", actor: "driver" }];
    case "delivered":
      return [...start, approved, { status: "in_transit", actor: "driver" }, { status: "delivered", actor: "driver" }];
    case "cancelled":
      if (plan.from === "PO_missing")
        return [
          { status: "PO_missing", actor: "customer" },
          { status: "cancelled", actor: "admin" },
        ];
      if (plan.from === "approved") return [...start, approved, { status: "cancelled", actor: "admin" }];
      if (plan.from === "awaiting_for_cancellation") {
        return [...start, { status: "awaiting_for_cancellation", actor: "customer" }, { status: "cancelled", actor: "admin" }];
      }
      return [...start, { status: "cancelled", actor: "admin" }];
  }
}
