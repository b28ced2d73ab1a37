import { describe, expect, it } from "vitest";
import { ADMIN_TAB_LABELS, ADMIN_TABS, CUSTOMER_TAB_LABELS, tabFilter } from "./tabs";

describe("tabs", () => {
  it.each([
    ["all", null, false],
    ["upcoming", ["approved"], true],
    ["pendingApproval", ["submitted"], false],
    ["poMissing", ["PO_missing"], false],
    ["awaitingRescheduled", ["rescheduled"], false],
    ["inTransit", ["in_transit"], false],
    ["delivered", ["delivered"], false],
    ["awaitingCancellation", ["awaiting_for_cancellation"], false],
    ["cancelled", ["cancelled"], false],
    ["awaitingRescheduled_date", ["awaiting_reschedule_date"], false],
  ])("admin %s filters %j", (tab, statuses, fromToday) => {
    const filter = tabFilter("staff", tab)!;
    expect(filter.statuses).toEqual(statuses);
    expect(Boolean(filter.pickupFromToday)).toBe(fromToday);
  });

  it.each([
    ["all", null],
    ["activeJobs", ["submitted", "approved", "rescheduled", "in_transit"]],
    ["awaiting_reschedule_date", ["awaiting_reschedule_date"]],
    ["awaiting_for_cancellation", ["awaiting_for_cancellation"]],
    ["PO_missing", ["PO_missing"]],
    ["cancelled", ["cancelled"]],
  ])("customer %s filters %j", (tab, statuses) => {
    expect(tabFilter("customer", tab)!.statuses).toEqual(statuses);
  });

  it("defaults to all and refuses unknown or the other role's tab names", () => {
    expect(tabFilter("staff", undefined)?.statuses).toBeNull();
    expect(tabFilter("customer", "")?.statuses).toBeNull();
    expect(tabFilter("customer", "upcoming")).toBeNull();
    expect(tabFilter("staff", "activeJobs")).toBeNull();
  });

  it("labels the tabs in SPEC.md's order", () => {
    expect(ADMIN_TABS.map((t) => ADMIN_TAB_LABELS[t])).toEqual([
      "All",
      "upcoming",
      "Pending Approval",
      "Po Missing",
      "Change Request Pending",
      "In Transit",
      "Delivered",
      "Awaiting Cancellation",
      "Cancelled",
      "Awaiting Rescheule Date",
      "New damage",
      "Mileage flag",
      "Missing items",
      "Pickup exception",
    ]);
    expect(Object.values(CUSTOMER_TAB_LABELS)).toEqual([
      "All",
      "Active jobs",
      "Awaiting Rescheduled Date",
      "Po Missing",
      "Awaiting Cancellation",
      "Cancelled",
    ]);
  });
});
