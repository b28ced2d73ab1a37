import { z } from "zod";
import { wholeNumberSchema } from "@/lib/api/record-id";
import { coordinateSchema } from "./coordinate-schema";

/** GET /api/v1/places/search?q=&limit= */
export const placeSearchQuerySchema = z.object({
  q: z.string().trim().min(1, "Type a place to search for").max(200, "The search text is too long"),
  limit: z.preprocess(
    (v) => (v === "" ? undefined : v),
    wholeNumberSchema({ min: 1, max: 20, invalid: "limit must be a whole number from 1 to 20." }).default(8),
  ),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

/** GET /api/v1/places/reverse?lat=&lng= */
export const reverseGeocodeQuerySchema = z.object({
  lat: coordinateSchema("Latitude", 90),
  lng: coordinateSchema("Longitude", 180),
});
export type ReverseGeocodeQuery = z.infer<typeof reverseGeocodeQuerySchema>;

/** A place as the search answers it (the text to store plus its coordinates). */
export type PlaceSuggestion = {
  id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  population: number;
};

/** What a place field gives its form when a place is chosen. */
export type SelectedPlace = { address: string; latitude: number; longitude: number };
