import type { SelectedPlace } from "@/lib/maps/schemas";

export type { SelectedPlace } from "@/lib/maps/schemas";

export type PlaceSearchProps = {
  /** The text in the field (controlled). */
  value: string;
  onChange: (value: string) => void;
  /** A place was chosen: its address text and coordinates. */
  onSelect: (place: SelectedPlace) => void;
  /** A chosen place could not be located ('Could not get location details from Google'). */
  onError?: (message: string) => void;
  placeholder?: string;
  label?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
};

export const NO_GEOMETRY_MESSAGE = "Could not get location details from Google";
export const DEFAULT_PLACEHOLDER = "Search for an address or city";
