"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api, toastError } from "@/lib/api/client";
import { toast } from "@/lib/toast";
import { WEBHOOK_MESSAGES } from "@/lib/webhooks/messages";

type RemoveEndpointDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; endpointId: number; url: string };

/** Asks before removing: the endpoint goes with its log and any delivery still waiting. */
export function RemoveEndpointDialog({ open, onOpenChange, endpointId, url }: RemoveEndpointDialogProps) {
  const router = useRouter();
  const [isRemoving, setIsRemoving] = React.useState(false);

  async function remove() {
    setIsRemoving(true);
    try {
      const { message } = await api("admin/remove-webhook-endpoint", { method: "DELETE", query: { endpointId } });
      toast.success(message || WEBHOOK_MESSAGES.removed);
      onOpenChange(false);
      router.refresh();
    } catch (error) {
      toastError(error, "The endpoint could not be removed.");
    } finally {
      setIsRemoving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Remove endpoint?</DialogTitle>
          <DialogDescription>
            <span className="font-medium break-all text-foreground">{url}</span> gets no more events. Its deliveries, those still waiting
            too, are removed with it.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isRemoving}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={remove} disabled={isRemoving}>
            {isRemoving ? "Removing..." : "Remove"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
