"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export type StatusFilterSelectProps = {
  id: string;
  value: string;
  filters: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
};

/** Quick Access's status filter (a radix Select). */
export function StatusFilterSelect({ id, value, filters, onChange }: StatusFilterSelectProps) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id} className="min-w-44">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {filters.map((f) => (
          <SelectItem key={f.value} value={f.value}>
            {f.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
