"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useMapsLibrary } from "@vis.gl/react-google-maps";
import { cn } from "@/lib/utils";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DEFAULT_PLACEHOLDER, NO_GEOMETRY_MESSAGE, type PlaceSearchProps } from "./place-search-types";

/** Google Places autocomplete on the field (inside a GoogleMapsBoundary). */
export function GooglePlaceSearch(props: PlaceSearchProps) {
  const { value, onChange, placeholder = DEFAULT_PLACEHOLDER, label, id, name, disabled, invalid, className } = props;
  const generatedId = useId();
  const inputId = id ?? `place-search-${generatedId}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const places = useMapsLibrary("places");
  const [error, setError] = useState<string | null>(null);
  // The listener is bound once; it reads the latest callbacks through this ref.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const input = inputRef.current;
    if (!places || !input) return;
    const autocomplete = new places.Autocomplete(input, { fields: ["formatted_address", "geometry", "name"] });
    const listener = autocomplete.addListener("place_changed", () => {
      const place = autocomplete.getPlace();
      const location = place.geometry?.location;
      if (!location) {
        setError(NO_GEOMETRY_MESSAGE);
        latest.current.onError?.(NO_GEOMETRY_MESSAGE);
        return;
      }
      setError(null);
      const address = place.formatted_address || place.name || input.value;
      latest.current.onChange(address);
      latest.current.onSelect({ address, latitude: location.lat(), longitude: location.lng() });
    });
    return () => {
      listener.remove();
      google.maps.event.clearInstanceListeners(autocomplete);
    };
  }, [places]);

  return (
    <div className={cn("grid gap-2", className)}>
      {label && <Label htmlFor={inputId}>{label}</Label>}
      <Input
        ref={inputRef}
        id={inputId}
        name={name}
        type="text"
        autoComplete="off"
        aria-label={label ? undefined : placeholder}
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        placeholder={placeholder}
        disabled={disabled}
        value={value}
        onChange={(event) => {
          setError(null);
          onChange(event.target.value);
        }}
        // Enter picks a suggestion in Google's list; it must not submit the form around the field.
        onKeyDown={(event) => {
          if (event.key === "Enter") event.preventDefault();
        }}
      />
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
