"use client";

import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { api, isAbortError } from "@/lib/api/client";
import type { PlaceSuggestion } from "@/lib/maps/schemas";
import { cn } from "@/lib/utils";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DEFAULT_PLACEHOLDER, type PlaceSearchProps } from "./place-search-types";

const DEBOUNCE_MS = 250;
const MIN_QUERY_LENGTH = 2;
const RESULT_LIMIT = 8;

type SearchState = "idle" | "loading" | "done" | "error";

/** Place search without Google: an accessible combobox over the gazetteer (GET /api/v1/places/search). */
export function OfflinePlaceSearch({
  value,
  onChange,
  onSelect,
  placeholder = DEFAULT_PLACEHOLDER,
  label,
  id,
  name,
  disabled,
  invalid,
  className,
}: PlaceSearchProps) {
  const generatedId = useId();
  const inputId = id ?? `place-search-${generatedId}`;
  const listboxId = `${inputId}-listbox`;
  // The text typed since the last choice; null once a place is chosen (no search for it).
  const [typed, setTyped] = useState<string | null>(null);
  const [results, setResults] = useState<PlaceSuggestion[]>([]);
  const [state, setState] = useState<SearchState>("idle");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const query = typed?.trim() ?? "";
  useEffect(() => {
    if (query.length < MIN_QUERY_LENGTH) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setState("loading");
      try {
        const { data } = await api<PlaceSuggestion[]>("places/search", {
          query: { q: query, limit: RESULT_LIMIT },
          signal: controller.signal,
        });
        setResults(data);
        setActive(data.length > 0 ? 0 : -1);
        setState("done");
      } catch (error) {
        if (isAbortError(error)) return;
        console.warn("Place search failed", error);
        setResults([]);
        setState("error");
      }
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  function type(text: string) {
    onChange(text);
    setTyped(text);
    setOpen(true);
    if (text.trim().length < MIN_QUERY_LENGTH) {
      setResults([]);
      setActive(-1);
      setState("idle");
    }
  }

  function choose(place: PlaceSuggestion) {
    onChange(place.address);
    onSelect({ address: place.address, latitude: place.latitude, longitude: place.longitude });
    setTyped(null);
    setOpen(false);
    setResults([]);
    setActive(-1);
    setState("idle");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = results.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return;
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === "ArrowDown" ? 0 : count - 1);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + count) % count);
    } else if (event.key === "Enter") {
      if (open && active >= 0 && active < count) {
        event.preventDefault();
        choose(results[active]);
      }
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  const showPopup = open && query.length >= MIN_QUERY_LENGTH && (results.length > 0 || state !== "idle");
  const statusText =
    state === "loading" && results.length === 0
      ? "Searching…"
      : state === "done" && results.length === 0
        ? "No places found"
        : state === "error"
          ? "Place search is unavailable right now"
          : "";

  return (
    <div className={cn("grid gap-2", className)}>
      {label && <Label htmlFor={inputId}>{label}</Label>}
      <div className="relative">
        <Input
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showPopup && results.length > 0}
          aria-controls={listboxId}
          aria-activedescendant={showPopup && active >= 0 ? `${listboxId}-${active}` : undefined}
          aria-label={label ? undefined : placeholder}
          aria-invalid={invalid || undefined}
          placeholder={placeholder}
          disabled={disabled}
          value={value}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => typed !== null && setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <div
          className={cn(
            "absolute top-full right-0 left-0 z-50 mt-1 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md",
            !showPopup && "hidden",
          )}
        >
          <ul id={listboxId} role="listbox" aria-label="Places" className="max-h-64 overflow-y-auto py-1">
            {results.map((place, index) => (
              <li
                key={`${place.id}-${index}`}
                id={`${listboxId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={cn(
                  "cursor-pointer px-3 py-2 text-sm",
                  index === active ? "bg-accent text-accent-foreground" : "hover:bg-accent/60",
                )}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(place)}
              >
                {place.address}
              </li>
            ))}
          </ul>
          <p role="status" aria-live="polite" className={cn("px-3 py-2 text-sm text-muted-foreground", !statusText && "sr-only")}>
            {statusText}
          </p>
        </div>
      </div>
    </div>
  );
}
