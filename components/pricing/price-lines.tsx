import { Badge } from "@/components/ui/badge";
import { formatCents } from "@/lib/format/money";
import type { PriceLine } from "@/lib/pricing/price-quote";

type PriceLinesProps = { lines: readonly PriceLine[]; totalCents: number; isEstimate: boolean; label?: string };

/** A quote's lines and its total, "estimate" when the miles were the straight line × 1.2 (the wizard's review, the job detail). */
export function PriceLines({ lines, totalCents, isEstimate, label = "Price" }: PriceLinesProps) {
  return (
    <div className="grid gap-2 text-sm" data-testid="price-lines">
      <ul aria-label={`${label} lines`} className="grid gap-1">
        {lines.map((line, i) => (
          <li key={i} className="flex justify-between gap-4">
            <span className="text-muted-foreground">{line.label}</span>
            <span className="tabular-nums">{formatCents(line.cents)}</span>
          </li>
        ))}
      </ul>
      <p className="flex items-center justify-between gap-4 border-t pt-2 font-semibold">
        <span className="flex items-center gap-2">
          Total
          {isEstimate ? (
            <Badge variant="outline" title="Miles estimated as the straight line × 1.2">
              estimate
            </Badge>
          ) : null}
        </span>
        <span className="tabular-nums" data-testid="price-total">
          {formatCents(totalCents)}
        </span>
      </p>
    </div>
  );
}
