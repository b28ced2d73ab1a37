import { describe, expect, it } from "vitest";
import { DEFAULT_CENTER, DEFAULT_ZOOM } from "./config";
import { fitBounds, project, toScreen, unproject, worldSize } from "./projection";

describe("project", () => {
  it.each([
    [{ lat: 0, lng: 0 }, 0, { x: 128, y: 128 }],
    [{ lat: 0, lng: -180 }, 0, { x: 0, y: 128 }],
    [{ lat: 0, lng: 180 }, 0, { x: 256, y: 128 }],
    [{ lat: 85.05112878, lng: 0 }, 0, { x: 128, y: 0 }],
    [{ lat: -85.05112878, lng: 0 }, 0, { x: 128, y: 256 }],
    [{ lat: 0, lng: 0 }, 1, { x: 256, y: 256 }],
    // Google's documented example: Chicago at zoom 0 is world coordinate (65.67, 95.17).
    [{ lat: 41.85, lng: -87.65 }, 0, { x: 65.67, y: 95.17 }],
  ])("%o at zoom %i -> %o", (point, zoom, expected) => {
    const p = project(point, zoom);
    expect(p.x).toBeCloseTo(expected.x, 1);
    expect(p.y).toBeCloseTo(expected.y, 1);
  });

  it("clamps the poles", () => {
    expect(project({ lat: 90, lng: 0 }).y).toBeCloseTo(0, 3);
    expect(project({ lat: -90, lng: 0 }).y).toBeCloseTo(256, 3);
  });

  it.each([
    [{ lat: 28.6139, lng: 77.209 }, 12],
    [{ lat: -33.8688, lng: 151.2093 }, 5],
    [{ lat: 40.7128, lng: -74.006 }, 0],
  ])("unproject inverts project for %o", (point, zoom) => {
    const back = unproject(project(point, zoom), zoom);
    expect(back.lat).toBeCloseTo(point.lat, 9);
    expect(back.lng).toBeCloseTo(point.lng, 9);
  });

  it("doubles the world per zoom level", () => {
    expect(worldSize(0)).toBe(256);
    expect(worldSize(12)).toBe(256 * 4096);
  });
});

describe("fitBounds", () => {
  const box = { width: 600, height: 247, padding: 30 };

  it("centres on DEFAULT_CENTER at DEFAULT_ZOOM with no points", () => {
    expect(fitBounds([], box)).toEqual({ center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM });
  });

  it("centres on a single point at DEFAULT_ZOOM", () => {
    const view = fitBounds([{ lat: 40, lng: -100 }], box);
    expect(view.center.lat).toBeCloseTo(40, 9);
    expect(view.center.lng).toBeCloseTo(-100, 9);
    expect(view.zoom).toBe(DEFAULT_ZOOM);
  });

  const cases = [
    [
      "New York and Los Angeles",
      [
        { lat: 40.7128, lng: -74.006 },
        { lat: 34.0522, lng: -118.2437 },
      ],
      box,
    ],
    [
      "three points in a tall box",
      [
        { lat: 10, lng: 10 },
        { lat: 20, lng: 12 },
        { lat: 15, lng: 11 },
      ],
      { width: 200, height: 500, padding: 20 },
    ],
    [
      "two close points in a narrow box",
      [
        { lat: 28.61, lng: 77.2 },
        { lat: 28.62, lng: 77.21 },
      ],
      { width: 360, height: 247, padding: 36 },
    ],
    [
      "points on one meridian",
      [
        { lat: 0, lng: 5 },
        { lat: 40, lng: 5 },
      ],
      box,
    ],
  ] as const;

  it.each(cases)("fits %s inside the padded box, touching one side", (_name, points, size) => {
    const view = fitBounds(points, { ...size, maxZoom: 30 });
    const screen = points.map((p) => toScreen(p, view, size));
    const pad = size.padding;
    for (const s of screen) {
      expect(s.x).toBeGreaterThanOrEqual(pad - 1e-6);
      expect(s.x).toBeLessThanOrEqual(size.width - pad + 1e-6);
      expect(s.y).toBeGreaterThanOrEqual(pad - 1e-6);
      expect(s.y).toBeLessThanOrEqual(size.height - pad + 1e-6);
    }
    const xs = screen.map((s) => s.x);
    const ys = screen.map((s) => s.y);
    const fillsWidth = Math.abs(Math.max(...xs) - Math.min(...xs) - (size.width - 2 * pad)) < 1e-6;
    const fillsHeight = Math.abs(Math.max(...ys) - Math.min(...ys) - (size.height - 2 * pad)) < 1e-6;
    expect(fillsWidth || fillsHeight).toBe(true);
  });

  it("keeps west left of east and north above south", () => {
    const newYork = { lat: 40.7128, lng: -74.006 };
    const losAngeles = { lat: 34.0522, lng: -118.2437 };
    const view = fitBounds([newYork, losAngeles], box);
    const ny = toScreen(newYork, view, box);
    const la = toScreen(losAngeles, view, box);
    expect(la.x).toBeLessThan(ny.x);
    expect(ny.y).toBeLessThan(la.y);
  });

  it("caps the zoom at maxZoom", () => {
    const view = fitBounds(
      [
        { lat: 1, lng: 1 },
        { lat: 1.000001, lng: 1.000001 },
      ],
      { ...box, maxZoom: 15 },
    );
    expect(view.zoom).toBe(15);
  });
});
