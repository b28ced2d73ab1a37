"use client";

import Link from "next/link";
import { cn } from "@/lib/utils";
import { useTableState } from "./table-state";

/**
 * The list's tabs (SPEC.md §2), kept in the URL as ?tab=: links (they work before the page's
 * scripts, in a new tab, by keyboard), the current one marked aria-current; they wrap onto a
 * second line where the card is narrow. A new tab starts at page 1.
 */
export function DataTableTabs({
  tabs,
  defaultTab = "all",
  label = "Job status",
}: {
  tabs: readonly { value: string; label: string }[];
  defaultTab?: string;
  label?: string;
}) {
  const { tab, hrefFor, onLinkClick } = useTableState();
  const current = tab ?? defaultTab;
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {tabs.map((t) => {
          const change = { tab: t.value === defaultTab ? null : t.value };
          const isCurrent = t.value === current;
          return (
            <li key={t.value}>
              <Link
                href={hrefFor(change)}
                scroll={false}
                aria-current={isCurrent ? "page" : undefined}
                onClick={onLinkClick(change)}
                className={cn(
                  "inline-flex h-8 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
                  isCurrent && "bg-background text-foreground shadow-sm",
                )}
              >
                {t.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
