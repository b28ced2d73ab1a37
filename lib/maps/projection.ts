import { DEFAULT_CENTER, DEFAULT_ZOOM, type LatLng } from "./config";

/** Web Mercator as web maps draw it: the world is TILE_SIZE × 2^zoom pixels square. */
export const TILE_SIZE = 256;
const MAX_LATITUDE = 85.05112878;

export type Point = { x: number; y: number };
export type Size = { width: number; height: number };
/** What a drawn map shows: its centre and its zoom (fractional zooms allowed). */
export type MapView = { center: LatLng; zoom: number };
export type FitOptions = Size & { padding?: number; maxZoom?: number; minZoom?: number };

export function worldSize(zoom: number): number {
  return TILE_SIZE * 2 ** zoom;
}

const clampLatitude = (lat: number) => Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));

/** World pixel coordinates of a point at a zoom: x grows east, y grows south. */
export function project(point: LatLng, zoom = 0): Point {
  const size = worldSize(zoom);
  const sinLat = Math.sin((clampLatitude(point.lat) * Math.PI) / 180);
  return {
    x: ((point.lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sinLat) / (1 - sinLat)) / (4 * Math.PI)) * size,
  };
}

/** The inverse of project. */
export function unproject(point: Point, zoom = 0): LatLng {
  const size = worldSize(zoom);
  const lng = (point.x / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * point.y) / size;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { lat, lng };
}

/**
 * The view that fits every point into the box, padding kept free on each side.
 * No point: DEFAULT_CENTER; one point (or all at one place): centred on it at DEFAULT_ZOOM.
 * Points across the antimeridian are not wrapped (no job crosses it).
 */
export function fitBounds(points: readonly LatLng[], options: FitOptions): MapView {
  const { width, height, padding = 32, maxZoom = 16, minZoom = 0 } = options;
  if (points.length === 0) return { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM };
  const projected = points.map((p) => project(p, 0));
  const xs = projected.map((p) => p.x);
  const ys = projected.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const center = unproject({ x: (minX + maxX) / 2, y: (minY + maxY) / 2 }, 0);
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  if (spanX < 1e-9 && spanY < 1e-9) return { center, zoom: Math.min(DEFAULT_ZOOM, maxZoom) };
  const innerWidth = Math.max(1, width - 2 * padding);
  const innerHeight = Math.max(1, height - 2 * padding);
  const scale = Math.min(spanX > 0 ? innerWidth / spanX : Infinity, spanY > 0 ? innerHeight / spanY : Infinity);
  const zoom = Math.log2(scale);
  return { center, zoom: Math.max(minZoom, Math.min(maxZoom, zoom)) };
}

/** Where a point falls in a box of the given size showing the view (pixels from its top left). */
export function toScreen(point: LatLng, view: MapView, size: Size): Point {
  const p = project(point, view.zoom);
  const c = project(view.center, view.zoom);
  return { x: size.width / 2 + (p.x - c.x), y: size.height / 2 + (p.y - c.y) };
}
