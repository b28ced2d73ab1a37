import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { billsOfLading, invoiceLines, invoices, storedFiles, type OutboxMail } from "@/db/schema";
import { env } from "@/lib/env";
import { fileUrl } from "@/lib/files/file-url";
import { formatDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import { formatBolNumber } from "@/lib/bol/verify-rules";
import { deleteStoredFile, storeFile } from "@/lib/storage/store-file";
import { getBillingTerms } from "./billing-terms";
import { loadInvoiceData } from "./invoice-data";
import { enqueueInvoiceMails, invoiceRecipients } from "./invoice-mail";
import { renderInvoicePdf } from "./render-invoice";

/** A mail this large or larger carries the bills of lading as links instead (DECISIONS.md). */
export const MAIL_ATTACHMENT_LIMIT_BYTES = 10 * 1024 * 1024;

type Attachment = NonNullable<OutboxMail["attachments"]>[number];

/** Each job's latest issued bill of lading on the invoice, with its size. */
async function latestBols(db: DbOrTx, invoiceId: number) {
  const rows = await db
    .selectDistinctOn([billsOfLading.jobId], {
      jobId: billsOfLading.jobId,
      version: billsOfLading.version,
      fileId: billsOfLading.fileId,
      sizeBytes: storedFiles.sizeBytes,
    })
    .from(billsOfLading)
    .innerJoin(invoiceLines, eq(invoiceLines.jobId, billsOfLading.jobId))
    .innerJoin(storedFiles, eq(storedFiles.id, billsOfLading.fileId))
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(billsOfLading.jobId, desc(billsOfLading.version));
  return rows;
}

/**
 * The invoice PDF and the BOLs the mail carries: attached while the whole stays under 10 MB,
 * else the PDF attached and the BOLs linked (a line each).
 */
export function mailFiles(
  pdf: Attachment & { sizeBytes: number },
  bols: { jobId: number; version: number; fileId: string; sizeBytes: number }[],
): { attachments: Attachment[]; links: string[] } {
  const bolFiles = bols.map((b) => ({
    filename: `${formatBolNumber(b.jobId)}-v${b.version}.pdf`,
    contentType: "application/pdf",
    fileId: b.fileId,
  }));
  const size = pdf.sizeBytes + bols.reduce((sum, b) => sum + b.sizeBytes, 0);
  const { sizeBytes: _size, ...invoicePdf } = pdf;
  if (size < MAIL_ATTACHMENT_LIMIT_BYTES) return { attachments: [invoicePdf, ...bolFiles], links: [] };
  return {
    attachments: [invoicePdf],
    links: bolFiles.map((f) => `${f.filename.replace(/\.pdf$/, "")}: ${env().APP_URL}${fileUrl(f.fileId)}`),
  };
}

/**
 * The outbox's work after a send: renders the sent invoice's PDF once, stores it, and in the
 * transaction that records it enqueues the "invoice sent" mails (billing e-mail and the
 * company's customers who keep it on) with the PDF and the jobs' latest BOLs. A retry after a
 * crash finds the PDF recorded and does nothing twice; two workers racing keep one PDF.
 */
export async function issueInvoice(db: Db, invoiceId: number): Promise<void> {
  const [invoice] = await db.select({ pdfFileId: invoices.pdfFileId }).from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice || invoice.pdfFileId) return;
  const data = await loadInvoiceData(db, invoiceId);
  const pdf = await renderInvoicePdf(data);
  const filename = `${data.number}.pdf`;
  const fileId = await storeFile(db, { bytes: pdf, contentType: "application/pdf", originalName: filename });
  const recorded = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(invoices)
      .set({ pdfFileId: fileId })
      .where(and(eq(invoices.id, invoiceId), isNull(invoices.pdfFileId)))
      .returning({ companyId: invoices.companyId });
    if (!row) return false;
    const terms = await getBillingTerms(tx, row.companyId);
    const files = mailFiles(
      { filename, contentType: "application/pdf", fileId, sizeBytes: pdf.byteLength },
      await latestBols(tx, invoiceId),
    );
    await enqueueInvoiceMails(
      tx,
      await invoiceRecipients(tx, { companyId: row.companyId, event: "invoice_sent", billingEmail: terms.send_to }),
      {
        event: "invoice_sent",
        subject: `Invoice ${data.number} from ${data.carrier.carrier_name || "your carrier"}`,
        lines: [
          `Invoice ${data.number} for ${formatCents(data.totalCents)} is attached, due ${formatDate(data.dueDate)}.`,
          files.links.length
            ? "The bills of lading are too large to attach together; download them here:"
            : "Each vehicle's bill of lading is attached.",
          ...files.links,
        ],
        attachments: files.attachments,
        cause: `sent:${invoiceId}`,
      },
    );
    return true;
  });
  if (!recorded) await deleteStoredFile(db, fileId);
}
