import { describe, expect, it } from "vitest";
import { project, toScreen, unproject, type MapView } from "@/lib/maps/projection";
import { loadStateOutlines, outlinePath, type OutlineLine } from "./state-outlines";

/** The lines' points back in degrees, to check them against places. */
const degrees = (lines: OutlineLine[]) =>
  lines.flatMap(({ xy }) => Array.from({ length: xy.length / 2 }, (_, i) => unproject({ x: xy[2 * i]!, y: xy[2 * i + 1]! }, 0)));

const line = (...points: [number, number][]): OutlineLine => {
  const xy = Float64Array.from(points.flat());
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { xy, minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
};

describe("the offline map's base layer", () => {
  it("holds the states' borders and the land of the United States, from the bundled atlas", async () => {
    const { land, borders } = await loadStateOutlines();
    const points = degrees(land);
    const longitudes = points.map(({ lng }) => lng);
    const latitudes = points.map(({ lat }) => lat);
    // From Maine to Washington, Florida's keys to Alaska.
    expect(Math.min(...latitudes)).toBeLessThan(25);
    expect(Math.max(...latitudes)).toBeGreaterThan(70);
    expect(Math.max(...longitudes.filter((lng) => lng < 0))).toBeGreaterThan(-67.5);
    // The borders between states, each drawn once (no coast): the Red River between Texas and Oklahoma among them.
    expect(borders.length).toBeGreaterThan(40);
    expect(degrees(borders).some(({ lng, lat }) => Math.abs(lng + 97.36) < 0.2 && Math.abs(lat - 33.8) < 0.2)).toBe(true);
  });

  it("places the lines where the map places a point, and leaves out points within a pixel of the last one kept", () => {
    // At zoom 1 around the world's middle, a map of 512 × 512 shows the whole world pixel for pixel twice.
    const view: MapView = { center: unproject({ x: 128, y: 128 }, 0), zoom: 1 };
    const size = { width: 512, height: 512 };
    const lines = [line([0, 0], [0.2, 0], [10, 0], [10, 10])];
    expect(outlinePath(lines, view, size, false)).toBe("M0.0 0.0L20.0 0.0L20.0 20.0");
    expect(outlinePath(lines, view, size, true)).toBe("M0.0 0.0L20.0 0.0L20.0 20.0Z");
    // As toScreen places the same point.
    const dallas = { lat: 32.78, lng: -96.8 };
    const at = toScreen(dallas, view, size);
    const { x, y } = project(dallas, 0);
    expect(outlinePath([line([x, y], [x + 50, y])], view, size, false)).toMatch(new RegExp(`^M${at.x.toFixed(1)} ${at.y.toFixed(1)}`));
  });

  it("leaves out a line wholly off the map", () => {
    const view: MapView = { center: unproject({ x: 128, y: 128 }, 0), zoom: 3 };
    const size = { width: 200, height: 200 };
    // The map shows world pixels 115.5…140.5 at zoom 0; one line inside, one far to the east.
    const inside = line([120, 120], [130, 130]);
    const east = line([200, 120], [210, 130]);
    expect(outlinePath([inside, east], view, size, false)).toBe(outlinePath([inside], view, size, false));
    expect(outlinePath([east], view, size, false)).toBe("");
  });

  it("keeps of a stretch beyond one side of the map only its first and last points", () => {
    // Zoom 0 around the world's middle: a map of 256 × 256 shows world pixels as they are.
    const view: MapView = { center: unproject({ x: 128, y: 128 }, 0), zoom: 0 };
    const size = { width: 256, height: 256 };
    // Into the map, out past its left edge for three points, back in.
    const out = line([100, 100], [-50, 100], [-60, 150], [-55, 200], [-40, 180], [100, 180]);
    expect(outlinePath([out], view, size, true)).toBe("M100.0 100.0L-50.0 100.0L-40.0 180.0L100.0 180.0Z");
    // A stretch that leaves by the left and comes back by the top keeps its turn: no corner is cut.
    const corner = line([100, 100], [-50, 100], [-50, -50], [100, -50], [100, 60]);
    expect(outlinePath([corner], view, size, false)).toBe("M100.0 100.0L-50.0 100.0L-50.0 -50.0L100.0 -50.0L100.0 60.0");
  });
});
