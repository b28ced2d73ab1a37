"use client";

import * as React from "react";
import { Controller, useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { toast } from "@/lib/toast";
import { PlaceSearch } from "@/components/maps/place-search";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toastError } from "@/lib/api/client";
import { ADDRESS_TYPES, saveAddressSchema } from "@/lib/addresses/schemas";
import {
  ADDRESS_MESSAGES,
  ADDRESS_TYPE_TITLES,
  addressPayload,
  coordinatesOf,
  saveDeliveryAddress,
  updateDeliveryAddress,
  type AddressFields,
  type SavedAddress,
} from "./address-api";

const CHOOSE_PLACE = "Please choose the address from the suggestions, so it can be located.";

/** saveAddressSchema (the route's own) on the payload; a missing coordinate is the address field's message. */
const addressResolver: Resolver<AddressFields> = async (values) => {
  const parsed = saveAddressSchema.safeParse(addressPayload(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<AddressFields> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "address");
    const field = (/_(latitude|longitude)$/.test(key) ? "address" : key) as keyof AddressFields;
    const message = field === "address" && key !== "address" ? CHOOSE_PLACE : issue.message;
    errors[field] ??= { type: "validate", message };
  }
  return { values: {}, errors };
};

function initialValues(address?: SavedAddress): AddressFields {
  if (!address) return { type: "pickup", address: "", business_name: "", label: "", latitude: null, longitude: null };
  return {
    type: address.type,
    address: address.address,
    business_name: address.business_name,
    label: address.label,
    ...coordinatesOf(address),
  };
}

type AddressFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address to edit; none to add one. */
  address?: SavedAddress;
  onSaved: () => void;
};

/** Add or edit one of the company's saved addresses. */
export function AddressFormDialog({ open, onOpenChange, address, onSaved }: AddressFormDialogProps) {
  const isEdit = Boolean(address);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{isEdit ? "Edit address" : "Add address"}</DialogTitle>
          <DialogDescription>
            {isEdit ? "Change this saved address." : "Save an address your company uses for pickups or drop-offs."}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <AddressForm
            key={address?.id ?? "new"}
            address={address}
            onCancel={() => onOpenChange(false)}
            onSaved={() => {
              onOpenChange(false);
              onSaved();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AddressForm({ address, onCancel, onSaved }: { address?: SavedAddress; onCancel: () => void; onSaved: () => void }) {
  const { control, register, handleSubmit, setValue, formState } = useForm<AddressFields>({
    defaultValues: initialValues(address),
    resolver: addressResolver,
  });
  const { errors, isSubmitting } = formState;

  async function save(values: AddressFields) {
    try {
      const result = address ? await updateDeliveryAddress(address.id, values) : await saveDeliveryAddress(values);
      toast.success(result.message || (address ? ADDRESS_MESSAGES.updated : ADDRESS_MESSAGES.saved));
      onSaved();
    } catch (error) {
      toastError(error, ADDRESS_MESSAGES.saveFailed);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(save)} className="grid gap-4" aria-busy={isSubmitting}>
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <Field id="address-type" label="Type" error={errors.type?.message}>
            {(aria) => (
              <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                <SelectTrigger ref={field.ref} className="w-full" {...aria}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {ADDRESS_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {ADDRESS_TYPE_TITLES[type]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
        )}
      />
      <Field id="address-label" label="Label" isOptional error={errors.label?.message}>
        {(aria) => <Input placeholder="e.g. Main Lot" {...aria} {...register("label")} />}
      </Field>
      <Field id="address-business" label="Business name" isOptional error={errors.business_name?.message}>
        {(aria) => <Input {...aria} {...register("business_name")} />}
      </Field>
      <Controller
        control={control}
        name="address"
        render={({ field }) => (
          <Field id="address-place" label="Address" error={errors.address?.message} description="Type, then choose a place from the list.">
            <PlaceSearch
              id="address-place"
              name={field.name}
              value={field.value}
              invalid={Boolean(errors.address)}
              onChange={(text) => {
                // Typed text is not located yet: the coordinates come with a chosen place.
                field.onChange(text);
                setValue("latitude", null);
                setValue("longitude", null);
              }}
              onSelect={(place) => {
                field.onChange(place.address);
                setValue("latitude", place.latitude);
                setValue("longitude", place.longitude);
              }}
            />
          </Field>
        )}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : address ? "Update" : "Save"}
        </Button>
      </DialogFooter>
    </form>
  );
}
