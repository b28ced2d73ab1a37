import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { billsOfLading, expenses, invoiceLines, invoices, storedFiles, type OutboxMail } from "@/db/schema";
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

/** A file the invoice's mail carries beside its PDF, with its size. */
export type MailDocument = Attachment & { sizeBytes: number };

/** Each job's latest issued bill of lading on the invoice. */
async function latestBols(db: DbOrTx, invoiceId: number): Promise<MailDocument[]> {
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
  return rows.map((b) => ({
    filename: `${formatBolNumber(b.jobId)}-v${b.version}.pdf`,
    contentType: "application/pdf",
    fileId: b.fileId,
    sizeBytes: b.sizeBytes,
  }));
}

const RECEIPT_EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

/** The receipts of the re-billed expenses on the invoice (DECISIONS.md "Trip costs": a line with its receipt). */
async function rebilledReceipts(db: DbOrTx, invoiceId: number): Promise<MailDocument[]> {
  const rows = await db
    .select({
      jobId: expenses.jobId,
      type: expenses.type,
      fileId: expenses.receiptFileId,
      contentType: storedFiles.contentType,
      sizeBytes: storedFiles.sizeBytes,
    })
    .from(expenses)
    .innerJoin(invoiceLines, eq(invoiceLines.id, expenses.invoiceLineId))
    .innerJoin(storedFiles, eq(storedFiles.id, expenses.receiptFileId))
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(expenses.jobId, invoiceLines.id);
  return rows.map((r, i) => ({
    filename: `receipt-job-${r.jobId}-${r.type}-${i + 1}.${RECEIPT_EXTENSIONS[r.contentType] ?? "bin"}`,
    contentType: r.contentType,
    fileId: r.fileId,
    sizeBytes: r.sizeBytes,
  }));
}

/**
 * The invoice PDF and the documents the mail carries (the BOLs, then the re-billed receipts):
 * attached while the whole stays under 10 MB, else the PDF attached and the documents linked (a line each).
 */
export function mailFiles(pdf: MailDocument, documents: MailDocument[]): { attachments: Attachment[]; links: string[] } {
  const size = pdf.sizeBytes + documents.reduce((sum, d) => sum + d.sizeBytes, 0);
  const attachment = ({ sizeBytes: _size, ...file }: MailDocument): Attachment => file;
  if (size < MAIL_ATTACHMENT_LIMIT_BYTES) return { attachments: [pdf, ...documents].map(attachment), links: [] };
  return {
    attachments: [attachment(pdf)],
    links: documents.map((f) => `${f.filename.replace(/\.\w+$/, "")}: ${env().APP_URL}${fileUrl(f.fileId)}`),
  };
}

/**
 * The outbox's work after a send: renders the sent invoice's PDF once, stores it, and in the
 * transaction that records it enqueues the "invoice sent" mails (billing e-mail and the
 * company's customers who keep it on) with the PDF, the jobs' latest BOLs and the receipts of the
 * re-billed expenses. A retry after a
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
    const receipts = await rebilledReceipts(tx, invoiceId);
    const files = mailFiles({ filename, contentType: "application/pdf", fileId, sizeBytes: pdf.byteLength }, [
      ...(await latestBols(tx, invoiceId)),
      ...receipts,
    ]);
    await enqueueInvoiceMails(
      tx,
      await invoiceRecipients(tx, { companyId: row.companyId, event: "invoice_sent", billingEmail: terms.send_to }),
      {
        event: "invoice_sent",
        subject: `Invoice ${data.number} from ${data.carrier.carrier_name || "your carrier"}`,
        lines: [
          `Invoice ${data.number} for ${formatCents(data.totalCents)} is attached, due ${formatDate(data.dueDate)}.`,
          files.links.length
            ? `The bills of lading${receipts.length ? " and receipts" : ""} are too large to attach together; download them here:`
            : `Each vehicle's bill of lading is attached${receipts.length ? ", with the receipts of the trip costs billed on" : ""}.`,
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
