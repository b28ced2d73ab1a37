import { describe, expect, it } from "vitest";
import { JOB_STATUSES, jobStatusTitle, parseJobStatus } from "./statuses";

describe("job status titles", () => {
  it.each([
    ["submitted", "Submitted"],
    ["cancelled", "Cancelled"],
    ["awaiting_for_cancellation", "Awaiting Cancellation"],
    ["approved", "Approved"],
    ["PO_missing", "PO Missing"],
    ["po_missing", "PO Missing"],
    ["rescheduled", "Rescheduled"],
    ["in_transit", "In-Transit"],
    ["in-transit", "In-Transit"],
    ["IN-TRANSIT", "In-Transit"],
    ["delivered", "Delivered"],
    ["awaiting_reschedule_date", "Awaiting Reschedule Date"],
    ["something_else", "something_else"],
    ["", "Unknown"],
    ["   ", "Unknown"],
  ])("%j is shown as %j", (value, title) => {
    expect(jobStatusTitle(value)).toBe(title);
  });

  it("gives every status a title and parses it back", () => {
    for (const status of JOB_STATUSES) {
      expect(parseJobStatus(status)).toBe(status);
      expect(jobStatusTitle(status)).not.toBe(status.length ? "Unknown" : "");
    }
    expect(jobStatusTitle(null)).toBe("Unknown");
    expect(parseJobStatus("nope")).toBeNull();
  });
});
