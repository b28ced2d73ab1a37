"use client";

import * as React from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { CircleAlertIcon, PlusIcon, TriangleAlertIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { VEHICLE_INCOMPLETE, vehicleYears } from "@/lib/jobs/schemas";
import { isAbortError } from "@/lib/api/client";
import { normalizeVin, VIN_PATTERN, vinWarning } from "@/lib/jobs/vin";
import { FUEL_TYPES } from "@/lib/vehicles/fuel-types";
import { fieldId } from "./field-focus";
import { decodedChanges, vehicleFromDecoded, type DecodedFields } from "./decoded-vehicle";
import { upperCased } from "./upper-case";
import { decodeVinList } from "./vin-decode";
import type { VehicleDraft, WizardValues } from "./wizard-model";

export type VehicleMake = { id: number; make: string; models: string[] };

type SelectName = "vehicle.year" | "vehicle.make" | "vehicle.model" | "vehicle.fueltype";

type VehicleEntryProps = {
  makes: VehicleMake[];
  onAdd: () => void;
  /** What the last decoded VIN said (VehiclesStep keeps it: a pasted VIN can land in this form too). */
  vinNote: string;
  onVinNote: (note: string) => void;
  /** The fields a decode filled, which a later decode may replace (never one the person chose). */
  decodeFilledRef: React.RefObject<DecodedFields>;
};

const DECODE_FAILED = "The VIN could not be decoded: please fill in the details.";

/** The vehicle being filled in: year, make, model (by make), VIN, fuel type and PO number. */
export function VehicleEntry({ makes, onAdd, vinNote, onVinNote, decodeFilledRef }: VehicleEntryProps) {
  const { register, control, setValue, getValues, formState } = useFormContext<WizardValues>();
  const decoding = React.useRef<AbortController | null>(null);
  const entryErrors = formState.errors.vehicle as Partial<Record<keyof VehicleDraft, { message?: string }>> | undefined;
  const [make, vin] = useWatch({ control, name: ["vehicle.make", "vehicle.vinNumber"] });
  const models = makes.find((m) => m.make === make)?.models ?? [];
  const isIncomplete = Object.values(entryErrors ?? {}).some((e) => e?.message === VEHICLE_INCOMPLETE);
  const warning = vinWarning(normalizeVin(vin ?? ""));

  const errorOf = (key: keyof VehicleDraft) => entryErrors?.[key]?.message;

  // A VIN typed or pasted in full fills what its decode settles; the person can change each field after.
  async function onVinTyped(value: string) {
    const typed = normalizeVin(value);
    decoding.current?.abort();
    if (!VIN_PATTERN.test(typed)) return onVinNote("");
    const controller = new AbortController();
    decoding.current = controller;
    onVinNote("Decoding the VIN…");
    try {
      const [decoded] = await decodeVinList([typed], controller.signal);
      if (!decoded || controller.signal.aborted) return;
      const { draft, note } = vehicleFromDecoded(decoded, vehicleYears());
      const changes = decodedChanges(getValues("vehicle"), draft, decodeFilledRef.current);
      for (const [key, value] of Object.entries(changes) as [keyof DecodedFields, string][]) {
        setValue(`vehicle.${key}`, value, { shouldDirty: true });
      }
      decodeFilledRef.current = { ...decodeFilledRef.current, ...changes };
      onVinNote(note);
    } catch (error) {
      if (!isAbortError(error)) onVinNote(DECODE_FAILED);
    }
  }

  const vinField = upperCased(register("vehicle.vinNumber"));

  const select = (
    name: SelectName,
    label: string,
    options: string[],
    extra: { disabled?: boolean; placeholder: string; onPick?: () => void },
  ) => {
    const key = name.slice("vehicle.".length) as keyof VehicleDraft;
    const id = fieldId(name);
    const error = errorOf(key);
    return (
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Field id={id} label={label} error={error} isMessageElsewhere={error === VEHICLE_INCOMPLETE}>
            {(aria) => (
              <Select
                value={field.value}
                onValueChange={(value) => {
                  field.onChange(value);
                  extra.onPick?.();
                }}
                disabled={extra.disabled}
                name={field.name}
              >
                <SelectTrigger ref={field.ref} onBlur={field.onBlur} className="w-full" {...aria}>
                  <SelectValue placeholder={extra.placeholder} />
                </SelectTrigger>
                <SelectContent>
                  {options.map((option) => (
                    <SelectItem key={option} value={option}>
                      {option}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
        )}
      />
    );
  };

  const vinId = fieldId("vehicle.vinNumber");
  const vinError = errorOf("vinNumber");
  const poId = fieldId("vehicle.PO_number");

  return (
    <div className="grid gap-5">
      {isIncomplete ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2.5 text-sm text-destructive"
        >
          <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{VEHICLE_INCOMPLETE}</p>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {select("vehicle.year", "Year", vehicleYears().map(String), { placeholder: "Select year" })}
        {select(
          "vehicle.make",
          "Make",
          makes.map((m) => m.make),
          // SPEC.md §5: changing the make clears the model.
          { placeholder: "Select make", onPick: () => setValue("vehicle.model", "") },
        )}
        {select("vehicle.model", "Model", models, { placeholder: make ? "Select model" : "Select a make first", disabled: !make })}
        <Field
          id={vinId}
          label="VIN"
          error={vinError}
          isMessageElsewhere={vinError === VEHICLE_INCOMPLETE}
          description={
            warning ? (
              <span className="flex items-start gap-1.5 text-warning-foreground">
                <TriangleAlertIcon className="mt-px size-3.5 shrink-0 text-warning" aria-hidden="true" />
                {warning}
              </span>
            ) : (
              "17 letters and digits (no I, O or Q)."
            )
          }
        >
          {(aria) => (
            <Input
              maxLength={17}
              autoComplete="off"
              spellCheck={false}
              className="font-mono tracking-wide"
              {...aria}
              {...vinField}
              onChange={(event) => {
                void vinField.onChange(event);
                void onVinTyped(event.target.value);
              }}
            />
          )}
        </Field>
        {select("vehicle.fueltype", "Fuel type", [...FUEL_TYPES], { placeholder: "Select fuel type" })}
        <Field
          id={poId}
          label="PO Number"
          isOptional
          error={errorOf("PO_number")}
          description="Without a PO number the job waits in PO Missing."
        >
          {(aria) => <Input autoComplete="off" {...aria} {...upperCased(register("vehicle.PO_number"))} />}
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="secondary" onClick={onAdd}>
          <PlusIcon aria-hidden="true" />
          Add vehicle
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {vinNote}
        </p>
      </div>
    </div>
  );
}
