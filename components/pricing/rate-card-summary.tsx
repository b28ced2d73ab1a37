import { Badge } from "@/components/ui/badge";
import { formatCents } from "@/lib/format/money";
import type { RateCardView } from "@/lib/pricing/rate-card-queries";
import type { RateCardTerms } from "@/lib/pricing/rate-card-terms";
import { VEHICLE_CLASSES, VEHICLE_CLASS_LABELS } from "@/lib/vehicles/vehicle-classes";

function bandLabel(terms: RateCardTerms, i: number): string {
  const band = terms.bands[i]!;
  const next = terms.bands[i + 1];
  return next ? `${band.fromMiles}–${next.fromMiles} mi` : `${band.fromMiles}+ mi`;
}

/** A version's prices as a short list (Settings → Rates, company details → Rates). */
export function TermsList({ terms }: { terms: RateCardTerms }) {
  const rows: [string, string][] = [
    ...terms.bands.map((band, i): [string, string] => [bandLabel(terms, i), `${formatCents(band.centsPerMile)} / mi`]),
    ["Minimum", formatCents(terms.minimumCents)],
    ...VEHICLE_CLASSES.map((c): [string, string] => [VEHICLE_CLASS_LABELS[c], `+ ${formatCents(terms.classSurchargeCents[c])}`]),
    ["Deliver washed", formatCents(terms.deliverWashedCents)],
    ["Deliver full", formatCents(terms.deliverFullCents)],
    ["Expedite (< 48 h)", `${terms.expeditePercent}%`],
    ["After hours", formatCents(terms.afterHoursCents)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-2 border-b py-1">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The card's versions, newest first, the one in force marked. */
export function VersionList({ card }: { card: RateCardView }) {
  return (
    <ol aria-label={`${card.name} versions`} className="flex flex-wrap gap-2 text-sm">
      {card.versions.map((v) => (
        <li key={v.id} className="flex items-center gap-2 rounded-md border px-2 py-1">
          <span>
            Version {v.version}, from {v.effective_from}
          </span>
          {v.id === card.current?.id ? <Badge variant="secondary">In force</Badge> : null}
        </li>
      ))}
    </ol>
  );
}
