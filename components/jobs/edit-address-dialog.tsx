"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { MapPinIcon } from "lucide-react";
import { toast } from "@/lib/toast";
import { AuthField, fieldAria } from "@/components/auth/auth-field";
import { PlaceSearch } from "@/components/maps/place-search";
import { NO_GEOMETRY_MESSAGE as NO_GEOMETRY } from "@/components/maps/place-search";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { api, toastError } from "@/lib/api/client";
import { ADDRESS_NEEDED } from "@/lib/jobs/schemas";
import type { SelectedPlace } from "@/lib/maps/schemas";
import { useResetOnOpen } from "@/components/ui/use-reset-on-open";

const SUCCESS = "Updated Address successfully!";
const FAILURE = "Address update failed";

type EditAddressDialogProps = {
  jobId: number;
  type: "pickup" | "dropoff";
  /** The current business name and address, shown before any change. */
  businessName: string | null;
  address: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone?: () => void;
};

/**
 * The admin's edit of a job's pickup or drop-off (SPEC.md §2, §5): a business name and/or a
 * new place from the search. A name alone keeps the current address and coordinates.
 */
export function EditAddressDialog({ jobId, type, businessName, address, open, onOpenChange, onDone }: EditAddressDialogProps) {
  const router = useRouter();
  const [name, setName] = React.useState(businessName ?? "");
  const [query, setQuery] = React.useState("");
  const [place, setPlace] = React.useState<SelectedPlace | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [isSaving, setIsSaving] = React.useState(false);
  const side = type === "pickup" ? "Pickup" : "Drop-off";
  const ids = { name: `edit-${type}-business-name`, address: `edit-${type}-address`, error: `edit-${type}-error` };

  useResetOnOpen(open, () => {
    setName(businessName ?? "");
    setQuery("");
    setPlace(null);
    setError(null);
  });

  function onSelect(selected: SelectedPlace) {
    if (!Number.isFinite(selected.latitude) || !Number.isFinite(selected.longitude)) {
      setPlace(null);
      setError(NO_GEOMETRY);
      return;
    }
    setPlace(selected);
    setError(null);
  }

  function onType(text: string) {
    setQuery(text);
    if (place && text !== place.address) setPlace(null);
    if (error) setError(null);
  }

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    // Typed text that was never chosen from the list has no coordinates to save.
    if (query.trim() && !place) {
      setError(NO_GEOMETRY);
      return;
    }
    if (!name.trim() && !place) {
      setError(ADDRESS_NEEDED);
      return;
    }
    setIsSaving(true);
    try {
      const { message } = await api("customer/update-delivery-address", {
        method: "PUT",
        body: {
          jobId,
          type,
          business_name: name.trim(),
          address: place?.address ?? "",
          latitude: place?.latitude ?? null,
          longitude: place?.longitude ?? null,
        },
      });
      toast.success(message || SUCCESS);
      onOpenChange(false);
      router.refresh();
      onDone?.();
    } catch (err) {
      toastError(err, FAILURE);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !isSaving && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={isSaving}>
          <DialogHeader>
            <DialogTitle>Edit {side} Address</DialogTitle>
            <DialogDescription>Are you sure you want to edit this address?</DialogDescription>
          </DialogHeader>
          <div className="flex items-start gap-2 rounded-md border bg-muted/40 px-3 py-2.5 text-sm">
            <MapPinIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <p className="min-w-0 break-words">
              <span className="text-muted-foreground">Current: </span>
              {address}
            </p>
          </div>
          <AuthField id={ids.name} label="Business Name">
            <Input
              value={name}
              maxLength={200}
              autoComplete="organization"
              onChange={(e) => {
                setName(e.target.value);
                if (error === ADDRESS_NEEDED) setError(null);
              }}
              {...fieldAria(ids.name)}
            />
          </AuthField>
          <div className="grid gap-2">
            <PlaceSearch
              id={ids.address}
              label="Address"
              value={query}
              onChange={onType}
              onSelect={onSelect}
              onError={(message) => {
                setPlace(null);
                setError(message);
              }}
              invalid={error === NO_GEOMETRY}
              placeholder="Search for the new address"
            />
            {place ? (
              <p className="text-xs text-muted-foreground">
                New address: <span className="text-foreground">{place.address}</span>
              </p>
            ) : (
              <p className="text-xs text-muted-foreground">Leave empty to keep the current address.</p>
            )}
          </div>
          {error ? (
            <p id={ids.error} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isSaving}>
                Back
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSaving}>
              {isSaving ? "Saving..." : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
