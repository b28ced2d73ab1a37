import { MUTED, PdfWriter, printable } from "@/lib/bol/pdf-layout";
import { csvText } from "@/lib/format/csv";
import { formatDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import type { CarrierSettings } from "@/lib/settings/carrier-settings";
import type { PayStatementDetails } from "./pay-statements";

/** The file's name without its extension: "pay-statement-12-2026-06-01-to-2026-06-30". */
export const statementFileName = (s: PayStatementDetails) => `pay-statement-${s.id}-${s.period_from}-to-${s.period_to}`;

export const PAY_CSV_COLUMNS = ["Statement", "Driver", "PeriodFrom", "PeriodTo", "Kind", "Job", "Description", "Detail", "Amount"] as const;

/** The statement as CSV: a row per line (amounts in dollars), for payroll. */
export function payStatementCsv(s: PayStatementDetails): string {
  return csvText(
    PAY_CSV_COLUMNS,
    s.lines.map((line) => [
      String(s.id),
      s.driver_name,
      s.period_from,
      s.period_to,
      { job: "Job", dry_run: "Dry run", expense: "Reimbursement" }[line.kind],
      line.job_id === null ? "" : `job-${line.job_id}`,
      line.description,
      line.detail,
      (line.cents / 100).toFixed(2),
    ]),
  );
}

/**
 * The statement as a PDF, with the bill of lading's writer: the carrier, the driver and the
 * period; the jobs with how each was reckoned, then the reimbursements; the totals.
 */
export async function renderPayStatementPdf(s: PayStatementDetails, carrier: CarrierSettings): Promise<Uint8Array> {
  const w = await PdfWriter.create(`Pay statement ${s.id}`);
  w.text("Pay statement", { size: 18, bold: true });
  w.text(`No. ${s.id}  ·  ${formatDate(s.period_from)} to ${formatDate(s.period_to)}  ·  Made ${formatDate(s.created_at)}`, {
    size: 10,
    color: MUTED,
  });
  w.y += 6;
  w.pairs(
    [
      ["Carrier", carrier.carrier_name || "-"],
      ["Driver", s.driver_name],
      ["Total", formatCents(s.total_cents)],
    ],
    3,
  );
  const amountX = w.contentWidth - 70;
  const amount = (cents: number, bold = false) => {
    const font = bold ? w.bold : w.regular;
    const text = formatCents(cents);
    const width = font.widthOfTextAtSize(printable(text), 9);
    w.text(text, { x: w.contentWidth - width, width: width + 1, size: 9, bold, advance: false });
  };
  const section = (title: string, kind: "jobs" | "expense", cents: number) => {
    const lines = s.lines.filter((l) => (kind === "jobs" ? l.kind !== "expense" : l.kind === "expense"));
    w.heading(title);
    if (lines.length === 0) {
      w.text("None in this period.", { size: 9, color: MUTED });
      return;
    }
    for (const line of lines) {
      w.ensure(26);
      const used = w.text(line.description, { width: amountX - 8, size: 9, advance: false });
      amount(line.cents);
      w.y += used;
      if (line.detail) w.text(line.detail, { x: 8, width: amountX - 16, size: 7.5, color: MUTED });
      w.y += 3;
    }
    w.rule();
    w.text(`${title}: total`, { width: amountX - 8, size: 9, bold: true, advance: false });
    amount(cents, true);
    w.y += 14;
  };
  section("Jobs", "jobs", s.jobs_cents);
  section("Reimbursements", "expense", s.expenses_cents);
  w.ensure(20);
  w.text("Total pay", { size: 11, bold: true, advance: false });
  amount(s.total_cents, true);
  w.y += 16;
  w.footers([`Pay statement ${s.id}`, s.driver_name, carrier.carrier_name].filter(Boolean).join("  ·  "));
  return w.doc.save({ useObjectStreams: false });
}
