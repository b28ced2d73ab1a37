"use client";

import * as React from "react";
import type { QuoteAnswer } from "@/lib/jobs/quote-actions";
import { quoteJobAction } from "@/lib/jobs/quote-actions";
import { formatCents } from "@/lib/format/money";
import { PriceLines } from "./price-lines";

type WizardQuoteProps = {
  /** The request as create-job takes it (the wizard's toPayload). */
  payload: Record<string, unknown>;
  /** "2024 Toyota Camry" per vehicle, in the request's order. */
  vehicleNames: string[];
};

/** The review step's prices: each vehicle's lines and the request's total, computed on the server by create-job's function. */
export function WizardQuote({ payload, vehicleNames }: WizardQuoteProps) {
  const key = JSON.stringify(payload);
  const [answer, setAnswer] = React.useState<{ key: string; value: QuoteAnswer } | null>(null);
  React.useEffect(() => {
    let isCurrent = true;
    void quoteJobAction(JSON.parse(key) as Record<string, unknown>).then((value) => {
      if (isCurrent) setAnswer({ key, value });
    });
    return () => {
      isCurrent = false;
    };
  }, [key]);

  if (!answer || answer.key !== key) return <p className="text-sm text-muted-foreground">Computing the price…</p>;
  if (!answer.value.ok) return <p className="text-sm text-muted-foreground">{answer.value.message}</p>;
  const { quote } = answer.value;
  return (
    <div className="grid gap-4" data-testid="wizard-quote">
      {quote.vehicles.map((vehicle, i) => (
        <div key={i} className="grid gap-2">
          <p className="text-sm font-medium">{vehicleNames[i]}</p>
          <PriceLines
            lines={vehicle.price_lines}
            totalCents={vehicle.price_cents}
            isEstimate={vehicle.price_is_estimate}
            label={vehicleNames[i]}
          />
        </div>
      ))}
      {quote.vehicles.length > 1 ? (
        <p className="flex justify-between border-t pt-2 font-semibold">
          <span>Total for {quote.vehicles.length} vehicles</span>
          <span className="tabular-nums" data-testid="quote-total">
            {formatCents(quote.total_cents)}
          </span>
        </p>
      ) : null}
      {quote.is_estimate ? (
        <p className="text-xs text-muted-foreground">Estimate: the miles are the straight line × 1.2, not a driving distance.</p>
      ) : null}
    </div>
  );
}
