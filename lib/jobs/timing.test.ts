import { describe, expect, it } from "vitest";
import { pickupTimingError, rescheduleLeadTimeMessage, utcTime12 } from "./timing";

const now = new Date("2026-11-22T13:30:00Z");

describe("pickup timing", () => {
  it("requires date and time in the wizard's words and the reschedule's", () => {
    expect(pickupTimingError({ date: null, time: "10:00" }, now, "wizard")?.message).toBe("Pickup date is required");
    expect(pickupTimingError({ date: "2026-11-25", time: "" }, now, "wizard")?.message).toBe("Pickup time is required");
    expect(pickupTimingError({ date: "2026-11-25", time: null }, now, "reschedule")?.message).toBe("Pickup date and time are required");
  });
  it("refuses the past", () => {
    expect(pickupTimingError({ date: "2026-11-21", time: "23:00" }, now, "wizard")?.message).toBe("Pickup date cannot be in the past");
  });
  it("needs 2 hours' lead time on the same day", () => {
    expect(pickupTimingError({ date: "2026-11-22", time: "15:29" }, now, "wizard")?.message).toBe(
      "Pickup time must be at least 2 hours later than current time",
    );
    expect(pickupTimingError({ date: "2026-11-22", time: "15:00" }, now, "reschedule")?.message).toBe(
      "Pickup time must be at least 2 hours later — after 3:30 PM",
    );
    expect(pickupTimingError({ date: "2026-11-22", time: "15:30" }, now, "wizard")).toBeNull();
    expect(pickupTimingError({ date: "2026-11-23", time: "00:00" }, now, "wizard")).toBeNull();
  });
  it("refuses malformed values", () => {
    expect(pickupTimingError({ date: "2026-02-30", time: "10:00" }, now, "wizard")?.field).toBe("pickup_date");
    expect(pickupTimingError({ date: "2026-12-01", time: "25:00" }, now, "wizard")?.field).toBe("pickup_time");
  });
  it("formats 12-hour times", () => {
    expect(utcTime12(new Date("2026-01-01T00:05:00Z"))).toBe("12:05 AM");
    expect(utcTime12(new Date("2026-01-01T12:00:00Z"))).toBe("12:00 PM");
    expect(rescheduleLeadTimeMessage(new Date("2026-01-01T22:10:00Z"))).toBe("Pickup time must be at least 2 hours later — after 12:10 AM");
  });
});
