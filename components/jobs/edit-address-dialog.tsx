"use client";

import * as React from "react";
import { MapPinIcon } from "lucide-react";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { PlaceSearch } from "@/components/maps/place-search";
import { NO_GEOMETRY_MESSAGE as NO_GEOMETRY } from "@/components/maps/place-search";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, FieldMessage } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useResetOnOpen } from "@/components/ui/use-reset-on-open";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { updateJobAddressAction } from "@/lib/jobs/actions";
import type { jobAddressSchema } from "@/lib/jobs/schemas";

type EditAddressValues = {
  jobId: number;
  type: "pickup" | "dropoff";
  business_name: string;
  /** The search box's text; it is an address only with the coordinates of a place chosen from the list. */
  address: string;
  latitude: number | null;
  longitude: number | null;
};
type EditAddressPayload = z.output<typeof jobAddressSchema>;

const resolver = lazyZodResolver<EditAddressValues, EditAddressPayload>(() => import("@/lib/jobs/schemas").then((m) => m.jobAddressSchema));

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
  const side = type === "pickup" ? "Pickup" : "Drop-off";
  const ids = { name: `edit-${type}-business-name`, address: `edit-${type}-address`, error: `edit-${type}-error` };
  const openingValues = (): EditAddressValues => ({
    jobId,
    type,
    business_name: businessName ?? "",
    address: "",
    latitude: null,
    longitude: null,
  });
  const { form, formProps, isPending } = useActionForm<EditAddressValues, EditAddressPayload>({
    action: updateJobAddressAction,
    resolver,
    defaultValues: openingValues(),
    onSuccess: () => {
      onOpenChange(false);
      onDone?.();
    },
  });
  const { register, control, setValue, setError, clearErrors, reset, formState } = form;
  useResetOnOpen(open, () => reset(openingValues()));
  const [newAddress, latitude] = useWatch({ control, name: ["address", "latitude"] });
  const { errors } = formState;
  const error = errors.address?.message;

  /** The coordinates of a chosen place, or none while the text is typed (a message when the place cannot be located). */
  function locate(place: { latitude: number; longitude: number } | null, message?: string) {
    setValue("latitude", place?.latitude ?? null);
    setValue("longitude", place?.longitude ?? null);
    if (message) setError("address", { message });
    else clearErrors("address");
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <form {...formProps} className="grid gap-5">
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
          <Field id={ids.name} label="Business Name">
            {(aria) => <Input maxLength={200} autoComplete="organization" {...aria} {...register("business_name", { deps: "address" })} />}
          </Field>
          <div className="grid gap-2">
            {/* The search labels its own field: without a label it would be named by its placeholder. */}
            <PlaceSearch
              id={ids.address}
              label="Address"
              value={newAddress}
              onChange={(text) => {
                // Typed text is not located yet: the coordinates come with a chosen place.
                setValue("address", text);
                locate(null);
              }}
              onSelect={(place) =>
                Number.isFinite(place.latitude) && Number.isFinite(place.longitude) ? locate(place) : locate(null, NO_GEOMETRY)
              }
              onError={(message) => locate(null, message)}
              invalid={error === NO_GEOMETRY}
              placeholder="Search for the new address"
            />
            {latitude !== null ? (
              <p className="text-xs text-muted-foreground">
                New address: <span className="text-foreground">{newAddress}</span>
              </p>
            ) : (
              <p className="text-xs text-muted-foreground">Leave empty to keep the current address.</p>
            )}
          </div>
          <FieldMessage id={ids.error}>{error}</FieldMessage>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isPending}>
                Back
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isPending}>
              {isPending ? "Saving..." : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
