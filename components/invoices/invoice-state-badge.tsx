import { Badge } from "@/components/ui/badge";
import { INVOICE_STATE_LABELS, type InvoiceState } from "@/lib/invoices/invoice-vocabulary";

type Variant = "secondary" | "destructive" | "success" | "warning" | "info";

const VARIANTS: Record<InvoiceState, Variant> = {
  draft: "secondary",
  sent: "info",
  partly_paid: "warning",
  paid: "success",
  void: "destructive",
};

/** An invoice's state: draft, sent, partly paid, paid or void. */
export function InvoiceStateBadge({ state }: { state: InvoiceState }) {
  return (
    <Badge variant={VARIANTS[state]} data-state={state}>
      {INVOICE_STATE_LABELS[state]}
    </Badge>
  );
}
