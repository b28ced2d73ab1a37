import { describe, expect, it } from "vitest";
import { pickupTimingError, rescheduleLeadTimeMessage } from "./timing";

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
      "Pickup time must be at least 2 hours later — after 3:30 PM UTC",
    );
    expect(pickupTimingError({ date: "2026-11-22", time: "15:30" }, now, "wizard")).toBeNull();
    expect(pickupTimingError({ date: "2026-11-23", time: "00:00" }, now, "wizard")).toBeNull();
  });
  it("refuses malformed values", () => {
    expect(pickupTimingError({ date: "2026-02-30", time: "10:00" }, now, "wizard")?.field).toBe("pickup_date");
    expect(pickupTimingError({ date: "2026-12-01", time: "25:00" }, now, "wizard")?.field).toBe("pickup_time");
  });
  it("formats the earliest time in 12 hours, on the place's clock", () => {
    expect(rescheduleLeadTimeMessage(new Date("2026-01-01T22:10:00Z"))).toBe(
      "Pickup time must be at least 2 hours later — after 12:10 AM UTC",
    );
    expect(rescheduleLeadTimeMessage(new Date("2026-01-01T22:10:00Z"), "America/Chicago")).toBe(
      "Pickup time must be at least 2 hours later — after 6:10 PM CST",
    );
  });
});

describe("pickup timing on the pickup place's clock (DECISIONS.md 'Times and places')", () => {
  // 6 PM in Dallas on 22 November is 00:00 UTC on the 23rd.
  const sixPmDallas = new Date("2026-11-23T00:00:00Z");
  it.each([
    // [zone, now, pickup date, pickup time, expected problem]
    ["America/Chicago", sixPmDallas, "2026-11-22", "20:00", null], // the case: same-day 8 PM in Dallas
    ["America/Chicago", sixPmDallas, "2026-11-22", "19:59", "Pickup time must be at least 2 hours later than current time"],
    ["America/Chicago", sixPmDallas, "2026-11-21", "23:00", "Pickup date cannot be in the past"],
    ["UTC", sixPmDallas, "2026-11-22", "20:00", "Pickup date cannot be in the past"], // what UTC said before
    ["America/Los_Angeles", new Date("2026-07-01T02:30:00Z"), "2026-06-30", "21:30", null], // 7:30 PM PDT, lead to 9:30 PM
    [
      "America/Los_Angeles",
      new Date("2026-07-01T02:30:00Z"),
      "2026-06-30",
      "21:29",
      "Pickup time must be at least 2 hours later than current time",
    ],
    ["Asia/Kolkata", new Date("2026-11-22T20:00:00Z"), "2026-11-23", "03:30", null], // 1:30 AM IST on the 23rd
    [
      "Asia/Kolkata",
      new Date("2026-11-22T20:00:00Z"),
      "2026-11-23",
      "03:29",
      "Pickup time must be at least 2 hours later than current time",
    ],
    ["Asia/Kolkata", new Date("2026-11-22T20:00:00Z"), "2026-11-22", "23:00", "Pickup date cannot be in the past"],
    [
      "America/Chicago",
      new Date("2026-03-08T05:00:00Z"),
      "2026-03-07",
      "23:59",
      "Pickup time must be at least 2 hours later than current time",
    ],
    // Summer time begins in Chicago at 2 AM on 8 March 2026: at 00:30 CST the earliest pickup is 3:30 CDT, not 2:30.
    [
      "America/Chicago",
      new Date("2026-03-08T06:30:00Z"),
      "2026-03-08",
      "03:00",
      "Pickup time must be at least 2 hours later than current time",
    ],
    ["America/Chicago", new Date("2026-03-08T06:30:00Z"), "2026-03-08", "03:30", null],
  ] as const)("in %s at %s, %s %s: %s", (zone, at, date, time, expected) => {
    expect(pickupTimingError({ date, time }, at, "wizard", zone)?.message ?? null).toBe(expected);
  });
});
