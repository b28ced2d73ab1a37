import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { ExportKind } from "@/lib/invoices/invoice-schemas";

const KIND_LABELS: Record<ExportKind, string> = {
  invoices: "Invoices (a row per line)",
  credit_notes: "Credit notes",
  payments: "Payments received",
};

/**
 * The invoices page's export for QuickBooks Online: a plain GET form to GET admin/export-invoices, whose
 * answer the browser downloads (a CSV file); no script. From the month's first day to today by default.
 */
export function InvoiceExportForm({ today }: { today: string }) {
  return (
    <details className="rounded-lg border bg-card px-4 py-3 text-sm">
      <summary className="cursor-pointer font-medium">Export for QuickBooks</summary>
      <form
        method="get"
        action="/api/v1/admin/export-invoices"
        className="mt-3 flex flex-wrap items-end gap-3"
        aria-label="Export for QuickBooks"
      >
        <Field id="export-from" label="From">
          {(aria) => <Input type="date" name="from" required defaultValue={`${today.slice(0, 8)}01`} className="w-40" {...aria} />}
        </Field>
        <Field id="export-to" label="To">
          {(aria) => <Input type="date" name="to" required defaultValue={today} className="w-40" {...aria} />}
        </Field>
        <Field id="export-kind" label="What">
          {(aria) => (
            <NativeSelect name="kind" defaultValue="invoices" {...aria}>
              {Object.entries(KIND_LABELS).map(([kind, label]) => (
                <option key={kind} value={kind}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Button type="submit" variant="outline">
          <DownloadIcon aria-hidden="true" />
          Download CSV
        </Button>
      </form>
    </details>
  );
}
