"use client";

import { Controller, useFormContext, useWatch } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { browserTimeZone, wallClockAt } from "@/lib/places/time-zone";
import { fieldId } from "./field-focus";
import type { TimePriority, WizardValues } from "./wizard-model";

/** SPEC.md §5: three mutually exclusive checkboxes; only "both" sets time_relaxation. */
const PRIORITIES: { value: Exclude<TimePriority, "">; label: string }[] = [
  { value: "pickup", label: "Pickup must occur at this date/time" },
  { value: "dropoff", label: "Delivery must occur at this date/time" },
  { value: "both", label: "Both are important but flexible" },
];

type Profile = { company_name: string; username: string };

/** Step 1: who asks (read-only), the pickup and delivery dates and times, and which matters. */
export function TimingStep({ profile }: { profile: Profile }) {
  const { register, control, formState } = useFormContext<WizardValues>();
  const errors = formState.errors;
  const pickupDate = useWatch({ control, name: "pickup_date" });
  const today = wallClockAt(new Date(), browserTimeZone()).date;

  const dateField = (name: "pickup_date" | "dropoff_date", label: string, min: string) => {
    const id = fieldId(name);
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} error={error} isOptional={name === "dropoff_date"}>
        {(aria) => <Input type="date" min={min} {...aria} {...register(name)} />}
      </Field>
    );
  };
  const timeField = (name: "pickup_time" | "dropoff_time", label: string) => {
    const id = fieldId(name);
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} error={error} isOptional={name === "dropoff_time"}>
        {(aria) => <Input type="time" {...aria} {...register(name)} />}
      </Field>
    );
  };

  return (
    <div className="grid gap-8">
      <section aria-labelledby="job-requested-by" className="grid gap-4">
        <h3 id="job-requested-by" className="text-sm font-medium text-muted-foreground">
          Requested by
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="job-company-name" label="Company name">
            {(aria) => <Input {...aria} value={profile.company_name} readOnly className="bg-muted/50" />}
          </Field>
          <Field id="job-username" label="Username">
            {(aria) => <Input {...aria} value={profile.username} readOnly className="bg-muted/50" />}
          </Field>
        </div>
      </section>

      <section aria-labelledby="job-pickup-timing" className="grid gap-4">
        <h3 id="job-pickup-timing" className="font-medium">
          Pickup
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          {dateField("pickup_date", "Pickup date", today)}
          {timeField("pickup_time", "Pickup time")}
        </div>
        <p className="text-xs text-muted-foreground">
          Times are local to each address: the pickup&apos;s where the vehicle is picked up, the delivery&apos;s where it is delivered. A
          pickup today needs at least 2 hours&apos; notice.
        </p>
      </section>

      <section aria-labelledby="job-dropoff-timing" className="grid gap-4">
        <h3 id="job-dropoff-timing" className="font-medium">
          Delivery
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          {dateField("dropoff_date", "Dropoff date", pickupDate && pickupDate > today ? pickupDate : today)}
          {timeField("dropoff_time", "Dropoff time")}
        </div>
      </section>

      <Controller
        control={control}
        name="time_priority"
        render={({ field }) => (
          <fieldset className="grid gap-3">
            <legend className="mb-3 font-medium">Which time matters most?</legend>
            {PRIORITIES.map((option) => {
              const id = `job-priority-${option.value}`;
              return (
                <div
                  key={option.value}
                  className="flex min-h-11 items-center gap-3 rounded-md border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
                >
                  <input
                    type="checkbox"
                    id={id}
                    className="size-4 shrink-0 accent-primary"
                    checked={field.value === option.value}
                    onChange={(event) => field.onChange(event.target.checked ? option.value : "")}
                    onBlur={field.onBlur}
                    ref={option.value === "pickup" ? field.ref : undefined}
                  />
                  <Label htmlFor={id} className="flex-1 py-3 font-normal">
                    {option.label}
                  </Label>
                </div>
              );
            })}
          </fieldset>
        )}
      />
    </div>
  );
}
