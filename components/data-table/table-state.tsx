"use client";

import * as React from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

/**
 * The list's state lives in the URL (page, search, tab); the page (a server component)
 * reads it and queries. Changing search or tab goes back to page 1. While the next page of
 * data is on its way, `isPending` is true and the table shows 'Loading...'.
 */
type TableState = {
  page: number;
  search: string;
  tab: string | null;
  isPending: boolean;
  hrefFor: (changes: Record<string, string | number | null>) => string;
  navigate: (changes: Record<string, string | number | null>) => void;
  /** A list link's click: a plain click navigates as `navigate` does; a new tab or window is the browser's. */
  onLinkClick: (changes: Record<string, string | number | null>) => (event: React.MouseEvent<HTMLAnchorElement>) => void;
};

const TableStateContext = React.createContext<TableState | null>(null);

export function TableStateProvider({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [isPending, startTransition] = React.useTransition();

  const hrefFor = React.useCallback(
    (changes: Record<string, string | number | null>) => {
      const next = new URLSearchParams(params.toString());
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === "") next.delete(key);
        else next.set(key, String(value));
      }
      if (!("page" in changes)) next.delete("page");
      const query = next.toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [params, pathname],
  );

  const value = React.useMemo<TableState>(() => {
    const navigate: TableState["navigate"] = (changes) => startTransition(() => router.push(hrefFor(changes), { scroll: false }));
    return {
      page: Math.max(1, Number(params.get("page")) || 1),
      search: params.get("search") ?? "",
      tab: params.get("tab"),
      isPending,
      hrefFor,
      navigate,
      onLinkClick: (changes) => (event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(changes);
      },
    };
  }, [params, isPending, hrefFor, router]);
  return <TableStateContext.Provider value={value}>{children}</TableStateContext.Provider>;
}

export function useTableState(): TableState {
  const state = React.useContext(TableStateContext);
  if (!state) throw new Error("useTableState must be used inside <TableStateProvider>");
  return state;
}
