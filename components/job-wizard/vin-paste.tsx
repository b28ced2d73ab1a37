"use client";

import * as React from "react";
import { useFormContext } from "react-hook-form";
import { ClipboardListIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api/client";
import { vehicleYears } from "@/lib/jobs/schemas";
import { normalizeVin } from "@/lib/jobs/vin";
import { splitVins } from "@/lib/vin/split-vins";
import { vehicleFromDecoded, type VehicleFromVin } from "./decoded-vehicle";
import { fieldId } from "./field-focus";
import { upperCaseAsTyped } from "./upper-case";
import { decodeVinList } from "./vin-decode";
import { isBlankVehicle, loadWizardChecks, type WizardValues } from "./wizard-model";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Several VINs pasted at once (commas, spaces or line breaks): each is decoded and, when that
 * fills every required field, added as its own vehicle. The first that needs more goes into the
 * entry form (when it is empty), the others stay in the box with the pieces that are not VINs.
 */
export function VinPaste({ onEntry }: { onEntry: (entry: VehicleFromVin) => void }) {
  const { getValues, setValue } = useFormContext<WizardValues>();
  const [text, setText] = React.useState("");
  const [report, setReport] = React.useState("");
  const [isBusy, setIsBusy] = React.useState(false);
  const id = fieldId("vin_paste");

  async function decodeAndAdd() {
    const { vins, rejected } = splitVins(text);
    if (vins.length === 0) {
      setReport(rejected.length ? `Not VINs: ${rejected.join(", ")}.` : "Paste one or more VINs first.");
      return;
    }
    setIsBusy(true);
    try {
      const [decoded, { vehicleEntryIssues }] = await Promise.all([decodeVinList(vins), loadWizardChecks()]);
      const years = vehicleYears();
      const list = [...getValues("vehicle_details")];
      const repeated: string[] = [];
      const pending: VehicleFromVin[] = [];
      let added = 0;
      for (const vehicle of decoded) {
        if (list.some((v) => normalizeVin(v.vinNumber) === vehicle.vin)) {
          repeated.push(vehicle.vin);
          continue;
        }
        const entry = vehicleFromDecoded(vehicle, years);
        if (vehicleEntryIssues({ vehicle: entry.draft, vehicle_details: list }).length === 0) {
          list.push(entry.draft);
          added += 1;
        } else pending.push(entry);
      }
      if (added > 0) setValue("vehicle_details", list, { shouldDirty: true });
      const [first, ...rest] = pending;
      const toForm = first && isBlankVehicle(getValues("vehicle")) ? first : undefined;
      if (toForm) onEntry(toForm);
      const waiting = toForm ? rest : pending;
      setText([...waiting.map((p) => p.draft.vinNumber), ...rejected].join("\n"));
      const parts = [`${plural(added, "vehicle", "vehicles")} added.`];
      if (toForm) parts.push(`${toForm.draft.vinNumber} needs details: it is in the form above.`);
      if (waiting.length) parts.push(`${plural(waiting.length, "VIN needs", "VINs need")} details and stayed in the box.`);
      if (repeated.length) parts.push(`Already in the list: ${repeated.join(", ")}.`);
      if (rejected.length) parts.push(`Not VINs: ${rejected.join(", ")}.`);
      setReport(parts.join(" "));
    } catch (error) {
      setReport(errorMessage(error, "The VINs could not be decoded. Please try again."));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div className="grid gap-3 border-t pt-5">
      <Field
        id={id}
        label="Add several at once"
        isOptional
        description="Paste their VINs, separated by commas, spaces or line breaks: each is decoded and becomes its own vehicle."
      >
        {(aria) => (
          <Textarea
            {...aria}
            rows={3}
            spellCheck={false}
            autoComplete="off"
            className="font-mono tracking-wide"
            value={text}
            onChange={(event) => {
              upperCaseAsTyped(event);
              setText(event.target.value);
            }}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="secondary" onClick={() => void decodeAndAdd()} disabled={isBusy}>
          <ClipboardListIcon aria-hidden="true" />
          {isBusy ? "Decoding…" : "Decode and add"}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {report}
        </p>
      </div>
    </div>
  );
}
