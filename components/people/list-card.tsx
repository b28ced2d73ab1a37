import * as React from "react";
import { DataTableSearch } from "@/components/data-table/data-table-search";
import { TableStateProvider } from "@/components/data-table/table-state";

type ListCardProps = {
  title: string;
  /** Leave out for a list without search. */
  searchPlaceholder?: string;
  searchLabel?: string;
  children: React.ReactNode;
};

/** A list's card: title and search above the table; the URL holds page and search. */
export function ListCard({ title, searchPlaceholder, searchLabel, children }: ListCardProps) {
  return (
    <TableStateProvider>
      <section aria-label={title} className="rounded-xl border bg-card shadow-sm">
        <div className="flex flex-col gap-3 border-b px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <h2 className="font-semibold">{title}</h2>
          {searchPlaceholder ? (
            <DataTableSearch placeholder={searchPlaceholder} label={searchLabel ?? `Search ${title.toLowerCase()}`} />
          ) : null}
        </div>
        <div className="px-2 pt-2 sm:px-4">{children}</div>
      </section>
    </TableStateProvider>
  );
}
