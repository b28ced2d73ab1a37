import { ReceiptIcon } from "lucide-react";
import { DetailCard, EmptyNote } from "@/components/job-detail/detail-card";
import type { PriceLine } from "@/lib/pricing/price-quote";
import { OverridePriceForm } from "./lazy-override-price-form";
import { PriceLines } from "./price-lines";

type JobPriceCardProps = {
  jobId: number;
  price: { price_cents: number | null; price_lines: PriceLine[] | null; price_is_estimate: boolean };
  /** Staff may set the price by hand (not on a cancelled job). */
  canOverride?: boolean;
};

/** The job's price (staff and the job's company): the quote until approval, frozen by it. */
export function JobPriceCard({ jobId, price, canOverride }: JobPriceCardProps) {
  return (
    <DetailCard title="Price" icon={ReceiptIcon}>
      <div className="grid gap-4">
        {price.price_cents === null ? (
          <EmptyNote>No price: the job was requested before prices.</EmptyNote>
        ) : (
          <PriceLines lines={price.price_lines ?? []} totalCents={price.price_cents} isEstimate={price.price_is_estimate} />
        )}
        {canOverride ? (
          <details className="rounded-md border px-3 py-2">
            <summary className="cursor-pointer text-sm font-medium">Change the price</summary>
            <div className="pt-3">
              <OverridePriceForm jobId={jobId} priceCents={price.price_cents} />
            </div>
          </details>
        ) : null}
      </div>
    </DetailCard>
  );
}
