import { env } from "@/lib/env";

/**
 * The Google Maps browser key as this server runs (NEXT_PUBLIC_GOOGLE_MAPS_API_KEY, read at run
 * time, not at build time). Server code only, as env() is: the root layout hands it to the
 * browser through MapsConfigProvider (components/maps/maps-config.tsx).
 */
export function googleMapsApiKey(): string | undefined {
  const key = env().NEXT_PUBLIC_GOOGLE_MAPS_API_KEY?.trim();
  return key ? key : undefined;
}

export function hasGoogleMaps(): boolean {
  return googleMapsApiKey() !== undefined;
}
