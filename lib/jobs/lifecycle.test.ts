import { describe, expect, it } from "vitest";
import {
  allowedActions,
  canPerform,
  JOB_ACTIONS,
  nextStatus,
  notAllowedMessage,
  rescheduleNeedsReason,
  type JobAction,
  type LifecycleRole,
} from "./lifecycle";
import { JOB_STATUSES, type JobStatus } from "./statuses";

/**
 * DECISIONS.md's lifecycle written out again by hand, as "role: from -> result" per action, so
 * that any change of the table shows up here as a failing combination.
 */
const EXPECTED: Record<JobAction, { role: LifecycleRole; from: Partial<Record<JobStatus, JobStatus>> }> = {
  fill_po: {
    role: "customer",
    from: {
      submitted: "submitted",
      PO_missing: "submitted",
      approved: "approved",
      rescheduled: "rescheduled",
      awaiting_reschedule_date: "awaiting_reschedule_date",
      awaiting_for_cancellation: "awaiting_for_cancellation",
      in_transit: "in_transit",
      delivered: "delivered",
    },
  },
  request_cancellation: {
    role: "customer",
    from: {
      submitted: "awaiting_for_cancellation",
      approved: "awaiting_for_cancellation",
      rescheduled: "awaiting_for_cancellation",
      awaiting_reschedule_date: "awaiting_for_cancellation",
    },
  },
  reschedule: { role: "customer", from: { submitted: "rescheduled", approved: "rescheduled", rescheduled: "rescheduled" } },
  provide_reschedule_date: { role: "customer", from: { awaiting_reschedule_date: "rescheduled" } },
  reschedule_for_future: {
    role: "customer",
    from: { submitted: "awaiting_reschedule_date", approved: "awaiting_reschedule_date", rescheduled: "awaiting_reschedule_date" },
  },
  approve: { role: "staff", from: { submitted: "approved", rescheduled: "approved" } },
  cancel: {
    role: "staff",
    from: {
      submitted: "cancelled",
      PO_missing: "cancelled",
      awaiting_reschedule_date: "cancelled",
      rescheduled: "cancelled",
      approved: "cancelled",
    },
  },
  approve_cancellation: { role: "staff", from: { awaiting_for_cancellation: "cancelled" } },
  report_pickup_exception: { role: "driver", from: { approved: "approved" } },
  arrive_at_pickup: { role: "driver", from: { approved: "approved" } },
  continue_pickup: { role: "staff", from: { approved: "approved" } },
  override_price: {
    role: "staff",
    from: {
      submitted: "submitted",
      PO_missing: "PO_missing",
      approved: "approved",
      rescheduled: "rescheduled",
      awaiting_reschedule_date: "awaiting_reschedule_date",
      awaiting_for_cancellation: "awaiting_for_cancellation",
      in_transit: "in_transit",
      delivered: "delivered",
    },
  },
  decline_cancellation: { role: "staff", from: { awaiting_for_cancellation: "approved" } }, // restores the remembered status
  admin_reschedule: {
    role: "staff",
    from: { submitted: "submitted", approved: "approved", rescheduled: "approved", awaiting_reschedule_date: "approved" },
  },
  assign_driver: { role: "staff", from: { approved: "approved" } },
  send_link: { role: "staff", from: { approved: "approved" } },
  edit_address: {
    role: "staff",
    from: {
      submitted: "submitted",
      PO_missing: "PO_missing",
      approved: "approved",
      rescheduled: "rescheduled",
      awaiting_reschedule_date: "awaiting_reschedule_date",
      awaiting_for_cancellation: "awaiting_for_cancellation",
    },
  },
  check_in: { role: "driver", from: { approved: "approved" } },
  sign_pickup: { role: "driver", from: { approved: "approved" } },
  begin_trip: { role: "driver", from: { approved: "in_transit" } },
  update_location: { role: "driver", from: { approved: "in_transit", in_transit: "in_transit" } },
  deliver: { role: "driver", from: { in_transit: "delivered" } },
  sign_delivery: { role: "driver", from: { in_transit: "delivered" } },
  upload_documents: { role: "driver", from: { delivered: "delivered" } },
};

const ROLES: LifecycleRole[] = ["customer", "staff", "driver"];

describe("the lifecycle table", () => {
  it("covers exactly the actions of DECISIONS.md", () => {
    expect([...JOB_ACTIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const action of JOB_ACTIONS) {
    for (const role of ROLES) {
      for (const status of JOB_STATUSES) {
        const result = EXPECTED[action].role === role ? EXPECTED[action].from[status] : undefined;
        it(`${role} ${action} from ${status}: ${result ?? "refused"}`, () => {
          expect(canPerform(action, role, status)).toBe(result !== undefined);
          if (result !== undefined) expect(nextStatus(action, status, "approved")).toBe(result);
        });
      }
    }
  }

  it("restores the status remembered before a cancellation request", () => {
    expect(nextStatus("decline_cancellation", "awaiting_for_cancellation", "rescheduled")).toBe("rescheduled");
    expect(nextStatus("decline_cancellation", "awaiting_for_cancellation", null)).toBe("submitted");
  });

  it("tells the screens which buttons to show (SPEC.md §4)", () => {
    const staffButtons = (s: JobStatus) =>
      allowedActions("staff", s).filter((a) => ["approve", "cancel", "approve_cancellation", "decline_cancellation"].includes(a));
    expect(staffButtons("awaiting_for_cancellation")).toEqual(["approve_cancellation", "decline_cancellation"]);
    expect(staffButtons("submitted")).toEqual(["approve", "cancel"]);
    expect(staffButtons("awaiting_reschedule_date")).toEqual(["cancel"]);
    expect(staffButtons("rescheduled")).toEqual(["approve", "cancel"]);
    expect(staffButtons("approved")).toEqual(["cancel"]);
    expect(allowedActions("customer", "awaiting_for_cancellation")).toEqual(["fill_po"]);
    expect(allowedActions("customer", "cancelled")).toEqual([]);
  });

  it("names the current status in its refusal", () => {
    expect(notAllowedMessage("approve", "delivered")).toBe("This job is Delivered: it cannot be approved now.");
  });

  it("asks a reschedule for its reason unless the job awaits its new date", () => {
    expect(JOB_STATUSES.filter((status) => !rescheduleNeedsReason(status))).toEqual(["awaiting_reschedule_date"]);
  });
});
