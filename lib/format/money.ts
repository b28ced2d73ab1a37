const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** Money is integer cents in US dollars, shown as "$1,234.50" (DECISIONS.md "Prices"). */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}
