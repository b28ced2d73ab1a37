import type { Db } from "@/db/client";
import { formatCents } from "@/lib/format/money";
import type { Actor } from "@/lib/auth/actor";
import { jobPriceView, type JobPriceView } from "@/lib/pricing/price-job";
import type { PriceLine } from "@/lib/pricing/price-quote";
import type { OverridePriceInput } from "@/lib/pricing/schemas";
import { loadJobForActor } from "./load-job";
import { transitionJob } from "./transition-job";

/**
 * POST admin/update-job-price: staff set a job's price with a reason, before or after approval
 * (DECISIONS.md "Prices"). The computed lines stay and one adjustment line makes up the
 * difference, so the lines always sum to the price; the timeline says "Price changed" with the
 * old and new price and the reason. A price set by hand is not priced again by a reschedule.
 */
export async function overrideJobPrice(db: Db, actor: Actor, input: OverridePriceInput): Promise<{ jobId: number } & JobPriceView> {
  const current = await loadJobForActor(db, actor, input.jobId);
  const was = current.priceCents === null ? "no price" : formatCents(current.priceCents);
  const { job } = await transitionJob(db, {
    who: { kind: "user", actor },
    jobId: input.jobId,
    action: "override_price",
    changes: (locked) => {
      const computed = (locked.priceLines ?? []).filter((line) => line.kind !== "adjustment");
      const sum = computed.reduce((total, line) => total + line.cents, 0);
      const lines: PriceLine[] =
        input.price_cents === sum
          ? computed
          : [...computed, { kind: "adjustment", label: "Adjusted by staff", cents: input.price_cents - sum }];
      return { priceCents: input.price_cents, priceLines: lines, priceOverriddenAt: new Date() };
    },
    note: `${was} → ${formatCents(input.price_cents)}: ${input.reason}`,
  });
  return { jobId: job.id, ...jobPriceView(job) };
}
