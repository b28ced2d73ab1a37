"use client";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field, FieldMessage } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { saveCarrierSettingsAction } from "@/lib/settings/actions";
import type { CarrierSettings } from "@/lib/settings/schemas";

type CentsField = "dry_run_fee_cents" | "dry_run_pay_cents" | "waiting_quarter_cents";

type CarrierValues = Record<Exclude<keyof CarrierSettings, CentsField>, string> & {
  /** In dollars: the schema reads them as cents. */
  dry_run_fee: string;
  dry_run_pay: string;
  waiting_quarter: string;
};

const dollars = (cents: number | undefined) => (cents === undefined ? "" : (cents / 100).toFixed(2));

const resolver = lazyZodResolver<CarrierValues, CarrierSettings>(() =>
  import("@/lib/settings/schemas").then((m) => m.carrierSettingsSchema),
);

function valuesOf({ dry_run_fee_cents, dry_run_pay_cents, waiting_quarter_cents, ...settings }: CarrierSettings): CarrierValues {
  return {
    ...settings,
    dry_run_fee: dollars(dry_run_fee_cents),
    dry_run_pay: dollars(dry_run_pay_cents),
    waiting_quarter: dollars(waiting_quarter_cents),
    waiting_free_minutes: String(settings.waiting_free_minutes ?? ""),
    mileage_percent: String(settings.mileage_percent),
    mileage_miles: String(settings.mileage_miles),
    miles_per_day: String(settings.miles_per_day ?? ""),
  };
}

