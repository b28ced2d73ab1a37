"use client";

import * as React from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { PencilIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDateAndTime } from "@/lib/format/dates";
import { formatPhone } from "@/lib/format/phone";
import { WizardQuote } from "@/components/pricing/wizard-quote";
import { SERVICE_OPTIONS } from "./options-steps";
import { toPayload, type Side, type TimePriority, type WizardValues } from "./wizard-model";

const PRIORITY_TEXT: Record<TimePriority, string> = {
  "": "No preference given",
  pickup: "Pickup must occur at this date/time",
  dropoff: "Delivery must occur at this date/time",
  both: "Both are important but flexible",
};

type ReviewProps = {
  profile: { company_name: string; username: string };
  onEdit: (step: number) => void;
};

/** Step 6: everything the request holds, with a way back to each step. */
export function ReviewStep({ profile, onEdit }: ReviewProps) {
  const { control } = useFormContext<WizardValues>();
  const values = useWatch({ control }) as WizardValues;
  const pickupZone = usePlaceZone(values.pickup_latitude, values.pickup_longitude);
  const dropoffZone = usePlaceZone(values.dropoff_latitude, values.dropoff_longitude);

  const side = (s: Side) => (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Item label="Address" wide>
        {values[`${s}_location`] || "-"}
      </Item>
      <Item label="Business name">{values[`${s}_business_name`] || "-"}</Item>
      <Item label="POC name">{values[`${s}_POC_name`] || "-"}</Item>
      <Item label="POC phone">{formatPhone(values[`${s}_POC_phone`])}</Item>
      {s === "dropoff" ? <Item label="POC e-mail">{values.dropoff_POC_email || "-"}</Item> : null}
      <Item label="Additional note">{values[`${s}_additional_note`] || "-"}</Item>
    </dl>
  );

  return (
    <div className="grid gap-4">
      <Section title="Requested by">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Item label="Company name">{profile.company_name}</Item>
          <Item label="Username">{profile.username}</Item>
        </dl>
      </Section>
      <Section title="Timing" step={1} onEdit={onEdit}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Item label="Pickup">{formatDateAndTime(values.pickup_date, values.pickup_time, "-", pickupZone)}</Item>
          <Item label="Delivery">{formatDateAndTime(values.dropoff_date, values.dropoff_time, "-", dropoffZone)}</Item>
          <Item label="Priority" wide>
            {PRIORITY_TEXT[values.time_priority]}
          </Item>
        </dl>
      </Section>
      <Section title="Pickup" step={2} onEdit={onEdit}>
        {side("pickup")}
      </Section>
      <Section title="Drop-off" step={2} onEdit={onEdit}>
        {side("dropoff")}
      </Section>
      <Section title={`Vehicles (${values.vehicle_details.length})`} step={3} onEdit={onEdit}>
        <ul className="grid gap-2">
          {values.vehicle_details.map((v, i) => (
            <li key={`${v.vinNumber}-${i}`} className="grid gap-0.5 text-sm sm:grid-cols-[1fr_auto] sm:gap-4">
              <span className="font-medium">
                {v.year} {v.make} {v.model} · {v.fueltype}
              </span>
              <span className="text-muted-foreground">
                VIN <span className="font-mono text-foreground">{v.vinNumber}</span> · PO number: {v.PO_number || "missing"}
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Service options" step={4} onEdit={onEdit}>
        <dl className="grid gap-3 sm:grid-cols-3">
          {SERVICE_OPTIONS.map((o) => (
            <Item key={o.name} label={o.label}>
              {values[o.name] ? "Yes" : "No"}
            </Item>
          ))}
        </dl>
      </Section>
      <Section title="Price">
        <WizardQuote payload={toPayload(values)} vehicleNames={values.vehicle_details.map((v) => `${v.year} ${v.make} ${v.model}`)} />
      </Section>
      <Section title="Notes" step={5} onEdit={onEdit}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Item label="Notes for the company">{values.empire_notes || "-"}</Item>
          <Item label="Driver notes">{values.driver_notes || "-"}</Item>
        </dl>
      </Section>
    </div>
  );
}

function Section({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step?: number;
  onEdit?: (step: number) => void;
  children: React.ReactNode;
}) {
  return (
    <section className="grid gap-3 rounded-lg border p-4" aria-label={title}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        {step && onEdit ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onEdit(step)}
            aria-label={`Edit ${title.replace(/ \(\d+\)$/, "").toLowerCase()}`}
          >
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function Item({ label, wide, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? "grid gap-0.5 sm:col-span-full" : "grid gap-0.5"}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

/**
 * The zone of a chosen address, whose clock the request's times are on (create-job.ts reads them
 * so). The zone table is loaded on the review step only: the wizard's first load stays small.
 */
function usePlaceZone(latitude: number | null, longitude: number | null): string | null {
  const [zone, setZone] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (latitude == null || longitude == null) return;
    let isCurrent = true;
    void import("@/lib/places/zone-at").then(({ zoneAt }) => {
      if (isCurrent) setZone(zoneAt(latitude, longitude));
    });
    return () => {
      isCurrent = false;
    };
  }, [latitude, longitude]);
  return latitude == null || longitude == null ? null : zone;
}
