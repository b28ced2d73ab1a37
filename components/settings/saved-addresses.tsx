"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { ADDRESS_MESSAGES, ADDRESS_TYPE_TITLES, type SavedAddress } from "@/components/addresses/address-api";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { DataTableSearch } from "@/components/data-table/data-table-search";
import { TableStateProvider } from "@/components/data-table/table-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { lazyDialog } from "@/components/ui/lazy-dialog";

const AddressFormDialog = lazyDialog(() => import("@/components/addresses/address-form-dialog").then((m) => m.AddressFormDialog));
const DeleteAddressDialog = lazyDialog(
  () => import("./delete-address-dialog").then((m) => m.DeleteAddressDialog),
  (props) => props.address !== null,
);

type SavedAddressesProps = { rows: SavedAddress[]; total: number; limit: number };

/** The company's saved addresses: search, pages, add, edit and delete. */
export function SavedAddresses({ rows, total, limit }: SavedAddressesProps) {
  const router = useRouter();
  const [editing, setEditing] = React.useState<{ address?: SavedAddress } | null>(null);
  const [deleting, setDeleting] = React.useState<SavedAddress | null>(null);
  const refresh = () => router.refresh();

  const columns: Column<SavedAddress>[] = [
    {
      key: "type",
      header: "Type",
      cell: (a) => <Badge variant={a.type === "pickup" ? "info" : "secondary"}>{ADDRESS_TYPE_TITLES[a.type]}</Badge>,
    },
    { key: "label", header: "Label", cell: (a) => a.label || "-" },
    { key: "business", header: "Business name", cell: (a) => a.business_name || "-" },
    { key: "address", header: "Address", cell: (a) => <span className="block min-w-56 whitespace-normal">{a.address}</span> },
    {
      key: "actions",
      header: <span className="sr-only">Actions</span>,
      className: "w-24 text-right",
      cell: (a) => {
        const name = a.business_name || a.label || a.address;
        return (
          <div className="flex justify-end gap-1">
            <Button type="button" variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={() => setEditing({ address: a })}>
              <PencilIcon aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Delete ${name}`}
              className="text-destructive hover:text-destructive"
              onClick={() => setDeleting(a)}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <TableStateProvider>
      <Card role="region" aria-labelledby="saved-addresses-title" className="min-w-0">
        <CardHeader className="max-sm:grid-cols-1!">
          <CardTitle id="saved-addresses-title" role="heading" aria-level={2}>
            Saved addresses
          </CardTitle>
          <CardDescription>Your company&apos;s pickup and drop-off addresses, offered in new job requests.</CardDescription>
          <CardAction className="col-start-1 row-span-1 row-start-3 justify-self-start pt-2 sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:justify-self-end sm:pt-0">
            <Button type="button" onClick={() => setEditing({})}>
              <PlusIcon aria-hidden="true" />
              Add address
            </Button>
          </CardAction>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          <DataTableSearch placeholder="Search addresses" label="Search saved addresses" />
          <DataTable columns={columns} rows={rows} rowKey={(a) => a.id} emptyText={ADDRESS_MESSAGES.empty} caption="Saved addresses" />
          <DataTablePagination total={total} limit={limit} />
        </CardContent>
      </Card>
      <AddressFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        address={editing?.address}
        onSaved={refresh}
      />
      <DeleteAddressDialog address={deleting} onOpenChange={(open) => !open && setDeleting(null)} onDeleted={refresh} />
    </TableStateProvider>
  );
}
