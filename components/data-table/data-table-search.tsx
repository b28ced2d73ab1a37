"use client";

import * as React from "react";
import { SearchIcon } from "lucide-react";
import { usePathname, useSearchParams } from "next/navigation";
import { Input } from "@/components/ui/input";
import { useTableState } from "./table-state";

export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The table's search box: typing is debounced 500 ms (SPEC.md §9), then the list reloads at page 1.
 * It is a GET form carrying the list's other parameters, so Enter searches before the page's
 * scripts have run; text typed before then is searched for as soon as they have.
 */
export function DataTableSearch({ placeholder = "Search", label = "Search" }: { placeholder?: string; label?: string }) {
  const { search, navigate } = useTableState();
  const pathname = usePathname();
  const params = useSearchParams();
  const input = React.useRef<HTMLInputElement>(null);
  const searched = React.useRef(search);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  const searchFor = React.useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      if (text.trim() === searched.current.trim()) return;
      searched.current = text;
      navigate({ search: text.trim() || null });
    },
    [navigate],
  );

  // Typed before hydration: the box (uncontrolled) kept it, so search for it now.
  React.useEffect(() => {
    if (input.current) searchFor(input.current.value);
    return () => clearTimeout(timer.current);
  }, [searchFor]);

  // The address changed elsewhere (back, a tab): show its search unless the box is being typed in.
  const shown = React.useRef(search);
  React.useEffect(() => {
    if (shown.current === search) return;
    shown.current = searched.current = search;
    if (input.current && document.activeElement !== input.current) input.current.value = search;
  }, [search]);

  const kept = [...params.entries()].filter(([key]) => key !== "search" && key !== "page");
  return (
    <form
      role="search"
      method="get"
      action={pathname}
      className="relative w-full sm:max-w-xs"
      onSubmit={(event) => {
        event.preventDefault();
        searchFor(input.current?.value ?? "");
      }}
    >
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        ref={input}
        type="search"
        name="search"
        aria-label={label}
        placeholder={placeholder}
        defaultValue={search}
        onChange={(event) => {
          const text = event.target.value;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => searchFor(text), SEARCH_DEBOUNCE_MS);
        }}
        className="pl-8"
      />
    </form>
  );
}
