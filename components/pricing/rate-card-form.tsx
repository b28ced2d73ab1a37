"use client";

import { get, type FieldErrors } from "react-hook-form";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { addRateCardVersionAction, createRateCardAction } from "@/lib/pricing/actions";
import type { RateCardTerms } from "@/lib/pricing/rate-card-terms";
import { formFieldOfPath, MAX_BANDS } from "@/lib/pricing/rate-card-fields";
import { VEHICLE_CLASSES, VEHICLE_CLASS_LABELS } from "@/lib/vehicles/vehicle-classes";

/** Flat fields in dollars (the schema reads them as the API's cents), the same before and after hydration. */
type RateFields = Record<string, string>;

const versionResolver = lazyZodResolver<RateFields>(() => import("@/lib/pricing/schemas").then((m) => m.rateCardVersionSchema));
const createResolver = lazyZodResolver<RateFields>(() => import("@/lib/pricing/schemas").then((m) => m.createRateCardSchema));

const dollars = (cents: number) => (cents / 100).toFixed(2);

function fieldsOf(terms: RateCardTerms, effectiveFrom: string): RateFields {
  const fields: RateFields = {
    effective_from: effectiveFrom,
    minimum: dollars(terms.minimumCents),
    washed: dollars(terms.deliverWashedCents),
    full: dollars(terms.deliverFullCents),
    expedite_percent: String(terms.expeditePercent),
    after_hours: dollars(terms.afterHoursCents),
  };
  for (const c of VEHICLE_CLASSES) fields[`class_${c}`] = dollars(terms.classSurchargeCents[c]);
  for (let i = 0; i < MAX_BANDS; i++) {
    const band = terms.bands[i];
    fields[`band_from_${i}`] = band ? String(band.fromMiles) : "";
    fields[`band_rate_${i}`] = band ? dollars(band.centsPerMile) : "";
  }
  return fields;
}

/** The message for a form field: the server's (by the API's path) or the resolver's. */
function errorOf(errors: FieldErrors<RateFields>, field: string): string | undefined {
  for (const [path, error] of Object.entries(errors)) {
    if (formFieldOfPath(path) === field && typeof error?.message === "string") return error.message;
  }
  // The resolver's errors are nested by the schema's paths.
  const paths = [
    field,
    ...Array.from({ length: MAX_BANDS }, (_, i) => [`terms.bands.${i}.fromMiles`, `terms.bands.${i}.centsPerMile`]).flat(),
    "terms.bands",
    "terms.minimumCents",
    "terms.deliverWashedCents",
    "terms.deliverFullCents",
    "terms.expeditePercent",
    "terms.afterHoursCents",
    ...VEHICLE_CLASSES.map((c) => `terms.classSurchargeCents.${c}`),
  ];
  for (const path of paths) {
    if (formFieldOfPath(path) !== field) continue;
    const found = get(errors, path) as { message?: string; root?: { message?: string } } | undefined;
    const message = found?.message ?? found?.root?.message;
    if (message) return message;
  }
  return undefined;
}

type RateCardFormProps = {
  /** The card to edit (a new version), or none for a new card (with a name). */
  cardId?: number;
  terms: RateCardTerms;
  today: string;
};

/** Settings → Rates: a card's prices in dollars, saved as a new version from a date; or a new card. */
export function RateCardForm({ cardId, terms, today }: RateCardFormProps) {
  const initial: RateFields = { ...fieldsOf(terms, today), ...(cardId ? { rate_card_id: String(cardId) } : { name: "" }) };
  const { form, formProps, isPending } = useActionForm<RateFields>({
    action: cardId ? addRateCardVersionAction : createRateCardAction,
    resolver: cardId ? versionResolver : createResolver,
    defaultValues: initial,
  });
  const { register, formState } = form;
  const error = (field: string) => errorOf(formState.errors, field);
  const registered = (name: string) => ({ defaultValue: initial[name], ...register(name) });
  const prefix = cardId ? `card-${cardId}` : "new-card";
  const money = (name: string, label: string, hint?: string) => (
    <Field id={`${prefix}-${name}`} label={label} error={error(name)} description={hint}>
      {(aria) => <Input inputMode="decimal" {...aria} {...registered(name)} />}
    </Field>
  );

  return (
    <form {...formProps} className="grid gap-6">
      {cardId ? <input type="hidden" {...registered("rate_card_id")} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {cardId ? null : (
          <Field id={`${prefix}-name`} label="Card name" error={error("name")} isRequired>
            {(aria) => <Input maxLength={100} {...aria} {...registered("name")} />}
          </Field>
        )}
        <Field id={`${prefix}-effective_from`} label="Prices apply from" error={error("effective_from")} isRequired>
          {(aria) => <Input type="date" min={today} {...aria} {...registered("effective_from")} />}
        </Field>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Distance bands (each mile at its band&apos;s price)</legend>
        <div className="grid gap-2">
          {Array.from({ length: MAX_BANDS }, (_, i) => (
            <div key={i} className="grid grid-cols-2 gap-3 sm:max-w-md">
              <Field id={`${prefix}-band_from_${i}`} label={`Band ${i + 1} from (mi)`} error={error(`band_from_${i}`)}>
                {(aria) => <Input inputMode="numeric" {...aria} {...registered(`band_from_${i}`)} />}
              </Field>
              <Field id={`${prefix}-band_rate_${i}`} label="Price per mile ($)" error={error(`band_rate_${i}`)}>
                {(aria) => <Input inputMode="decimal" {...aria} {...registered(`band_rate_${i}`)} />}
              </Field>
            </div>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">Leave a row blank to drop it; the first band starts at 0.</p>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        {money("minimum", "Minimum per vehicle ($)", "On the distance charge")}
        {money("washed", "Deliver washed ($)")}
        {money("full", "Deliver full ($)")}
        <Field
          id={`${prefix}-expedite_percent`}
          label="Expedite (%)"
          error={error("expedite_percent")}
          description="Pickup under 48 h after the request"
        >
          {(aria) => <Input inputMode="numeric" {...aria} {...registered("expedite_percent")} />}
        </Field>
        {money("after_hours", "After-hours fee ($)", "Pickup before 7 AM or from 7 PM")}
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Surcharge per vehicle class ($)</legend>
        <div className="grid gap-4 sm:grid-cols-5">{VEHICLE_CLASSES.map((c) => money(`class_${c}`, VEHICLE_CLASS_LABELS[c]))}</div>
      </fieldset>
      <div className="flex justify-end border-t pt-4">
        <Button type="submit" disabled={isPending} className="w-full sm:w-auto sm:min-w-28">
          {isPending ? "Please wait..." : cardId ? "Save as a new version" : "Create card"}
        </Button>
      </div>
    </form>
  );
}
