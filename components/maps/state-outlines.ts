"use client";

import { useEffect, useState } from "react";
import type { LatLng } from "@/lib/maps/config";
import type { Point } from "@/lib/maps/projection";

/** The United States' land and its state borders, as lines of [longitude, latitude]. */
export type StateOutlines = { land: number[][][]; borders: number[][][] };

let loading: Promise<StateOutlines> | null = null;

/**
 * us-atlas's states (Census Bureau, 1:10m) are 115 kB of JSON: fetched with the first map drawn,
 * as a chunk of the bundle (nothing from the web), not with every page's first load.
 */
export function loadStateOutlines(): Promise<StateOutlines> {
  loading ??= Promise.all([import("us-atlas/states-10m.json"), import("topojson-client")])
    .then(([atlas, { feature, mesh }]) => {
      const topology = (atlas.default ?? atlas) as unknown as TopoJSON.Topology;
      const nation = feature(topology, topology.objects.nation!) as unknown as GeoJSON.FeatureCollection<GeoJSON.MultiPolygon>;
      const land = nation.features.flatMap((f) => f.geometry.coordinates.flatMap((polygon) => polygon));
      const borders = mesh(topology, topology.objects.states as TopoJSON.GeometryCollection, (a, b) => a !== b).coordinates;
      return { land, borders };
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

/**
 * An SVG path of the lines placed on the screen; points closer than a pixel to the last one kept
 * are left out (a whole state is a few dozen points at the zoom of a long route).
 */
export function outlinePath(lines: readonly number[][][], place: (point: LatLng) => Point, closed: boolean): string {
  let d = "";
  for (const line of lines) {
    let last: Point | null = null;
    for (const [lng, lat] of line) {
      const at = place({ lat: lat!, lng: lng! });
      if (last && Math.abs(at.x - last.x) < 1 && Math.abs(at.y - last.y) < 1) continue;
      d += `${last ? "L" : "M"}${at.x.toFixed(1)} ${at.y.toFixed(1)}`;
      last = at;
    }
    if (closed && last) d += "Z";
  }
  return d;
}
