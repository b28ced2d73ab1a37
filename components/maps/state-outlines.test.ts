import { describe, expect, it } from "vitest";
import { loadStateOutlines, outlinePath } from "./state-outlines";

describe("the offline map's base layer", () => {
  it("holds the states' borders and the land of the United States, from the bundled atlas", async () => {
    const { land, borders } = await loadStateOutlines();
    const points = land.flat();
    const longitudes = points.map(([lng]) => lng!);
    const latitudes = points.map(([, lat]) => lat!);
    // From Maine to Washington, Florida's keys to Alaska.
    expect(Math.min(...latitudes)).toBeLessThan(25);
    expect(Math.max(...latitudes)).toBeGreaterThan(70);
    expect(Math.max(...longitudes.filter((lng) => lng < 0))).toBeGreaterThan(-67.5);
    // The borders between states, each drawn once (no coast): the Red River between Texas and Oklahoma among them.
    expect(borders.length).toBeGreaterThan(40);
    expect(borders.flat().some(([lng, lat]) => Math.abs(lng! + 97.36) < 0.2 && Math.abs(lat! - 33.8) < 0.2)).toBe(true);
  });

  it("places the lines and leaves out points within a pixel of the last one kept", () => {
    const place = ({ lat, lng }: { lat: number; lng: number }) => ({ x: lng * 10, y: -lat * 10 });
    const line = [
      [0, 0],
      [0.05, 0],
      [1, 0],
      [1, 1],
    ];
    expect(outlinePath([line], place, false)).toBe("M0.0 0.0L10.0 0.0L10.0 -10.0");
    expect(outlinePath([line], place, true)).toBe("M0.0 0.0L10.0 0.0L10.0 -10.0Z");
  });
});
