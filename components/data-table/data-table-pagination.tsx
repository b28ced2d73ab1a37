"use client";

import Link from "next/link";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/utils";
import { pageWindow } from "./pagination-pages";
import { useTableState } from "./table-state";

/** Numbered pages (5 shown) as real links, with previous and next. */
export function DataTablePagination({ total, limit }: { total: number; limit: number }) {
  const { page, hrefFor, onLinkClick } = useTableState();
  const totalPages = Math.max(1, Math.ceil(total / limit));
  const pages = pageWindow(Math.min(page, totalPages), totalPages);
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);

  const item = (target: number, label: React.ReactNode, options: { disabled?: boolean; current?: boolean; aria?: string } = {}) => {
    const className = cn(buttonVariants({ variant: options.current ? "default" : "outline", size: "sm" }), "min-w-8");
    if (options.disabled) {
      // No page to go to: a disabled button (a span may not carry a name).
      return (
        <button type="button" className={className} disabled aria-label={options.aria}>
          {label}
        </button>
      );
    }
    return (
      <Link
        href={hrefFor({ page: target })}
        scroll={false}
        className={className}
        aria-label={options.aria}
        aria-current={options.current ? "page" : undefined}
        onClick={onLinkClick({ page: target })}
      >
        {label}
      </Link>
    );
  };

  return (
    <nav aria-label="Pagination" className="flex flex-col items-center justify-between gap-3 py-3 sm:flex-row">
      <p className="text-sm text-muted-foreground">{total === 0 ? "0 results" : `${from}–${to} of ${total}`}</p>
      <div className="flex items-center gap-1">
        {item(page - 1, <ChevronLeftIcon className="size-4" />, { disabled: page <= 1, aria: "Previous page" })}
        {pages.map((p) => (
          <span key={p}>{item(p, p, { current: p === page, aria: `Page ${p}` })}</span>
        ))}
        {item(page + 1, <ChevronRightIcon className="size-4" />, { disabled: page >= totalPages, aria: "Next page" })}
      </div>
    </nav>
  );
}
