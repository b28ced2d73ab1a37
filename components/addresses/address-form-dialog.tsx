"use client";

import * as React from "react";
import { Controller, type FieldErrors, type Resolver } from "react-hook-form";
import { PlaceSearch } from "@/components/maps/place-search";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { saveAddressAction, updateAddressAction } from "@/lib/addresses/actions";
import { ADDRESS_TYPES, saveAddressSchema } from "@/lib/addresses/schemas";
import { ADDRESS_TYPE_TITLES, addressPayload, coordinatesOf, type AddressFields, type SavedAddress } from "./address-api";

type AddressPayload = ReturnType<typeof addressPayload>;

const CHOOSE_PLACE = "Please choose the address from the suggestions, so it can be located.";

/** saveAddressSchema (the route's own) on the payload, which is what is sent; a missing coordinate is the address field's message. */
const addressResolver: Resolver<AddressFields, unknown, AddressPayload> = async (values) => {
  const payload = addressPayload(values);
  const parsed = saveAddressSchema.safeParse(payload);
  if (parsed.success) return { values: payload, errors: {} };
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
  const { form, formProps, isPending } = useActionForm<AddressFields, AddressPayload>({
    action: address ? updateAddressAction : saveAddressAction,
    resolver: addressResolver,
    defaultValues: initialValues(address),
    hidden: address ? { addressId: address.id } : undefined,
    onSuccess: onSaved,
  });
  const { control, register, setValue, formState } = form;
  const { errors } = formState;

  return (
    <form {...formProps} className="grid gap-4">
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
        <Button type="submit" disabled={isPending}>
          {isPending ? "Saving..." : address ? "Update" : "Save"}
        </Button>
      </DialogFooter>
    </form>
  );
}
