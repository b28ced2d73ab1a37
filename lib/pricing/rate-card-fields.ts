/**
 * The Rates form's flat fields (in dollars) beside the API's `terms` (in cents): how many distance
 * bands the form has, and which field shows a message about a `terms` path. Free of zod, so the
 * form's first load does not carry it (the schema, lib/pricing/schemas.ts, reads the same fields).
 */

export const MAX_BANDS = 6;

/** The form field that shows a message about a `terms` path (the API's errors keep the path). */
export function formFieldOfPath(path: string): string {
  const band = /^terms\.bands\.(\d+)\.(fromMiles|centsPerMile)$/.exec(path);
  if (band) return `band_${band[2] === "fromMiles" ? "from" : "rate"}_${band[1]}`;
  const named: Record<string, string> = {
    "terms.bands": "band_from_0",
    "terms.minimumCents": "minimum",
    "terms.deliverWashedCents": "washed",
    "terms.deliverFullCents": "full",
    "terms.expeditePercent": "expedite_percent",
    "terms.afterHoursCents": "after_hours",
  };
  const surcharge = /^terms\.classSurchargeCents\.(\w+)$/.exec(path);
  return named[path] ?? (surcharge ? `class_${surcharge[1]}` : path);
}
