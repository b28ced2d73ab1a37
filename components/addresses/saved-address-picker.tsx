"use client";

import * as React from "react";
import { BookMarkedIcon, MapPinIcon, SearchIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { isAbortError } from "@/lib/api/client";
import { ADDRESS_MESSAGES, ADDRESS_TYPE_TITLES, listSavedAddresses, type AddressType, type SavedAddress } from "./address-api";

const SEARCH_DEBOUNCE_MS = 500;

type PickerState =
  | { status: "loading"; items: SavedAddress[]; total: number }
  | { status: "error"; items: SavedAddress[]; total: number }
  | { status: "ready"; items: SavedAddress[]; total: number };

type SavedAddressPickerProps = {
  type: AddressType;
  onPick: (address: SavedAddress) => void;
};

/** The company's saved addresses of one type, in a dialog: search, load more, pick. */
export function SavedAddressPicker({ type, onPick }: SavedAddressPickerProps) {
  const [open, setOpen] = React.useState(false);
  const title = `Saved ${ADDRESS_TYPE_TITLES[type].toLowerCase()} addresses`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="w-full sm:w-auto">
          <BookMarkedIcon aria-hidden="true" />
          Choose a saved address
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Pick one of your company&apos;s saved addresses for this trip.</DialogDescription>
        </DialogHeader>
        {open ? (
          <AddressList
            type={type}
            onPick={(address) => {
              onPick(address);
              setOpen(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AddressList({ type, onPick }: SavedAddressPickerProps) {
  const [search, setSearch] = React.useState("");
  const [query, setQuery] = React.useState({ search: "", page: 1 });
  const [state, setState] = React.useState<PickerState>({ status: "loading", items: [], total: 0 });

  React.useEffect(() => {
    const timer = setTimeout(() => {
      if (search.trim() !== query.search) setQuery({ search: search.trim(), page: 1 });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, query.search]);

  // A new query shows "loading" (a first page starts from an empty list) until its answer.
  const [shownQuery, setShownQuery] = React.useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setState((s) => ({ ...s, status: "loading", items: query.page === 1 ? [] : s.items }));
  }

  React.useEffect(() => {
    const controller = new AbortController();
    listSavedAddresses({ page: query.page, type, search: query.search }, controller.signal)
      .then((result) =>
        setState((s) => ({
          status: "ready",
          items: query.page === 1 ? result.data : [...s.items, ...result.data],
          total: result.total ?? result.data.length,
        })),
      )
      .catch((error: unknown) => {
        if (!isAbortError(error)) setState((s) => ({ ...s, status: "error" }));
      });
    return () => controller.abort();
  }, [type, query]);

  const { status, items, total } = state;
  return (
    <div className="grid gap-3">
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search saved addresses"
          placeholder="Search by name or address"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="pl-8"
        />
      </div>
      <div className="max-h-[55dvh] min-h-40 overflow-y-auto rounded-md border" aria-busy={status === "loading"}>
        {items.length > 0 ? (
          <ul className="divide-y" aria-label="Saved addresses">
            {items.map((address) => (
              <li key={address.id}>
                <button
                  type="button"
                  onClick={() => onPick(address)}
                  className="flex w-full items-start gap-3 px-3 py-3 text-left transition-colors outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
                >
                  <MapPinIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="grid min-w-0 gap-0.5">
                    <span className="truncate text-sm font-medium">{address.business_name || address.label || address.address}</span>
                    <span className="text-sm break-words text-muted-foreground">{address.address}</span>
                    {address.label && address.business_name ? <span className="text-xs text-muted-foreground">{address.label}</span> : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <ListStatus status={status} isEmpty={items.length === 0} />
      </div>
      {status === "ready" && items.length < total ? (
        <Button type="button" variant="outline" onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}

function ListStatus({ status, isEmpty }: { status: PickerState["status"]; isEmpty: boolean }) {
  if (status === "loading") {
    return (
      <p role="status" className="px-3 py-6 text-center text-sm text-muted-foreground">
        {ADDRESS_MESSAGES.loading}
      </p>
    );
  }
  if (status === "error") {
    return (
      <p role="alert" className="px-3 py-6 text-center text-sm text-destructive">
        {ADDRESS_MESSAGES.loadFailed}
      </p>
    );
  }
  if (isEmpty) return <p className="px-3 py-6 text-center text-sm text-muted-foreground">{ADDRESS_MESSAGES.empty}</p>;
  return null;
}
