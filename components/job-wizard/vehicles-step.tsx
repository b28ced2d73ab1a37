"use client";

import * as React from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { CarIcon, CircleAlertIcon, PencilIcon, Trash2Icon, TriangleAlertIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { vinWarning } from "@/lib/jobs/vin";
import { toast } from "@/lib/toast";
import type { DecodedFields, VehicleFromVin } from "./decoded-vehicle";
import { focusField } from "./field-focus";
import { VehicleEntry, type VehicleMake } from "./vehicle-entry";
import { VinPaste } from "./vin-paste";
import { isBlankVehicle, type VehicleDraft, type WizardValues } from "./wizard-model";

/** Step 3: the vehicles of the request (one job each) and the entry to add another. */
export function VehiclesStep({ makes, onAdd }: { makes: VehicleMake[]; onAdd: () => void }) {
  const { control, setValue, getValues, formState } = useFormContext<WizardValues>();
  const [vehicles, entryVin] = useWatch({ control, name: ["vehicle_details", "vehicle.vinNumber"] });
  const listError = formState.errors.vehicle_details?.message;
  const [vinNote, setVinNote] = React.useState("");
  // The entry's fields a decode filled (a later decode may replace them, never the person's own).
  const decodeFilledRef = React.useRef<DecodedFields>({});

  function remove(index: number) {
    setValue(
      "vehicle_details",
      getValues("vehicle_details").filter((_, i) => i !== index),
      { shouldDirty: true },
    );
  }

  function fillEntry({ draft, note }: VehicleFromVin) {
    setValue("vehicle", draft, { shouldDirty: true });
    decodeFilledRef.current = { year: draft.year, make: draft.make, model: draft.model, fueltype: draft.fueltype };
    setVinNote(note);
  }

  // A listed vehicle goes back into the form to be changed, and is added again from there.
  function edit(index: number) {
    if (!isBlankVehicle(getValues("vehicle"))) {
      toast.error("Add or clear the vehicle being entered first.");
      return;
    }
    setValue("vehicle", getValues("vehicle_details")[index]!, { shouldDirty: true });
    remove(index);
    decodeFilledRef.current = {};
    setVinNote("");
    focusField("vehicle.year");
  }

  return (
    <div className="grid gap-8">
      <section aria-labelledby="job-vehicle-entry" className="grid gap-4">
        <div>
          <h3 id="job-vehicle-entry" className="font-medium">
            Add a vehicle
          </h3>
          <p className="text-sm text-muted-foreground">Each vehicle becomes its own job.</p>
        </div>
        <VehicleEntry
          makes={makes}
          onAdd={onAdd}
          vinNote={entryVin ? vinNote : ""}
          onVinNote={setVinNote}
          decodeFilledRef={decodeFilledRef}
        />
        <VinPaste onEntry={fillEntry} />
      </section>

      <section aria-labelledby="job-vehicle-list" className="grid gap-3">
        <h3 id="job-vehicle-list" className="font-medium">
          Vehicles in this request ({vehicles.length})
        </h3>
        {listError ? (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2.5 text-sm text-destructive"
          >
            <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>{listError}</p>
          </div>
        ) : null}
        {vehicles.length === 0 ? (
          <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">No vehicles added yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Vehicles">
            {vehicles.map((vehicle, index) => (
              <VehicleRow
                key={`${vehicle.vinNumber}-${index}`}
                vehicle={vehicle}
                onEdit={() => edit(index)}
                onRemove={() => remove(index)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function VehicleRow({ vehicle, onEdit, onRemove }: { vehicle: VehicleDraft; onEdit: () => void; onRemove: () => void }) {
  const warning = vinWarning(vehicle.vinNumber);
  return (
    <li className="flex items-start gap-3 rounded-lg border bg-card p-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted" aria-hidden="true">
        <CarIcon className="size-4 text-muted-foreground" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-medium">
          {vehicle.year} {vehicle.make} {vehicle.model}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="font-mono break-all text-foreground">{vehicle.vinNumber}</span>
          <span>{vehicle.fueltype}</span>
          {vehicle.PO_number ? <span>PO number: {vehicle.PO_number}</span> : <Badge variant="warning">No PO number</Badge>}
        </p>
        {warning ? (
          <p className="flex items-start gap-1.5 text-xs text-warning-foreground">
            <TriangleAlertIcon className="mt-px size-3.5 shrink-0 text-warning" aria-hidden="true" />
            {warning}
          </p>
        ) : null}
      </div>
      <Button type="button" variant="ghost" size="icon" onClick={onEdit} aria-label={`Change vehicle ${vehicle.vinNumber}`}>
        <PencilIcon aria-hidden="true" />
      </Button>
      <Button type="button" variant="ghost" size="icon" onClick={onRemove} aria-label={`Remove vehicle ${vehicle.vinNumber}`}>
        <Trash2Icon aria-hidden="true" />
      </Button>
    </li>
  );
}