/** Settings, staff only: the carrier block and terms of every bill of lading, the mileage check's threshold, the board's miles per day, dry runs and waiting time. */
export function CarrierSettingsForm({ settings }: { settings: CarrierSettings }) {
  const initial = valuesOf(settings);
  const { form, formProps, isPending } = useActionForm<CarrierValues, CarrierSettings>({
    action: saveCarrierSettingsAction,
    resolver,
    defaultValues: initial,
  });
  const { register, formState } = form;
  const error = (name: keyof CarrierValues) => formState.errors[name]?.message;
  // The amounts are typed in dollars and checked as the API's cents: their messages come back under the cents' names.
  const centsError = (name: CentsField) => (formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
  // The saved values are in the server's HTML too, so the boxes are filled before the script runs.
  const registered = (name: keyof CarrierValues) => ({ defaultValue: initial[name], ...register(name) });

  // Two boxes in one sentence: each is named by aria-label and points at its own message below it.
  const mileageAria = (name: "mileage_percent" | "mileage_miles") =>
    error(name) ? { "aria-invalid": true as const, "aria-describedby": `${name}-error` } : {};

  return (
    <section aria-labelledby="carrier-title" className="rounded-xl border bg-card shadow-sm">
      <div className="border-b px-4 py-4 sm:px-6">
        <h2 id="carrier-title" className="font-semibold">
          Carrier and bill of lading
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Printed on every bill of lading, with the terms below.</p>
      </div>
      <form {...formProps}>
        <div className="grid gap-5 px-4 py-6 sm:grid-cols-2 sm:px-6">
          <Field id="carrier_name" label="Carrier name" error={error("carrier_name")} isRequired>
            {(aria) => <Input maxLength={200} {...aria} {...registered("carrier_name")} />}
          </Field>
          <Field id="carrier_phone" label="Phone" error={error("carrier_phone")}>
            {(aria) => <Input type="tel" maxLength={40} {...aria} {...registered("carrier_phone")} />}
          </Field>
          <Field id="carrier_address" label="Address" error={error("carrier_address")} className="sm:col-span-2">
            {(aria) => <Input maxLength={300} {...aria} {...registered("carrier_address")} />}
          </Field>
          <Field id="usdot_number" label="USDOT number" error={error("usdot_number")}>
            {(aria) => <Input maxLength={20} {...aria} {...registered("usdot_number")} />}
          </Field>
          <Field id="mc_number" label="MC number" error={error("mc_number")}>
            {(aria) => <Input maxLength={20} {...aria} {...registered("mc_number")} />}
          </Field>
          <Field
            id="bol_terms"
            label="BOL terms"
            error={error("bol_terms")}
            description="Left blank, the standard terms are printed."
            className="sm:col-span-2"
          >
            {(aria) => <Textarea rows={6} maxLength={5000} {...aria} {...registered("bol_terms")} />}
          </Field>
          <Field
            id="remittance_details"
            label="Remittance details"
            error={error("remittance_details")}
            description="Printed on every invoice: where and how to pay."
            className="sm:col-span-2"
          >
            {(aria) => <Textarea rows={3} maxLength={1000} {...aria} {...registered("remittance_details")} />}
          </Field>
          <fieldset className="grid gap-2 sm:col-span-2">
            <legend className="mb-2 text-sm font-medium">Mileage check</legend>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              Flag a trip when its miles pass the route distance by more than
              <Input
                id="mileage_percent"
                type="number"
                inputMode="numeric"
                min={0}
                max={500}
                step={1}
                aria-label="Percent over the route distance"
                className="w-20"
                {...mileageAria("mileage_percent")}
                {...registered("mileage_percent")}
              />
              % plus
              <Input
                id="mileage_miles"
                type="number"
                inputMode="numeric"
                min={0}
                max={5000}
                step={1}
                aria-label="Miles over the route distance"
                className="w-24"
                {...mileageAria("mileage_miles")}
                {...registered("mileage_miles")}
              />
              miles
            </p>
            <FieldMessage id="mileage_percent-error">{error("mileage_percent")}</FieldMessage>
            <FieldMessage id="mileage_miles-error">{error("mileage_miles")}</FieldMessage>
          </fieldset>
          <Field
            id="miles_per_day"
            label="Miles per day (dispatch board)"
            error={error("miles_per_day")}
            description="A job keeps its driver busy from pickup for its route miles at this pace, unless its drop-off time is given."
          >
            {(aria) => <Input type="number" inputMode="numeric" min={1} max={2000} step={1} {...aria} {...registered("miles_per_day")} />}
          </Field>
          <Field
            id="dry_run_fee"
            label="Dry-run fee ($)"
            error={centsError("dry_run_fee_cents")}
            description="Billed to the company when a pickup that could not happen is cancelled as a dry run."
          >
            {(aria) => <Input inputMode="decimal" className="w-36" {...aria} {...registered("dry_run_fee")} />}
          </Field>
          <Field
            id="dry_run_pay"
            label="Dry-run pay ($)"
            error={centsError("dry_run_pay_cents")}
            description="Paid to the driver for a dry run."
          >
            {(aria) => <Input inputMode="decimal" className="w-36" {...aria} {...registered("dry_run_pay")} />}
          </Field>
          <Field
            id="waiting_free_minutes"
            label="Free waiting (minutes)"
            error={error("waiting_free_minutes")}
            description="From the driver's “I've arrived” at the pickup until check-in, this much waiting is free."
          >
            {(aria) => (
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={1440}
                step={1}
                className="w-36"
                {...aria}
                {...registered("waiting_free_minutes")}
              />
            )}
          </Field>
          <Field
            id="waiting_quarter"
            label="Waiting, per started 15 minutes ($)"
            error={centsError("waiting_quarter_cents")}
            description="Billed to the company for each started quarter-hour after the free waiting."
          >
            {(aria) => <Input inputMode="decimal" className="w-36" {...aria} {...registered("waiting_quarter")} />}
          </Field>
        </div>
        <div className="flex justify-end border-t px-4 py-4 sm:px-6">
          <Button type="submit" disabled={isPending} className="w-full sm:w-auto sm:min-w-28">
            {isPending ? "Please wait..." : "Save"}
          </Button>
        </div>
      </form>
    </section>
  );
}
