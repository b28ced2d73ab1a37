"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { useTableState } from "./table-state";

export type Column<T> = {
  key: string;
  header: React.ReactNode;
  cell: (row: T) => React.ReactNode;
  className?: string;
};

type DataTableProps<T> = {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** A row click opens this page (SPEC.md: "A row click opens ..."). */
  rowHref?: (row: T) => string;
  emptyText?: string;
  caption?: string;
};

/** SPEC.md §2 shared table: 'No data available' when empty, 'Loading...' while fetching. */
export function DataTable<T>({ columns, rows, rowKey, rowHref, emptyText = "No data available", caption }: DataTableProps<T>) {
  const { isPending } = useTableState();
  const router = useRouter();
  return (
    <div className="rounded-lg border bg-card">
      <Table aria-busy={isPending}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column.key} className={column.className}>
                {column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {isPending || rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} className="h-24 text-center text-muted-foreground">
                {isPending ? "Loading..." : emptyText}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => {
              const href = rowHref?.(row);
              return (
                <TableRow
                  key={rowKey(row)}
                  className={cn(href && "cursor-pointer")}
                  onClick={(event) => {
                    // Buttons and links inside the row do their own thing.
                    if (!href || (event.target as HTMLElement).closest("a,button,input,label,[role=switch]")) return;
                    router.push(href);
                  }}
                >
                  {columns.map((column) => (
                    <TableCell key={column.key} className={column.className}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </div>
  );
}
