import tzLookup from "@photostructure/tz-lookup";

/** The IANA time zone of a place, from its coordinates (an offline lookup; server code: its data is 72 kB). */
export function zoneAt(latitude: number, longitude: number): string {
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return "UTC";
  }
}
