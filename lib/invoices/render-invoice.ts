import { PdfWriter, MUTED, PAGE, printable } from "@/lib/bol/pdf-layout";
import { formatDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import { formatPhone } from "@/lib/format/phone";
import { cityOf } from "@/lib/places/city";
import type { InvoiceData } from "./invoice-data";

/** The job table's columns: x from the margin and width, in points (the content is 532 wide). */
const COLUMNS = {
  vehicle: { x: 0, width: 118, title: "Vehicle" },
  vin: { x: 120, width: 104, title: "VIN" },
  po: { x: 226, width: 62, title: "PO" },
  route: { x: 290, width: 128, title: "Route" },
  delivered: { x: 420, width: 50, title: "Delivered" },
  amount: { x: 472, width: 60, title: "Amount" },
} as const;

/** A place as the route column names it: its city and region, else the address itself. */
const placeOf = (address: string) => cityOf(address, { withRegion: true }) ?? address;

/** Text ending at the right edge of a column (amounts). */
function rightAligned(w: PdfWriter, text: string, column: { x: number; width: number }, options: { size?: number; bold?: boolean } = {}) {
  const size = options.size ?? 8.5;
  const font = options.bold ? w.bold : w.regular;
  const width = font.widthOfTextAtSize(printable(text), size);
  w.text(text, { x: column.x + column.width - width, width: width + 1, size, bold: options.bold, advance: false });
}

function tableHeader(w: PdfWriter) {
  for (const column of Object.values(COLUMNS)) {
    if (column === COLUMNS.amount) rightAligned(w, column.title, column, { size: 7.5, bold: true });
    else w.text(column.title, { x: column.x, width: column.width, size: 7.5, bold: true, advance: false });
  }
  w.y += 11;
  w.rule();
}

/**
 * The invoice as a PDF (DECISIONS.md "Invoices and payments"), with the bill of lading's writer:
 * the carrier's block, the company's billing address and PO numbers, a line per job (vehicle,
 * VIN, PO, route, delivered date, its price lines), staff's own lines, subtotal, tax, total,
 * terms, due date and the remittance details; the number and page on every page.
 */
export async function renderInvoicePdf(data: InvoiceData): Promise<Uint8Array> {
  const w = await PdfWriter.create(`Invoice ${data.number}`);
  w.text("Invoice", { size: 18, bold: true });
  w.text(`${data.number}  ·  Issued ${formatDate(data.issuedAt)}  ·  Due ${formatDate(data.dueDate)}`, { size: 10, color: MUTED });
  w.y += 6;

  const c = data.carrier;
  const half = w.contentWidth / 2;
  const from = [
    c.carrier_name,
    c.carrier_address,
    c.carrier_phone && formatPhone(c.carrier_phone),
    c.usdot_number && `USDOT ${c.usdot_number}`,
    c.mc_number && `MC ${c.mc_number}`,
  ];
  const to = [data.company.name, data.company.address, data.company.email];
  const top = w.y;
  const block = (title: string, lines: string[], x: number) => {
    w.y = top;
    w.text(title, { x, size: 7.5, color: MUTED });
    for (const line of lines.filter(Boolean)) w.text(line, { x, width: half - 12 });
    return w.y;
  };
  w.y = Math.max(block("From", from, 0), block("Bill to", to, half)) + 6;
  const poNumbers = [...new Set(data.lines.map((l) => l.job?.poNumber).filter(Boolean))];
  if (poNumbers.length) w.text(`PO numbers: ${poNumbers.join(", ")}`, { size: 8.5 });

  w.heading("Charges");
  tableHeader(w);
  for (const line of data.lines) {
    const priceLines = line.job ? (line.priceLines ?? []) : [];
    w.ensure(14 + priceLines.length * 10);
    if (w.y === PAGE.margin) tableHeader(w);
    if (line.job) {
      const j = line.job;
      const cells: [keyof typeof COLUMNS, string][] = [
        ["vehicle", j.vehicle],
        ["vin", j.vin],
        ["po", j.poNumber],
        ["route", `${placeOf(j.pickup)} to ${placeOf(j.dropoff)}`],
        ["delivered", formatDate(j.deliveredAt, "-", j.dropoffTimezone ?? "UTC")],
      ];
      const used = cells.map(([key, text]) => w.text(text, { x: COLUMNS[key].x, width: COLUMNS[key].width, size: 8.5, advance: false }));
      rightAligned(w, formatCents(line.cents), COLUMNS.amount);
      w.y += Math.max(...used) + 1;
      for (const price of priceLines)
        w.text(`${price.label}: ${formatCents(price.cents)}`, {
          x: COLUMNS.vehicle.x + 8,
          width: COLUMNS.po.x - 16,
          size: 7,
          color: MUTED,
        });
    } else {
      const used = w.text(line.description, { width: COLUMNS.amount.x - 8, size: 8.5, advance: false });
      rightAligned(w, formatCents(line.cents), COLUMNS.amount);
      w.y += used;
    }
    w.y += 4;
  }
  w.rule();

  const totals: [string, string, boolean][] = [
    ["Subtotal", formatCents(data.subtotalCents), false],
    [data.taxRateBp ? `Tax (${(data.taxRateBp / 100).toFixed(2)}%)` : "Tax", formatCents(data.taxCents), false],
    ["Total", formatCents(data.totalCents), true],
  ];
  w.ensure(totals.length * 14 + 10);
  for (const [label, amount, bold] of totals) {
    w.text(label, { x: COLUMNS.route.x + 40, width: 140, size: bold ? 10 : 9, bold, advance: false });
    rightAligned(w, amount, COLUMNS.amount, { size: bold ? 10 : 9, bold });
    w.y += bold ? 15 : 13;
  }

  w.heading("Terms and payment");
  w.text(`Net ${data.netDays} days. Please pay ${formatCents(data.totalCents)} by ${formatDate(data.dueDate)}, quoting ${data.number}.`);
  w.y += 4;
  w.text(c.remittance_details || "Remittance details: ask the carrier.", { size: 9 });

  w.footers([data.number, c.carrier_name].filter(Boolean).join("  ·  "));
  return w.doc.save({ useObjectStreams: false });
}
