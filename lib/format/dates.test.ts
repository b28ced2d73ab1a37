import { describe, expect, it } from "vitest";
import { formatDate, formatDateAndTime, formatDateTime, formatShortDate, formatTime } from "./dates";

describe("date display", () => {
  it("writes M/D/YYYY in UTC", () => {
    expect(formatDate("2026-01-05")).toBe("1/5/2026");
    expect(formatDate(new Date("2026-11-22T23:30:00-05:00"))).toBe("11/23/2026");
    expect(formatDate(null)).toBe("-");
    expect(formatDate("garbage")).toBe("-");
  });
  it("writes 12-hour times", () => {
    expect(formatTime("00:15")).toBe("12:15 AM");
    expect(formatTime("12:00")).toBe("12:00 PM");
    expect(formatTime("23:59")).toBe("11:59 PM");
    expect(formatTime(new Date("2026-11-22T09:05:00Z"))).toBe("9:05 AM");
  });
  it("writes short dates and combinations", () => {
    expect(formatShortDate("2026-11-22")).toBe("Nov 22");
    expect(formatDateTime("2026-11-22T14:05:00Z")).toBe("11/22/2026 2:05 PM UTC");
    expect(formatDateAndTime("2026-11-22", "14:05")).toBe("11/22/2026 2:05 PM");
    expect(formatDateAndTime(null, "14:05")).toBe("-");
  });
  it("shows an instant on the viewer's clock, a calendar date as it is", () => {
    const late = "2026-11-23T02:30:00Z"; // 8:30 PM the day before in Dallas
    expect(formatDateTime(late, "-", "America/Chicago")).toBe("11/22/2026 8:30 PM CST");
    expect(formatDate(late, "-", "America/Chicago")).toBe("11/22/2026");
    expect(formatShortDate(late, "-", "Asia/Kolkata")).toBe("Nov 23");
    expect(formatTime(late, "-", "Asia/Kolkata")).toBe("8:00 AM");
    expect(formatDate("2026-11-22", "-", "Asia/Kolkata")).toBe("11/22/2026");
  });
  it("writes a place's time with its zone", () => {
    expect(formatDateAndTime("2026-01-15", "09:00", "-", "America/Chicago")).toBe("1/15/2026 9:00 AM CST");
    expect(formatDateAndTime("2026-07-15", "09:00", "-", "America/Chicago")).toBe("7/15/2026 9:00 AM CDT");
  });
  it("writes a moment with its zone, in the shape of a place's time", () => {
    expect(formatDateTime("2026-11-22T19:05:00Z", "-", "America/New_York")).toBe("11/22/2026 2:05 PM EST");
    expect(formatDateTime(new Date("2026-07-04T16:00:00Z"), "-", "America/Los_Angeles")).toBe("7/4/2026 9:00 AM PDT");
    expect(formatDateTime("2026-11-22T19:05:00Z", "-", "Asia/Kolkata")).toBe("11/23/2026 12:35 AM GMT+5:30");
    expect(formatDateTime(undefined, "Never", "America/Chicago")).toBe("Never");
  });
});
