import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { storedFiles, tripDocuments } from "@/db/schema";
import { AppError, conflict, fieldError, parseOrThrow } from "@/lib/api/errors";
import { parseJsonText } from "@/lib/api/json-depth";
import { canPerform, notAllowedMessage } from "@/lib/jobs/lifecycle";
import { transitionJob } from "@/lib/jobs/transition-job";
import { deleteStoredFile, storeFile } from "@/lib/storage/store-file";
import { loadRideState } from "./ride-state";
import { existingReceiptsSchema } from "./schemas";
import { filesOf, readDocuments, textOf, type Upload } from "./uploads";
import type { DriverLink } from "./verify-link";

/** The four single documents: form field and column. */
const SINGLE_DOCUMENTS = {
  daily_driver_log: "dailyDriverLog",
  flight_confirmation: "flightConfirmation",
  fuel_receipt: "fuelReceipt",
  hotel_receipt: "hotelReceipt",
} as const;
type SingleField = keyof typeof SINGLE_DOCUMENTS;
const SINGLE_FIELDS = Object.keys(SINGLE_DOCUMENTS) as SingleField[];

const MAX_NOTES = 5000;
const FILE_PATH = /^\/api\/v1\/files\/([A-Za-z0-9_-]{16,64})$/;

/** The stored file id of a location (`/api/v1/files/<id>`, absolute or with a query), or null. */
function fileIdOf(location: string): string | null {
  try {
    return new URL(location, "http://local").pathname.match(FILE_PATH)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** existing_other_receipts: absent keeps every receipt; "null" keeps none; a list keeps those listed. */
function readKeptReceipts(value: unknown): string[] | "all" {
  const text = textOf(value);
  if (text === undefined) return "all";
  let parsed: unknown;
  try {
    parsed = parseJsonText(text);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw fieldError("existing_other_receipts", "existing_other_receipts must be a JSON list of locations, or null.");
  }
  const list = parseOrThrow(existingReceiptsSchema, parsed) ?? [];
  return list.map(fileIdOf).filter((id): id is string => id !== null);
}

type Current = typeof tripDocuments.$inferSelect | undefined;

/** The file ids of the current documents, by sha256: an upload sent again reuses its file. */
async function storedBySha(db: Db, current: Current): Promise<Map<string, string>> {
  if (!current) return new Map();
  const ids = [...SINGLE_FIELDS.map((f) => current[SINGLE_DOCUMENTS[f]]), ...current.otherReceipts].filter((id): id is string => !!id);
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: storedFiles.id, sha256: storedFiles.sha256 }).from(storedFiles).where(inArray(storedFiles.id, ids));
  return new Map(rows.map((r) => [r.sha256, r.id]));
}

/**
 * POST driver/upload-trip-document (multipart): while delivered and until 48 hours after
 * delivery. A file replaces its document; a field left out keeps it. Other receipts are the
 * kept ones (existing_other_receipts) plus the new files. A submission sent again stores
 * nothing twice: a file whose bytes are already one of the job's documents is reused.
 * Submissions at once take turns on the job's row and each merges into what the one before
 * saved, so no accepted file is lost; a refused one removes the files it stored.
 */
export async function uploadTripDocuments(db: Db, link: DriverLink, input: Record<string, unknown>): Promise<void> {
  const { status } = await loadRideState(db, link.jobId);
  if (!canPerform("upload_documents", "driver", status)) throw conflict(notAllowedMessage("upload_documents", status));

  const notes = textOf(input.additional_notes)?.trim();
  if (notes !== undefined && notes.length > MAX_NOTES)
    throw fieldError("additional_notes", `Please keep the notes under ${MAX_NOTES} characters.`);
  const kept = readKeptReceipts(input.existing_other_receipts);
  const singles = new Map<SingleField, Upload>();
  for (const field of SINGLE_FIELDS) {
    const [file] = await readDocuments(field, filesOf(input[field]).slice(0, 1));
    if (file) singles.set(field, file);
  }
  const receipts = await readDocuments("other_receipts", filesOf(input.other_receipts));

  const [before] = await db.select().from(tripDocuments).where(eq(tripDocuments.jobId, link.jobId));
  const known = await storedBySha(db, before);
  const stored: string[] = [];
  const save = async (upload: Upload) => {
    let id = known.get(upload.sha256);
    if (!id) {
      id = await storeFile(db, { ...upload, jobId: link.jobId });
      stored.push(id);
      known.set(upload.sha256, id);
    }
    return id;
  };
  const newSingles = new Map<SingleField, string>();
  for (const [field, upload] of singles) newSingles.set(field, await save(upload));
  const newReceipts: string[] = [];
  for (const upload of receipts) newReceipts.push(await save(upload));

  let unused: (string | null)[] = [];
  try {
    await transitionJob(db, {
      who: { kind: "driver", driverId: link.driverId, linkVersion: link.version },
      jobId: link.jobId,
      action: "upload_documents",
      write: async (_job, tx) => {
        // Read under the job's lock: what a submission before this one saved.
        const [current] = await tx.select().from(tripDocuments).where(eq(tripDocuments.jobId, link.jobId));
        const values: Partial<typeof tripDocuments.$inferInsert> = {};
        for (const [field, id] of newSingles) values[SINGLE_DOCUMENTS[field]] = id;
        const currentReceipts = current?.otherReceipts ?? [];
        const otherReceipts = kept === "all" ? [...currentReceipts] : currentReceipts.filter((id) => kept.includes(id));
        for (const id of newReceipts) if (!otherReceipts.includes(id)) otherReceipts.push(id);
        values.otherReceipts = otherReceipts;
        if (notes !== undefined) values.additionalNotes = notes;
        await tx
          .insert(tripDocuments)
          .values({ jobId: link.jobId, driverId: link.driverId, ...values })
          .onConflictDoUpdate({ target: tripDocuments.jobId, set: { ...values, driverId: link.driverId, updatedAt: new Date() } });
        unused = current ? filesNoLongerUsed(current, { ...current, ...values }) : [];
      },
    });
  } catch (error) {
    for (const id of stored) await deleteStoredFile(db, id).catch(() => {});
    throw error;
  }
  for (const id of unused) if (id) await deleteStoredFile(db, id).catch(() => {});
}

/** The files of the documents before that the documents after no longer name. */
function filesNoLongerUsed(before: NonNullable<Current>, after: NonNullable<Current>): (string | null)[] {
  const ids = (docs: NonNullable<Current>) => [...SINGLE_FIELDS.map((f) => docs[SINGLE_DOCUMENTS[f]]), ...docs.otherReceipts];
  const still = new Set(ids(after));
  return ids(before).filter((id) => id && !still.has(id));
}
