"use client";

import * as React from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { toast } from "@/lib/toast";
import { CheckCircle2Icon, SaveIcon, RouteIcon } from "lucide-react";
import { ADDRESS_MESSAGES, coordinatesOf, saveDeliveryAddress, type SavedAddress } from "@/components/addresses/address-api";
import { SavedAddressPicker } from "@/components/addresses/saved-address-picker";
import { PlaceSearch } from "@/components/maps/place-search";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PhoneField } from "@/components/ui/phone-field";
import { Separator } from "@/components/ui/separator";
import { Textarea } from "@/components/ui/textarea";
import { toastError } from "@/lib/api/client";
import { fieldId } from "./field-focus";
import { SelectedLocation } from "./selected-location";
import { upperCased } from "./upper-case";
import type { Side, WizardValues } from "./wizard-model";

const TITLES: Record<Side, { heading: string; word: string; label: string }> = {
  pickup: { heading: "Pickup location", word: "pickup", label: "Pickup" },
  dropoff: { heading: "Drop-off location", word: "dropoff", label: "Dropoff" },
};

export const TRIP_ONLY_MESSAGE = "This address will be used only for this trip.";

type Notice = { kind: "error" | "success"; text: string } | null;

/** One side of the trip: a saved address, or a new one found by place search, and its contact. */
export function LocationSide({ side }: { side: Side }) {
  const { register, control, setValue, getValues, setError, formState } = useFormContext<WizardValues>();
  const errors = formState.errors;
  const names = {
    location: `${side}_location`,
    latitude: `${side}_latitude`,
    longitude: `${side}_longitude`,
    business: `${side}_business_name`,
    pocName: `${side}_POC_name`,
    pocPhone: `${side}_POC_phone`,
    note: `${side}_additional_note`,
  } as const;
  const [location, latitude, longitude] = useWatch({ control, name: [names.location, names.latitude, names.longitude] });
  // The search box's text; the trip uses only a place chosen from the list (or a saved address).
  const [searchText, setSearchText] = React.useState(() => getValues(names.location));
  const [notice, setNotice] = React.useState<Notice>(null);
  const [isSaving, setIsSaving] = React.useState(false);
  const title = TITLES[side];
  const hasAddress = Boolean(location?.trim()) && latitude !== null && longitude !== null;

  function setPlace(place: { address: string; latitude: number; longitude: number }) {
    setValue(names.location, place.address, { shouldDirty: true });
    setValue(names.latitude, place.latitude, { shouldDirty: true });
    setValue(names.longitude, place.longitude, { shouldDirty: true });
    setSearchText(place.address);
    setNotice(null);
  }

  function pickSaved(address: SavedAddress) {
    const { latitude: lat, longitude: lng } = coordinatesOf(address);
    if (lat === null || lng === null) return;
    setPlace({ address: address.address, latitude: lat, longitude: lng });
    setValue(names.business, address.business_name, { shouldDirty: true });
  }

  async function saveAddress() {
    const values = getValues();
    if (!hasAddress) {
      setError(names.location, { type: "step", message: `${title.label} location is required.` });
      document.getElementById(fieldId(names.location))?.focus();
      return;
    }
    setIsSaving(true);
    try {
      const result = await saveDeliveryAddress({
        type: side,
        address: values[names.location],
        business_name: values[names.business],
        label: "",
        latitude: values[names.latitude],
        longitude: values[names.longitude],
      });
      const message = result.message || ADDRESS_MESSAGES.saved;
      toast.success(message);
      setNotice({ kind: "success", text: message });
    } catch (error) {
      toastError(error, ADDRESS_MESSAGES.saveFailed);
    } finally {
      setIsSaving(false);
    }
  }

  function keepForThisTrip() {
    if (!hasAddress) {
      setNotice({ kind: "error", text: `Please enter a ${title.word} address first` });
      return;
    }
    toast.success(TRIP_ONLY_MESSAGE);
    setNotice({ kind: "success", text: TRIP_ONLY_MESSAGE });
  }

  const locationId = fieldId(names.location);
  const locationError = errors[names.location]?.message;
  const text = (
    name: typeof names.business | typeof names.pocName,
    label: string,
    options: { upper?: boolean; optional?: boolean } = {},
  ) => {
    const id = fieldId(name);
    const error = errors[name]?.message;
    const registered = register(name);
    return (
      <Field id={id} label={label} error={error} isOptional={options.optional}>
        {(aria) => <Input {...aria} {...(options.upper ? upperCased(registered) : registered)} />}
      </Field>
    );
  };

  return (
    <section aria-labelledby={`job-${side}-heading`} className="grid content-start gap-5 rounded-lg border p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`job-${side}-heading`} className="flex items-center gap-2 font-semibold">
          <span
            aria-hidden="true"
            className="flex size-6 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {side === "pickup" ? "P" : "O"}
          </span>
          {title.heading}
        </h3>
        <SavedAddressPicker type={side} onPick={pickSaved} />
      </div>

      <Field
        id={locationId}
        label="Address"
        error={locationError}
        description="Type, then choose a place from the list, or choose a saved address."
      >
        <PlaceSearch id={locationId} value={searchText} onChange={setSearchText} onSelect={setPlace} invalid={Boolean(locationError)} />
      </Field>

      <SelectedLocation side={side} location={hasAddress ? location : null} latitude={latitude} longitude={longitude} />

      <div className="grid gap-4 sm:grid-cols-2">
        {text(names.business, "Business name", { optional: true })}
        {text(names.pocName, "POC name", { upper: true })}
        <PhoneField control={control} name={names.pocPhone} id={fieldId(names.pocPhone)} label="POC phone" />
        {side === "dropoff" ? (
          <Field
            id={fieldId("dropoff_POC_email")}
            label="POC e-mail"
            isOptional
            description="We e-mail the receiver a link to follow the vehicle."
            error={errors.dropoff_POC_email?.message}
            className="sm:col-span-2"
          >
            {(aria) => <Input type="email" autoComplete="email" {...aria} {...register("dropoff_POC_email")} />}
          </Field>
        ) : null}
        <Field id={fieldId(names.note)} label="Additional note" isOptional error={errors[names.note]?.message} className="sm:col-span-2">
          {(aria) => <Textarea rows={2} {...aria} {...upperCased(register(names.note))} />}
        </Field>
      </div>

      <Separator />
      <div className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={saveAddress} disabled={isSaving}>
            <SaveIcon aria-hidden="true" />
            {isSaving ? "Saving..." : "Save address"}
          </Button>
          <Button type="button" variant="ghost" onClick={keepForThisTrip}>
            <RouteIcon aria-hidden="true" />
            Use for this trip only
          </Button>
        </div>
        {notice ? (
          <p
            role={notice.kind === "error" ? "alert" : "status"}
            className={notice.kind === "error" ? "text-sm text-destructive" : "flex items-center gap-1.5 text-sm text-success"}
          >
            {notice.kind === "success" ? <CheckCircle2Icon className="size-4" aria-hidden="true" /> : null}
            {notice.text}
          </p>
        ) : null}
      </div>
    </section>
  );
}
