import { describe, expect, it } from "vitest";
import { instantAt, isTimeZone, wallClockAt, zoneAbbreviation } from "./time-zone";
import { zoneAt } from "./zone-at";

describe("time zones of places", () => {
  it.each([
    [32.7767, -96.797, "America/Chicago"], // Dallas
    [34.0522, -118.2437, "America/Los_Angeles"],
    [40.7128, -74.006, "America/New_York"],
    [28.6139, 77.209, "Asia/Kolkata"], // the map's default centre
  ])("finds the zone of %f, %f offline: %s", (lat, lng, zone) => {
    expect(zoneAt(lat, lng)).toBe(zone);
  });

  it("reads a clock in a zone, and the instant a clock shows, both ways round", () => {
    const at = new Date("2026-11-23T00:30:00Z");
    expect(wallClockAt(at, "America/Chicago")).toEqual({ date: "2026-11-22", time: "18:30" });
    expect(wallClockAt(at, "Asia/Kolkata")).toEqual({ date: "2026-11-23", time: "06:00" });
    expect(instantAt({ date: "2026-11-22", time: "18:30" }, "America/Chicago").toISOString()).toBe(at.toISOString());
    expect(instantAt({ date: "2026-07-04", time: "09:00" }, "America/Los_Angeles").toISOString()).toBe("2026-07-04T16:00:00.000Z");
  });

  it("reads a time skipped by summer time with the offset before it, and a repeated one as its first", () => {
    expect(instantAt({ date: "2026-03-08", time: "02:30" }, "America/Chicago").toISOString()).toBe("2026-03-08T08:30:00.000Z");
    expect(instantAt({ date: "2026-11-01", time: "01:30" }, "America/Chicago").toISOString()).toBe("2026-11-01T06:30:00.000Z");
  });

  it("names the zone as people read it", () => {
    expect(zoneAbbreviation("America/Chicago", new Date("2026-01-15T12:00:00Z"))).toBe("CST");
    expect(zoneAbbreviation("America/Chicago", new Date("2026-07-15T12:00:00Z"))).toBe("CDT");
    expect(zoneAbbreviation("Asia/Kolkata", new Date("2026-07-15T12:00:00Z"))).toBe("GMT+5:30");
    expect(isTimeZone("America/Chicago")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
