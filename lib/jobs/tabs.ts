/**
 * The tabName values of SPEC.md §7 and the filters DECISIONS.md gives them. Pure module.
 */
import type { JobStatus } from "./statuses";

export const ADMIN_TABS = [
  "all",
  "upcoming",
  "pendingApproval",
  "poMissing",
  "awaitingRescheduled",
  "inTransit",
  "delivered",
  "awaitingCancellation",
  "cancelled",
  "awaitingRescheduled_date",
  "newDamage",
  "mileageFlag",
  "missingItems",
  "pickupException",
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const CUSTOMER_TABS = [
  "all",
  "activeJobs",
  "awaiting_reschedule_date",
  "awaiting_for_cancellation",
  "PO_missing",
  "cancelled",
] as const;
export type CustomerTab = (typeof CUSTOMER_TABS)[number];

/**
 * statuses: null means any; pickupFromToday: pickup date today (UTC) or later; flag: a claim flag
 * set when the delivery inspection is signed (DECISIONS.md "Bill of lading"), staff's tabs only.
 */
export type TabFilter = {
  statuses: readonly JobStatus[] | null;
  pickupFromToday?: boolean;
  flag?: "new_damage" | "mileage" | "missing_items" | "pickup_exception";
};

/** A filter's name, for the statements prepared per filter (e.g. "approved_from_today"). */
export const filterName = (filter: TabFilter): string =>
  `${filter.statuses?.join("_") ?? "any"}${filter.pickupFromToday ? "_from_today" : ""}${filter.flag ? `_${filter.flag}` : ""}`;

export const ADMIN_TAB_FILTERS: Record<AdminTab, TabFilter> = {
  all: { statuses: null },
  upcoming: { statuses: ["approved"], pickupFromToday: true },
  pendingApproval: { statuses: ["submitted"] },
  poMissing: { statuses: ["PO_missing"] },
  awaitingRescheduled: { statuses: ["rescheduled"] },
  inTransit: { statuses: ["in_transit"] },
  delivered: { statuses: ["delivered"] },
  awaitingCancellation: { statuses: ["awaiting_for_cancellation"] },
  cancelled: { statuses: ["cancelled"] },
  awaitingRescheduled_date: { statuses: ["awaiting_reschedule_date"] },
  newDamage: { statuses: null, flag: "new_damage" },
  mileageFlag: { statuses: null, flag: "mileage" },
  missingItems: { statuses: null, flag: "missing_items" },
  pickupException: { statuses: null, flag: "pickup_exception" },
};

export const CUSTOMER_TAB_FILTERS: Record<CustomerTab, TabFilter> = {
  all: { statuses: null },
  activeJobs: { statuses: ["submitted", "approved", "rescheduled", "in_transit"] },
  awaiting_reschedule_date: { statuses: ["awaiting_reschedule_date"] },
  awaiting_for_cancellation: { statuses: ["awaiting_for_cancellation"] },
  PO_missing: { statuses: ["PO_missing"] },
  cancelled: { statuses: ["cancelled"] },
};

/** Completed jobs (customer): delivered. */
export const COMPLETED_FILTER: TabFilter = { statuses: ["delivered"] };

/** SPEC.md §2 tab labels, in order. */
export const ADMIN_TAB_LABELS: Record<AdminTab, string> = {
  all: "All",
  upcoming: "upcoming",
  pendingApproval: "Pending Approval",
  poMissing: "Po Missing",
  awaitingRescheduled: "Change Request Pending",
  inTransit: "In Transit",
  delivered: "Delivered",
  awaitingCancellation: "Awaiting Cancellation",
  cancelled: "Cancelled",
  awaitingRescheduled_date: "Awaiting Rescheule Date",
  newDamage: "New damage",
  mileageFlag: "Mileage flag",
  missingItems: "Missing items",
  pickupException: "Pickup exception",
};

export const CUSTOMER_TAB_LABELS: Record<CustomerTab, string> = {
  all: "All",
  activeJobs: "Active jobs",
  awaiting_reschedule_date: "Awaiting Rescheduled Date",
  PO_missing: "Po Missing",
  awaiting_for_cancellation: "Awaiting Cancellation",
  cancelled: "Cancelled",
};

export function tabFilter(audience: "customer" | "staff", tabName: string | undefined): TabFilter | null {
  const name = tabName || "all";
  if (audience === "customer") {
    return (CUSTOMER_TABS as readonly string[]).includes(name) ? CUSTOMER_TAB_FILTERS[name as CustomerTab] : null;
  }
  return (ADMIN_TABS as readonly string[]).includes(name) ? ADMIN_TAB_FILTERS[name as AdminTab] : null;
}
