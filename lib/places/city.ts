/**
 * The one reading of a place's city out of a stored address, for screens, mails and the public
 * tracking page alike. Pure.
 */
import { US_STATES } from "@/lib/maps/regions";

const COUNTRIES = new Set(["usa", "us", "u.s.", "u.s.a.", "united states", "united states of america", "canada", "mexico"]);
const STATE_NAMES = new Set(Object.values(US_STATES).map((name) => name.toLowerCase()));
const POSTAL_CODE = /^[0-9][0-9 -]{3,9}$/;
/** "TX", "TX 75201", "Texas 75201", "ON M5V 2T6": a region, with or without its postal code. */
const REGION = /^([A-Za-z]{2}|[A-Za-z][A-Za-z ]+?)(?:\s+[A-Z0-9][A-Z0-9 -]{2,9})?$/;

/** The region a part names, without its postal code ("TX 75201" -> "TX"), else null. */
function regionOf(part: string): string | null {
  const region = REGION.exec(part)?.[1];
  return region !== undefined && (region.length === 2 || STATE_NAMES.has(region.toLowerCase())) ? region : null;
}

export type CityOptions = {
  /** "Dallas, TX" rather than "Dallas": where a reader may not know the city (mails); the public page names the city alone. */
  withRegion?: boolean;
};

/**
 * The city of a stored address ("1500 Marilla St, Dallas, TX 75201, USA" -> "Dallas", or
 * "Dallas, TX" with its region): the part before the region, postal code and country. Null when
 * what is left looks like a street (it has digits), so no street leaks where only a city may.
 */
export function cityOf(address: string, options: CityOptions = {}): string | null {
  const parts = address
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  // What may follow the city, last first, each at most once ("Dallas, TX, 75201, USA").
  if (parts.length > 1 && COUNTRIES.has(parts.at(-1)!.toLowerCase())) parts.pop();
  if (parts.length > 1 && POSTAL_CODE.test(parts.at(-1)!)) parts.pop();
  const region = parts.length > 1 ? regionOf(parts.at(-1)!) : null;
  if (region !== null) parts.pop();
  const city = parts.at(-1);
  if (!city || /\d/.test(city)) return null;
  return options.withRegion && region ? `${city}, ${region.length === 2 ? region.toUpperCase() : region}` : city;
}
