/**
 * An invoice's totals (DECISIONS.md "Invoices and payments"), all integer cents: the subtotal is
 * the sum of its lines; the tax is taken once on the subtotal (per invoice, not per line) at the
 * company's rate in basis points and rounded half-up to the cent.
 */
export type InvoiceTotals = { subtotalCents: number; taxCents: number; totalCents: number };

export const LINE_CENTS_RULE = "An invoice line is a whole, non-negative number of cents.";

/** Half-up to the cent of `cents × basisPoints / 10 000`, exact in integers. */
export function taxOf(subtotalCents: number, taxRateBp: number | null): number {
  if (!taxRateBp) return 0;
  const scaled = subtotalCents * taxRateBp;
  if (!Number.isSafeInteger(scaled)) throw new RangeError("The invoice is too large to tax exactly.");
  return Math.floor((scaled + 5_000) / 10_000);
}

export function invoiceTotals(lineCents: readonly number[], taxRateBp: number | null): InvoiceTotals {
  for (const cents of lineCents) if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(LINE_CENTS_RULE);
  const subtotalCents = lineCents.reduce((sum, cents) => sum + cents, 0);
  const taxCents = taxOf(subtotalCents, taxRateBp);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}
