import exifr from "exifr/dist/mini.esm.mjs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkReceipt, exifPosition, isWithinTrip, kmFromSegment, receiptEvidence } from "./off-route";

// A route along the 100° W meridian, 30° N to 40° N: a degree of longitude at 35° N is about 91.2 km.
const PICKUP = { lat: 30, lng: -100 };
const DROP_OFF = { lat: 40, lng: -100 };
const ROUTE = { from: PICKUP, to: DROP_OFF };

const CHECK_IN = new Date("2026-03-01T15:00:00Z");
const DELIVERED = new Date("2026-03-04T18:00:00Z");
const WINDOW = { checkInAt: CHECK_IN, deliveredAt: DELIVERED };
const DURING = new Date("2026-03-02T12:00:00Z");
const HOUR = 60 * 60 * 1000;

describe("kmFromSegment", () => {
  it.each([
    ["on the line", { lat: 35, lng: -100 }, 0, 0.01],
    ["0.2° east at 35° N", { lat: 35, lng: -99.8 }, 18.2, 0.3],
    ["0.3° west at 35° N", { lat: 35, lng: -100.3 }, 27.3, 0.3],
    ["0.2° beyond the drop-off", { lat: 40.2, lng: -100 }, 22.2, 0.2],
    ["0.3° before the pickup", { lat: 29.7, lng: -100 }, 33.4, 0.2],
    ["at the pickup", PICKUP, 0, 0.01],
  ])("%s ≈ %f km", (_name, point, km, tolerance) => {
    expect(Math.abs(kmFromSegment(point, PICKUP, DROP_OFF) - km)).toBeLessThan(tolerance);
  });

  it("measures to the nearer end past either end, not to the whole great circle", () => {
    // On the meridian's great circle but 5° beyond the drop-off: far from the segment.
    expect(kmFromSegment({ lat: 45, lng: -100 }, PICKUP, DROP_OFF)).toBeGreaterThan(550);
  });

  it("handles a route of one point", () => {
    expect(kmFromSegment({ lat: 30.1, lng: -100 }, PICKUP, PICKUP)).toBeCloseTo(11.12, 1);
  });
});

describe("checkReceipt", () => {
  it.each([
    ["near the route during the trip", { lat: 35, lng: -99.8 }, DURING, []],
    ["27 km off the line", { lat: 35, lng: -100.3 }, DURING, ["far"]],
    ["before check-in", { lat: 35, lng: -100 }, new Date(CHECK_IN.getTime() - 1000), ["before"]],
    ["at check-in", { lat: 35, lng: -100 }, CHECK_IN, []],
    ["exactly 48 h after delivery", { lat: 40, lng: -100 }, new Date(DELIVERED.getTime() + 48 * HOUR), []],
    ["a second past 48 h after delivery, far", { lat: 41, lng: -100 }, new Date(DELIVERED.getTime() + 48 * HOUR + 1000), ["far", "after"]],
    ["no position: time only", null, DURING, []],
  ])("%s", (_name, position, takenAt, reasons) => {
    const check = checkReceipt(ROUTE, WINDOW, { position, takenAt });
    expect(check.reasons).toEqual(reasons);
    expect(check.offRoute).toBe(reasons.length > 0);
  });

  it("keeps the window open while the car is not delivered", () => {
    const open = { checkInAt: CHECK_IN, deliveredAt: null };
    expect(isWithinTrip(open, new Date("2027-01-01T00:00:00Z"))).toBe(true);
    expect(isWithinTrip(open, new Date(CHECK_IN.getTime() - 1))).toBe(false);
  });
});

describe("receiptEvidence", () => {
  const phone = { position: { lat: 35, lng: -100 }, takenAt: DURING };

  it("prefers the photo's EXIF, field by field", () => {
    const exifAt = new Date("2026-03-02T09:00:00Z");
    expect(receiptEvidence({ position: { lat: 1, lng: 2 }, takenAt: exifAt }, phone)).toEqual({
      position: { lat: 1, lng: 2 },
      takenAt: exifAt,
    });
    expect(receiptEvidence({ position: null, takenAt: exifAt }, phone)).toEqual({ position: phone.position, takenAt: exifAt });
    expect(receiptEvidence({ position: { lat: 1, lng: 2 }, takenAt: null }, phone)).toEqual({
      position: { lat: 1, lng: 2 },
      takenAt: DURING,
    });
  });

  it("falls back to the phone without EXIF", () => {
    expect(receiptEvidence(null, phone)).toEqual(phone);
  });
});

describe("exifPosition", () => {
  it.each([
    ["signed degrees", { latitude: 34.05, longitude: -118.24 }, { lat: 34.05, lng: -118.24 }],
    ["none without GPS", {}, null],
    ["none for nothing read", undefined, null],
    ["none for a blank (0, 0)", { latitude: 0, longitude: 0 }, null],
    ["none for an impossible latitude", { latitude: 91, longitude: 10 }, null],
    ["none for text", { latitude: "34", longitude: "-118" }, null],
  ])("%s", (_name, tags, expected) => {
    expect(exifPosition(tags)).toEqual(expected);
  });

  it("reads a camera's GPS block through exifr's mini build", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .jpeg()
      .withExif({
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "34/1 3/1 776/100", GPSLongitudeRef: "W", GPSLongitude: "118/1 14/1 3732/100" },
      })
      .toBuffer();
    const position = exifPosition(await exifr.parse(new Uint8Array(jpeg), { ifd0: false, exif: false, gps: true }));
    expect(position?.lat).toBeCloseTo(34.05216, 4);
    expect(position?.lng).toBeCloseTo(-118.2437, 4);
  });
});
