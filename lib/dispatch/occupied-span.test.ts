import { describe, expect, it } from "vitest";
import {
  assignmentWarnings,
  DEFAULT_MILES_PER_DAY,
  hasWarnings,
  occupiedSpan,
  spanDates,
  spansOverlap,
  type SpanJob,
} from "./occupied-span";

const LA = { latitude: 34.0522, longitude: -118.2437, zone: "America/Los_Angeles" };
const NYC = { latitude: 40.7128, longitude: -74.006, zone: "America/New_York" };

function job(overrides: Partial<SpanJob> = {}): SpanJob {
  return {
    pickupDate: "2026-03-10",
    pickupTime: "08:00",
    pickupTimezone: LA.zone,
    pickupLatitude: LA.latitude,
    pickupLongitude: LA.longitude,
    dropoffDate: null,
    dropoffTime: null,
    dropoffTimezone: NYC.zone,
    dropoffLatitude: NYC.latitude,
    dropoffLongitude: NYC.longitude,
    routeMiles: 2800,
    ...overrides,
  };
}

const iso = (at: Date) => at.toISOString();

describe("occupiedSpan", () => {
  it("starts at the pickup's wall clock in its zone and ends at the route miles at 500 a day", () => {
    const span = occupiedSpan(job())!;
    // 08:00 PDT (summer time began on 8 March) is 15:00 UTC; 2,800 mi at 500 a day is 5.6 days.
    expect(iso(span.start)).toBe("2026-03-10T15:00:00.000Z");
    expect(iso(span.end)).toBe("2026-03-16T05:24:00.000Z");
    expect(DEFAULT_MILES_PER_DAY).toBe(500);
  });

  it("takes the settings' miles per day", () => {
    const span = occupiedSpan(job({ routeMiles: 700 }), 350)!;
    expect(iso(span.end)).toBe("2026-03-12T15:00:00.000Z");
  });

  it("ends at the drop-off's own date and time, read on the drop-off's clock", () => {
    const span = occupiedSpan(job({ dropoffDate: "2026-03-12", dropoffTime: "09:30" }))!;
    expect(iso(span.end)).toBe("2026-03-12T13:30:00.000Z");
  });

  it("takes a drop-off date without a time as due by the end of that day there", () => {
    const span = occupiedSpan(job({ dropoffDate: "2026-03-12" }))!;
    expect(iso(span.end)).toBe("2026-03-13T03:59:00.000Z");
  });

  it("starts a pickup date without a time at midnight at the pickup", () => {
    const span = occupiedSpan(job({ pickupTime: null }))!;
    expect(iso(span.start)).toBe("2026-03-10T07:00:00.000Z");
  });

  it("estimates the miles from the straight line × 1.2 when no driving distance is stored", () => {
    const span = occupiedSpan(job({ routeMiles: null, pickupLatitude: 0, pickupLongitude: 0, dropoffLatitude: 0, dropoffLongitude: 1 }))!;
    // One degree of longitude on the equator is 69.1 mi; × 1.2 rounds to 83 mi.
    expect(span.end.getTime() - span.start.getTime()).toBe((83 / 500) * 24 * 3_600_000);
  });

  it("never ends before it starts when the drop-off is written earlier than the pickup", () => {
    const span = occupiedSpan(job({ dropoffDate: "2026-03-09" }))!;
    expect(span.end).toEqual(span.start);
  });

  it("has no span without a pickup date", () => {
    expect(occupiedSpan(job({ pickupDate: null }))).toBeNull();
  });
});

describe("spanDates", () => {
  it("runs from the pickup's date on its clock to the drop-off's date on its clock", () => {
    // The ETA, 05:24 UTC on the 16th, is still the 15th in Los Angeles but the 16th in New York.
    expect(spanDates(occupiedSpan(job())!)).toEqual([
      "2026-03-10",
      "2026-03-11",
      "2026-03-12",
      "2026-03-13",
      "2026-03-14",
      "2026-03-15",
      "2026-03-16",
    ]);
  });

  it("is one date for a short trip the same day", () => {
    expect(spanDates(occupiedSpan(job({ routeMiles: 20, dropoffTimezone: LA.zone }))!)).toEqual(["2026-03-10"]);
  });
});

const at = (hour: number, minute = 0) => new Date(Date.UTC(2026, 2, 10, hour, minute));

describe("spansOverlap", () => {
  it.each([
    { a: [8, 12], b: [11, 14], overlap: true, why: "b starts inside a" },
    { a: [8, 12], b: [12, 14], overlap: false, why: "b starts as a ends" },
    { a: [8, 12], b: [6, 8], overlap: false, why: "b ends as a starts" },
    { a: [8, 12], b: [9, 10], overlap: true, why: "b inside a" },
    { a: [9, 10], b: [8, 12], overlap: true, why: "a inside b" },
    { a: [8, 12], b: [13, 14], overlap: false, why: "apart" },
    { a: [10, 10], b: [8, 12], overlap: true, why: "an instant inside b" },
    { a: [12, 12], b: [8, 12], overlap: false, why: "an instant at b's end" },
  ])("$why: $overlap", ({ a, b, overlap }) => {
    const span = ([from, to]: number[]) => ({ start: at(from!), end: at(to!) });
    expect(spansOverlap(span(a), span(b))).toBe(overlap);
    expect(spansOverlap(span(b), span(a))).toBe(overlap);
  });
});

describe("assignmentWarnings", () => {
  const span = occupiedSpan(job())!;
  const other = (jobId: number, overrides: Partial<SpanJob>) => ({ jobId, span: occupiedSpan(job(overrides))! });

  it("names the driver's other jobs that overlap, not the job itself", () => {
    const warnings = assignmentWarnings({
      jobId: 1,
      span,
      driverJobs: [
        other(1, {}),
        // Picked up in New York at 00:30 EDT on the 16th: before the ETA of 01:24 there.
        other(2, { pickupDate: "2026-03-16", pickupTime: "00:30", pickupTimezone: NYC.zone }),
        // 01:30 EDT on the 16th: after the ETA.
        other(3, { pickupDate: "2026-03-16", pickupTime: "01:30", pickupTimezone: NYC.zone }),
        other(4, { pickupDate: "2026-03-01", dropoffDate: "2026-03-09" }),
      ],
      daysOff: [],
    });
    expect(warnings).toEqual({ overlappingJobIds: [2], daysOff: [] });
    expect(hasWarnings(warnings)).toBe(true);
  });

  it("names the days off the span touches, on the clocks of its places", () => {
    const warnings = assignmentWarnings({
      jobId: 1,
      span,
      driverJobs: [],
      daysOff: ["2026-03-17", "2026-03-16", "2026-03-09", "2026-03-12"],
    });
    expect(warnings).toEqual({ overlappingJobIds: [], daysOff: ["2026-03-12", "2026-03-16"] });
  });

  it("has nothing to warn of when the driver is free", () => {
    const warnings = assignmentWarnings({ jobId: 1, span, driverJobs: [], daysOff: ["2026-03-20"] });
    expect(hasWarnings(warnings)).toBe(false);
  });

  it("has nothing to warn of for a job without a pickup date", () => {
    const warnings = assignmentWarnings({ jobId: 1, span: null, driverJobs: [other(2, {})], daysOff: ["2026-03-10"] });
    expect(hasWarnings(warnings)).toBe(false);
  });
});
