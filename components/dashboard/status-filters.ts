import type { AdminTab, CustomerTab } from "@/lib/jobs/tabs";

/**
 * SPEC.md §6 "Dashboard status filters", in the spec's order, mapped to the tabName values of
 * the role's jobs list (DECISIONS.md: the dashboard filter uses the same tab names).
 */
const CUSTOMER_FILTERS: Record<CustomerTab, string> = {
  all: "All",
  activeJobs: "Active Jobs",
  awaiting_reschedule_date: "Awaiting Reschedule Date",
  awaiting_for_cancellation: "Awaiting Cancellation",
  PO_missing: "PO Missing",
  cancelled: "Cancelled",
};

/** The flag tabs (new damage, mileage, missing items, pickup exception) are the jobs list's, not the dashboard's status filters. */
const ADMIN_FILTERS: Record<Exclude<AdminTab, "newDamage" | "mileageFlag" | "missingItems" | "pickupException">, string> = {
  all: "All",
  upcoming: "Upcoming",
  pendingApproval: "Pending Approval",
  poMissing: "PO Missing",
  awaitingRescheduled: "Change Request Pending",
  inTransit: "In Transit",
  delivered: "Delivered",
  awaitingCancellation: "Awaiting Cancellation",
  cancelled: "Cancelled",
  awaitingRescheduled_date: "Awaiting Reschedule Date",
};

export type StatusFilter = { value: string; label: string };

export function statusFilters(audience: "customer" | "staff"): StatusFilter[] {
  const labels: Record<string, string> = audience === "customer" ? CUSTOMER_FILTERS : ADMIN_FILTERS;
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
