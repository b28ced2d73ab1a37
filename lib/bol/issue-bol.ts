import { createHash } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { billsOfLading, jobs, type BillOfLading } from "@/db/schema";
import { conflict } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { fileUrl } from "@/lib/files/file-url";
import { eventsOfBol } from "@/lib/events/events";
import { notifyJob } from "@/lib/notifications/notify";
import { deleteStoredFile, storeFile } from "@/lib/storage/store-file";
import { loadBolData } from "./bol-data";
import { renderBolPdf, type BolVersion } from "./render-bol";
import { thumbnailsOf } from "./thumbnails";
import { formatBolNumber } from "./verify-rules";

/** Where anyone checks an issued version: the page of INTERFACES.md. */
export const verifyPath = (jobId: number) => `/verify/${formatBolNumber(jobId)}`;

export const NOT_YET_SIGNED = "The bill of lading is issued when the inspection is signed.";

/** The issued versions of a job's BOL as the API answers them. */
export type BolView = { number: string; version: number; issued_at: string; sha256: string; url: string };

export async function listBols(db: DbOrTx, jobId: number): Promise<BolView[]> {
  const rows = await db.select().from(billsOfLading).where(eq(billsOfLading.jobId, jobId)).orderBy(asc(billsOfLading.version));
  return bolViewsOf(
    jobId,
    rows.map((r) => ({ version: r.version, file_id: r.fileId, sha256: r.sha256, issued_at: r.issuedAt.toISOString() })),
  );
}

export type BolRow = { version: number; file_id: string; sha256: string; issued_at: string };

/** The job's issued versions as a column of a statement on jobs (saves the job details a statement). */
export const jobBolRows = sql<
  BolRow[]
>`(select coalesce(json_agg(json_build_object('version', ${billsOfLading.version}, 'file_id', ${billsOfLading.fileId}, 'sha256', ${billsOfLading.sha256}, 'issued_at', ${billsOfLading.issuedAt}) order by ${billsOfLading.version}), '[]'::json) from ${billsOfLading} where ${billsOfLading.jobId} = ${jobs.id})`;

export function bolViewsOf(jobId: number, rows: BolRow[]): BolView[] {
  return rows.map((r) => ({
    number: formatBolNumber(jobId),
    version: r.version,
    issued_at: new Date(r.issued_at).toISOString(),
    sha256: r.sha256,
    url: fileUrl(r.file_id),
  }));
}

async function findBol(db: DbOrTx, jobId: number, version: BolVersion): Promise<BillOfLading | undefined> {
  const [row] = await db
    .select()
    .from(billsOfLading)
    .where(and(eq(billsOfLading.jobId, jobId), eq(billsOfLading.version, version)));
  return row;
}

/**
 * Issues version 1 (pickup signed) or 2 (delivery signed) of BOL-{jobId} once: rendered,
 * hashed and stored, then recorded; a version is never rendered again. Two issuers racing
 * meet at the (job, version) unique index and the loser removes its copy. The events that carry
 * this version (events.ts) are enqueued with the PDF in the transaction that records it, so a
 * retry after a crash finds the version issued and sends nothing twice. Run by the outbox's
 * worker (enqueueBolIssue), which retries a failed render.
 */
export async function issueBol(db: Db, jobId: number, version: BolVersion): Promise<BillOfLading> {
  const existing = await findBol(db, jobId, version);
  if (existing) return existing;
  const data = await loadBolData(db, jobId);
  const needed = version === 1 ? data.inspections.pickup : data.inspections.delivery;
  if (needed.state !== "signed") throw conflict(NOT_YET_SIGNED);

  const photos = [...data.inspections.pickup.photos, ...(version === 2 ? data.inspections.delivery.photos : [])];
  const thumbnails = await thumbnailsOf(
    db,
    photos.map((p) => p.id),
  );
  const issuedAt = new Date();
  const pdf = await renderBolPdf(data, thumbnails, { version, verifyUrl: `${env().APP_URL}${verifyPath(jobId)}`, issuedAt });
  const sha256 = createHash("sha256").update(pdf).digest("hex");
  const filename = `${data.number}-v${version}.pdf`;
  const fileId = await storeFile(db, { bytes: pdf, contentType: "application/pdf", originalName: filename, jobId });
  const row = await db.transaction(async (tx) => {
    const [issued] = await tx.insert(billsOfLading).values({ jobId, version, fileId, sha256, issuedAt }).onConflictDoNothing().returning();
    if (issued) {
      const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId));
      await notifyJob(tx, job!, eventsOfBol(version), {
        lines: [`The bill of lading ${data.number}, version ${version}, is attached.`],
        attachments: [{ filename, contentType: "application/pdf", fileId }],
        cause: `bol-v${version}`,
      });
    }
    return issued;
  });
  if (!row) {
    await deleteStoredFile(db, fileId);
    return (await findBol(db, jobId, version))!;
  }
  return row;
}
