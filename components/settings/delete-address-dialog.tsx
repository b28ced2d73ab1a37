"use client";

import * as React from "react";
import { CircleAlertIcon } from "lucide-react";
import { toast } from "@/lib/toast";
import { ADDRESS_MESSAGES, deleteDeliveryAddress, type SavedAddress } from "@/components/addresses/address-api";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

type DeleteAddressDialogProps = {
  address: SavedAddress | null;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
};

/** Asks before deleting; a failure stays in the dialog as an alert (SPEC.md §8). */
export function DeleteAddressDialog({ address, onOpenChange, onDeleted }: DeleteAddressDialogProps) {
  const [isDeleting, setIsDeleting] = React.useState(false);
  const [failed, setFailed] = React.useState(false);

  async function remove() {
    if (!address) return;
    setIsDeleting(true);
    setFailed(false);
    try {
      const result = await deleteDeliveryAddress(address.id);
      toast.success(result.message || ADDRESS_MESSAGES.deleted);
      onOpenChange(false);
      onDeleted();
    } catch {
      setFailed(true);
    } finally {
      setIsDeleting(false);
    }
  }

  return (
    <Dialog
      open={address !== null}
      onOpenChange={(open) => {
        if (!open) setFailed(false);
        onOpenChange(open);
      }}
    >
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Delete address?</DialogTitle>
          <DialogDescription>
            {address ? (
              <>
                <span className="font-medium text-foreground">{address.business_name || address.label || address.address}</span>
                {address.business_name || address.label ? ` (${address.address})` : null} will no longer be offered in new job requests.
              </>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        {failed ? (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2.5 text-sm text-destructive"
          >
            <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>{ADDRESS_MESSAGES.deleteFailed}</p>
          </div>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={remove} disabled={isDeleting}>
            {isDeleting ? "Deleting..." : "Delete"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
