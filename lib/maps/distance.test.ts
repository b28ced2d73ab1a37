import { describe, expect, it } from "vitest";
import { formatRouteMiles } from "@/lib/format/distance";
import { formatKm, haversineKm, haversineMiles, routeDistanceOf } from "./distance";

const NEW_YORK = { lat: 40.7128, lng: -74.006 };
const LOS_ANGELES = { lat: 34.0522, lng: -118.2437 };
const LONDON = { lat: 51.5074, lng: -0.1278 };
const PARIS = { lat: 48.8566, lng: 2.3522 };
const SYDNEY = { lat: -33.8688, lng: 151.2093 };
const TOKYO = { lat: 35.6762, lng: 139.6503 };
const CHICAGO = { lat: 41.8781, lng: -87.6298 };

describe("haversine", () => {
  it.each([
    ["New York – Los Angeles", NEW_YORK, LOS_ANGELES, 3936, 2445],
    ["London – Paris", LONDON, PARIS, 344, 214],
    ["Sydney – Tokyo", SYDNEY, TOKYO, 7826, 4863],
    ["New York – Chicago", NEW_YORK, CHICAGO, 1145, 711],
  ])("%s ≈ %i km / %i mi within 1%%", (_name, a, b, km, miles) => {
    expect(Math.abs(haversineKm(a, b) - km) / km).toBeLessThan(0.01);
    expect(Math.abs(haversineMiles(a, b) - miles) / miles).toBeLessThan(0.01);
  });

  it("is symmetric and zero for one point", () => {
    expect(haversineKm(NEW_YORK, LONDON)).toBeCloseTo(haversineKm(LONDON, NEW_YORK), 9);
    expect(haversineKm(PARIS, PARIS)).toBe(0);
  });

  it("handles antipodes", () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});

describe("formatting", () => {
  it.each([
    [{ miles: 1485, isEstimate: true }, "1,485 mi (estimate)"],
    [{ miles: 1237, isEstimate: false }, "1,237 mi by road"],
  ])("formatRouteMiles(%o) = %s", (distance, text) => {
    expect(formatRouteMiles(distance)).toBe(text);
  });

  it.each([
    [2.14, "2.1 km"],
    [123.4, "123 km"],
  ])("formatKm(%d) = %s", (km, text) => {
    expect(formatKm(km)).toBe(text);
  });
});

describe("a job's one distance", () => {
  it.each([
    ["Google's driving miles when stored, rounded", 239.6, { miles: 240, isEstimate: false }],
    ["a stored zero is still the road's", 0, { miles: 0, isEstimate: false }],
    // New York to Chicago: about 711 mi as the crow flies, so about 853 mi of road.
    ["else the straight line times 1.2, marked an estimate", null, { miles: 853, isEstimate: true }],
  ])("%s", (_name, drivingMiles, expected) => {
    expect(routeDistanceOf({ from: NEW_YORK, to: CHICAGO, drivingMiles })).toEqual(expected);
  });
});
