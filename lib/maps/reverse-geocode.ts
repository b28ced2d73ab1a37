import { api } from "@/lib/api/client";

/**
 * Coordinates in, an address out, null on failure (SPEC.md §7); failures are only logged (§8).
 * With `withGoogle` (the server has a key: useMapsApiKey()) and the Google script loaded:
 * Google's Geocoder. Otherwise, or when Google finds nothing, the nearest gazetteer town from
 * the app's own API ("2.1 km from Springfield, IL").
 * Browser only.
 */
export async function reverseGeocode(lat: number, lng: number, { withGoogle = false } = {}): Promise<string | null> {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (withGoogle) {
    const address = await geocodeWithGoogle(lat, lng);
    if (address) return address;
  }
  try {
    const { data } = await api<{ address: string | null }>("places/reverse", { query: { lat, lng } });
    return data.address ?? null;
  } catch (error) {
    console.warn("Reverse geocoding failed", error);
    return null;
  }
}

async function geocodeWithGoogle(lat: number, lng: number): Promise<string | null> {
  const maps = typeof window === "undefined" ? undefined : window.google?.maps;
  if (!maps?.Geocoder) return null;
  try {
    const { results } = await new maps.Geocoder().geocode({ location: { lat, lng } });
    return results[0]?.formatted_address ?? null;
  } catch (error) {
    console.warn("Google reverse geocoding failed", error);
    return null;
  }
}
