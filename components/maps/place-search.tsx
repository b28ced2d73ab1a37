"use client";

import { GoogleMapsBoundary } from "./google-maps-boundary";
import { GooglePlaceSearch } from "./google-place-search";
import { useMapsApiKey } from "./maps-config";
import { OfflinePlaceSearch } from "./offline-place-search";
import type { PlaceSearchProps } from "./place-search-types";

export type { PlaceSearchProps, SelectedPlace } from "./place-search-types";
export { NO_GEOMETRY_MESSAGE } from "./place-search-types";

/**
 * An address field with place suggestions: Google Places autocomplete when the server has a key and
 * Google loads, else the offline gazetteer search. Choosing a place calls onSelect with its
 * address text and coordinates.
 */
export function PlaceSearch(props: PlaceSearchProps) {
  const apiKey = useMapsApiKey();
  if (!apiKey) return <OfflinePlaceSearch {...props} />;
  return (
    <GoogleMapsBoundary apiKey={apiKey} fallback={() => <OfflinePlaceSearch {...props} />}>
      <GooglePlaceSearch {...props} />
    </GoogleMapsBoundary>
  );
}
