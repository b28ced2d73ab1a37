"use client";

import { Controller, useFormContext, useWatch } from "react-hook-form";
import { CircleAlertIcon, PlusIcon, TriangleAlertIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { VEHICLE_INCOMPLETE, vehicleYears } from "@/lib/jobs/schemas";
import { normalizeVin, vinWarning } from "@/lib/jobs/vin";
import { FUEL_TYPES } from "@/lib/vehicles/fuel-types";
import { fieldId } from "./field-focus";
import { upperCased } from "./upper-case";
import type { VehicleDraft, WizardValues } from "./wizard-model";

export type VehicleMake = { id: number; make: string; models: string[] };

type SelectName = "vehicle.year" | "vehicle.make" | "vehicle.model" | "vehicle.fueltype";

/** The vehicle being filled in: year, make, model (by make), VIN, fuel type and PO number. */
export function VehicleEntry({ makes, onAdd }: { makes: VehicleMake[]; onAdd: () => void }) {
  const { register, control, setValue, formState } = useFormContext<WizardValues>();
  const entryErrors = formState.errors.vehicle as Partial<Record<keyof VehicleDraft, { message?: string }>> | undefined;
  const [make, vin] = useWatch({ control, name: ["vehicle.make", "vehicle.vinNumber"] });
  const models = makes.find((m) => m.make === make)?.models ?? [];
  const isIncomplete = Object.values(entryErrors ?? {}).some((e) => e?.message === VEHICLE_INCOMPLETE);
  const warning = vinWarning(normalizeVin(vin ?? ""));

  const errorOf = (key: keyof VehicleDraft) => entryErrors?.[key]?.message;

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
              {...upperCased(register("vehicle.vinNumber"))}
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
      <div>
        <Button type="button" variant="secondary" onClick={onAdd}>
          <PlusIcon aria-hidden="true" />
          Add vehicle
        </Button>
      </div>
    </div>
  );
}
