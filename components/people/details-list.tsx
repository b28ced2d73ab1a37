import * as React from "react";
import { cn } from "@/lib/utils";

export type DetailItem = { label: string; value: React.ReactNode; wide?: boolean };

/** A details card's fields as a definition list: two or three columns on wide screens, one on phones. */
export function DetailsList({ items, className }: { items: readonly DetailItem[]; className?: string }) {
  return (
    <dl className={cn("grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {items.map((item) => (
        <div key={item.label} className={cn("min-w-0 space-y-1", item.wide && "sm:col-span-2 lg:col-span-3")}>
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{item.label}</dt>
          <dd className="text-sm break-words">{item.value === "" || item.value == null ? "-" : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
