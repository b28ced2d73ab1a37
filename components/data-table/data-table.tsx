"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useTableState } from "./table-state";

export type Column<T> = {
  key: string;
  header: React.ReactNode;
  /** The column's name beside each value on phones, when the header is not plain text. */
  label?: string;
  cell: (row: T) => React.ReactNode;
  className?: string;
};

type DataTableProps<T> = {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** The row opens this page (SPEC.md: "A row click opens ..."). */
  rowHref?: (row: T) => string;
  emptyText?: string;
  caption?: string;
};

/**
 * SPEC.md §2 shared table: 'No data available' when empty, 'Loading...' while fetching. With
 * rowHref the first cell's content is a real link stretched over the row (globals.css,
 * [data-row-link]), so a middle-click, a new tab and Enter work as on any link, before hydration too.
 * Below 640 px each row stacks into a card, each value under its column's name.
 */
export function DataTable<T>({ columns, rows, rowKey, rowHref, emptyText = "No data available", caption }: DataTableProps<T>) {
  const { isPending } = useTableState();
  const router = useRouter();
  return (
    <div className="rounded-lg border bg-card">
      <Table aria-busy={isPending} data-stack="">
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
                  onClick={(event) => {
                    // The stretched link takes most clicks; this catches text lifted above it (tooltips).
                    // Clicks from the row's portals (a menu, a dialog) bubble here in React but are not in the row.
                    const target = event.target as HTMLElement;
                    if (!href || !event.currentTarget.contains(target) || target.closest("a,button,input,label,[role=switch]")) return;
                    router.push(href);
                  }}
                >
                  {columns.map((column, index) => (
                    <TableCell
                      key={column.key}
                      className={column.className}
                      data-label={column.label ?? (typeof column.header === "string" ? column.header : undefined)}
                    >
                      {href && index === 0 ? (
                        <Link href={href} data-row-link="">
                          {column.cell(row)}
                        </Link>
                      ) : (
                        column.cell(row)
                      )}
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
