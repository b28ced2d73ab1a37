"use client";

import * as React from "react";
import { SearchIcon } from "lucide-react";
import { Input } from "@/components/ui/input";
import { useTableState } from "./table-state";

export const SEARCH_DEBOUNCE_MS = 500;

/** The table's search box: typing is debounced 500 ms (SPEC.md §9), then the list reloads at page 1. */
export function DataTableSearch({ placeholder = "Search", label = "Search" }: { placeholder?: string; label?: string }) {
  const { search, navigate } = useTableState();
  const [text, setText] = React.useState(search);
  const latest = React.useRef(search);

  React.useEffect(() => {
    if (text === latest.current) return;
    const timer = setTimeout(() => {
      latest.current = text;
      navigate({ search: text.trim() || null });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, navigate]);

  return (
    <div className="relative w-full sm:max-w-xs">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="pl-8"
      />
    </div>
  );
}
