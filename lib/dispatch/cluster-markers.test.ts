import { describe, expect, it } from "vitest";
import { CLUSTER_ABOVE, clusterMarkers } from "./cluster-markers";

const grid = (count: number, spacing: number) =>
  Array.from({ length: count }, (_, i) => ({ id: i, x: (i % 10) * spacing + 1, y: Math.floor(i / 10) * spacing + 1 }));

describe("clusterMarkers", () => {
  it("keeps every marker alone at 50 markers, even when they touch", () => {
    const markers = grid(CLUSTER_ABOVE, 2);
    const clusters = clusterMarkers(markers);
    expect(clusters).toHaveLength(50);
    expect(clusters.every((c) => c.members.length === 1)).toBe(true);
    expect(clusters[7]).toEqual({ x: markers[7]!.x, y: markers[7]!.y, members: [markers[7]] });
  });

  it("above 50, groups the markers of one grid cell at their mean position", () => {
    // 51 markers 2 px apart, all inside the first 48 px cell.
    const markers = grid(51, 2);
    const clusters = clusterMarkers(markers);
    expect(clusters.reduce((n, c) => n + c.members.length, 0)).toBe(51);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]!.x).toBeCloseTo(markers.reduce((s, m) => s + m.x, 0) / 51);
    expect(clusters[0]!.y).toBeCloseTo(markers.reduce((s, m) => s + m.y, 0) / 51);
  });

  it("above 50, markers a cell apart stay in separate clusters, in the order of their first member", () => {
    const markers = grid(60, 50);
    const clusters = clusterMarkers(markers);
    expect(clusters).toHaveLength(60);
    expect(clusters.map((c) => c.members[0]!.id)).toEqual(markers.map((m) => m.id));
  });

  it("splits at the cell's edge and takes the threshold and cell size given", () => {
    const markers = [
      { x: 47.9, y: 10 },
      { x: 48, y: 10 },
      { x: 10, y: 10 },
    ];
    expect(clusterMarkers(markers, { threshold: 2 }).map((c) => c.members.length)).toEqual([2, 1]);
    expect(clusterMarkers(markers, { threshold: 2, cellSize: 100 }).map((c) => c.members.length)).toEqual([3]);
    expect(clusterMarkers(markers, { threshold: 3 })).toHaveLength(3);
  });
});
