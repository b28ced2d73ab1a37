"use client";

import { useEffect, useState } from "react";
import { project, type MapView, type Size } from "@/lib/maps/projection";

/**
 * A line of the outlines in world pixels at zoom 0 (x, y, x, y…), projected once when loaded, with
 * its bounding box: a map places it by a scale and a shift, and leaves out the lines off its view.
 */
export type OutlineLine = { xy: Float64Array; minX: number; minY: number; maxX: number; maxY: number };

/** The United States' land and its state borders. */
export type StateOutlines = { land: OutlineLine[]; borders: OutlineLine[] };

let loading: Promise<StateOutlines> | null = null;

function toOutlineLine(line: number[][]): OutlineLine {
  const xy = new Float64Array(line.length * 2);
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < line.length; i++) {
    const { x, y } = project({ lat: line[i]![1]!, lng: line[i]![0]! }, 0);
    xy[2 * i] = x;
    xy[2 * i + 1] = y;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { xy, minX, minY, maxX, maxY };
}

/** How long the outlines' preparation may hold the page before it lets a tap or a frame through. */
const SLICE_MS = 10;

/** `prepare` over the lines in slices of SLICE_MS, yielding between: no long task on a phone. */
async function inSlices<T>(lines: number[][][], prepare: (line: number[][]) => T): Promise<T[]> {
  const prepared: T[] = [];
  let sliceStart = performance.now();
  for (const line of lines) {
    prepared.push(prepare(line));
    if (performance.now() - sliceStart < SLICE_MS) continue;
    await new Promise((resolve) => setTimeout(resolve, 0));
    sliceStart = performance.now();
  }
  return prepared;
}

/**
 * us-atlas's states (Census Bureau, 1:10m) are 115 kB of JSON: fetched with the first map drawn,
 * as a chunk of the bundle (nothing from the web), not with every page's first load.
 */
export function loadStateOutlines(): Promise<StateOutlines> {
  loading ??= Promise.all([import("us-atlas/states-10m.json"), import("topojson-client")])
    .then(async ([atlas, { feature, mesh }]) => {
      const topology = (atlas.default ?? atlas) as unknown as TopoJSON.Topology;
      const nation = feature(topology, topology.objects.nation!) as unknown as GeoJSON.FeatureCollection<GeoJSON.MultiPolygon>;
      const land = nation.features.flatMap((f) => f.geometry.coordinates.flatMap((polygon) => polygon));
      const borders = mesh(topology, topology.objects.states as TopoJSON.GeometryCollection, (a, b) => a !== b).coordinates;
      return { land: await inSlices(land, toOutlineLine), borders: await inSlices(borders, toOutlineLine) };
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The outlines once loaded; null before (the map draws its markers meanwhile) and if they cannot load. */
export function useStateOutlines(): StateOutlines | null {
  const [outlines, setOutlines] = useState<StateOutlines | null>(null);
  useEffect(() => {
    let isCurrent = true;
    loadStateOutlines().then(
      (loaded) => isCurrent && setOutlines(loaded),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return outlines;
}

/** Outside the drawn box, by side: a bit each for left, right, above, below (0 inside). */
function sidesOutside(x: number, y: number, size: Size): number {
  return (x < -EDGE ? 1 : 0) | (x > size.width + EDGE ? 2 : 0) | (y < -EDGE ? 4 : 0) | (y > size.height + EDGE ? 8 : 0);
}

/** How far past the map's edges a line is still drawn as it is (a stroke's width and then some). */
const EDGE = 8;

/**
 * An SVG path of the lines as a map of `size` showing `view` draws them. Left out, so a zoomed-in
 * map draws hundreds of points rather than the whole coast: a line whose box lies wholly off the
 * map; a point closer than a pixel to the last one kept (a whole state is a few dozen points at the
 * zoom of a long route); and the points of a stretch wholly beyond one side of the map, but its
 * first and last (the straight line between those stays beyond that side, so what shows is exact).
 */
export function outlinePath(lines: readonly OutlineLine[], view: MapView, size: Size, closed: boolean): string {
  const scale = 2 ** view.zoom;
  const center = project(view.center, 0);
  // World pixels at zoom 0 → the map's pixels: x · scale + shift.
  const [shiftX, shiftY] = [size.width / 2 - center.x * scale, size.height / 2 - center.y * scale];
  const [left, top] = [-shiftX / scale, -shiftY / scale];
  const [right, bottom] = [left + size.width / scale, top + size.height / scale];
  let d = "";
  for (const line of lines) {
    if (line.maxX < left || line.minX > right || line.maxY < top || line.minY > bottom) continue;
    const { xy } = line;
    let [lastX, lastY] = [NaN, NaN];
    const emit = (x: number, y: number) => {
      const isFirst = Number.isNaN(lastX);
      if (!isFirst && Math.abs(x - lastX) < 1 && Math.abs(y - lastY) < 1) return;
      d += `${isFirst ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)}`;
      [lastX, lastY] = [x, y];
    };
    // The stretch beyond one side so far: the sides all its points share, and its last point.
    let [shared, heldX, heldY, isHeld] = [0, 0, 0, false];
    for (let i = 0; i < xy.length; i += 2) {
      const x = xy[i]! * scale + shiftX;
      const y = xy[i + 1]! * scale + shiftY;
      const sides = sidesOutside(x, y, size);
      if (i > 0 && (shared & sides) !== 0) {
        [shared, heldX, heldY, isHeld] = [shared & sides, x, y, true];
        continue;
      }
      if (isHeld) emit(heldX, heldY);
      emit(x, y);
      [shared, isHeld] = [sides, false];
    }
    if (isHeld) emit(heldX, heldY);
    if (closed && !Number.isNaN(lastX)) d += "Z";
  }
  return d;
}
