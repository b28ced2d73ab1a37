"use client";

import * as React from "react";
import { ChevronDownIcon } from "lucide-react";

export type StatusFilterSelectProps = {
  id: string;
  value: string;
  filters: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
};

/**
 * Quick Access's status filter: a native <select>, which opens and takes a choice before the
 * page's scripts run. Uncontrolled, so hydrating keeps a choice made before it, which is then applied.
 */
export function StatusFilterSelect({ id, value, filters, onChange }: StatusFilterSelectProps) {
  const select = React.useRef<HTMLSelectElement>(null);
  const applyEarlyChoice = React.useEffectEvent(() => {
    const chosen = select.current?.value;
    if (chosen !== undefined && chosen !== value) onChange(chosen);
  });
  React.useEffect(() => applyEarlyChoice(), []);
  return (
    <span className="relative inline-flex">
      <select
        ref={select}
        id={id}
        defaultValue={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 min-w-44 appearance-none rounded-md border border-input bg-transparent py-2 pr-8 pl-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {filters.map((f) => (
          <option key={f.value} value={f.value}>
            {f.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 opacity-50" />
    </span>
  );
}
