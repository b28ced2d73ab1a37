import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { expenses, jobs, rides } from "@/db/schema";
import { conflict, fieldError, forbidden } from "@/lib/api/errors";
import type { Upload } from "@/lib/driver-link/uploads";
import type { DriverLink } from "@/lib/driver-link/verify-link";
import { deleteStoredFile, storeFile } from "@/lib/storage/store-file";
import { AFTER_DELIVERY_MS, checkReceipt, receiptEvidence, type TripWindow } from "@/lib/trip-costs/off-route";
import { EXPENSE_MESSAGES as M } from "./messages";
import { readReceiptExif } from "./read-receipt-exif";
import type { AddExpense } from "./schemas";

/** The statuses of a job on its trip or just delivered (with the ride's check-in): expenses may be added. */
const OPEN_STATUSES = new Set(["approved", "in_transit", "delivered"]);

type TripOfJob = { status: string; window: TripWindow | null; from: { lat: number; lng: number }; to: { lat: number; lng: number } };

async function loadTrip(db: Db, jobId: number): Promise<TripOfJob> {
  const [row] = await db
    .select({
      status: jobs.requestStatus,
      deliveredAt: jobs.deliveredAt,
      checkedInAt: rides.checkedInAt,
      pickupLat: jobs.pickupLatitude,
      pickupLng: jobs.pickupLongitude,
      dropoffLat: jobs.dropoffLatitude,
      dropoffLng: jobs.dropoffLongitude,
    })
    .from(jobs)
    .leftJoin(rides, eq(rides.jobId, jobs.id))
    .where(eq(jobs.id, jobId));
  if (!row) throw forbidden();
  return {
    status: row.status,
    window: row.checkedInAt ? { checkInAt: row.checkedInAt, deliveredAt: row.status === "delivered" ? row.deliveredAt : null } : null,
    from: { lat: row.pickupLat, lng: row.pickupLng },
    to: { lat: row.dropoffLat, lng: row.dropoffLng },
  };
}

/** The window in which the link takes expenses (DECISIONS.md "Trip costs"): check-in until 48 h after delivery. */
export function assertExpenseWindow(trip: Pick<TripOfJob, "status" | "window">, now: Date): TripWindow {
  if (!trip.window) throw conflict(M.beforeCheckIn);
  if (!OPEN_STATUSES.has(trip.status)) throw conflict(M.notOnTrip);
  const { deliveredAt } = trip.window;
  if (deliveredAt && now.getTime() > deliveredAt.getTime() + AFTER_DELIVERY_MS) throw conflict(M.afterWindow);
  return trip.window;
}

/**
 * POST driver/add-expense: an expense with its receipt, from check-in until 48 hours after delivery
 * (409 otherwise). The receipt's place and time, the photo's EXIF first (read here, else as the
 * phone read it before shrinking), else the phone's, are checked against the route and the trip's
 * window once, now; an off-route receipt is kept, flagged, for staff. The same id sent again is
 * stored once (a retry answers as the first did); an id already used for another receipt is 409.
 */
export async function addExpense(db: Db, link: DriverLink, input: AddExpense, receipt: Upload, now = new Date()): Promise<void> {
  if (await isStored(db, link, input.id, receipt.sha256)) return;
  const trip = await loadTrip(db, link.jobId);
  const window = assertExpenseWindow(trip, now);

  const sentExif =
    input.exif_taken_at || input.exif_latitude !== undefined
      ? {
          takenAt: input.exif_taken_at ?? null,
          position: input.exif_latitude !== undefined ? { lat: input.exif_latitude, lng: input.exif_longitude! } : null,
        }
      : null;
  const fileExif = await readReceiptExif(receipt.bytes, receipt.contentType);
  const exif = fileExif
    ? { position: fileExif.position ?? sentExif?.position ?? null, takenAt: fileExif.takenAt ?? sentExif?.takenAt ?? null }
    : sentExif;
  const phonePosition = input.latitude !== undefined ? { lat: input.latitude, lng: input.longitude! } : null;
  const evidence = receiptEvidence(exif, { position: phonePosition, takenAt: input.captured_at });
  const check = checkReceipt({ from: trip.from, to: trip.to }, window, evidence);

  const fileId = await storeFile(db, { ...receipt, jobId: link.jobId });
  const inserted = await db
    .insert(expenses)
    .values({
      id: input.id,
      jobId: link.jobId,
      driverId: link.driverId,
      type: input.type,
      amountCents: input.amount_cents,
      receiptFileId: fileId,
      receiptSha256: receipt.sha256,
      note: input.note,
      capturedAt: input.captured_at,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      exifTakenAt: exif?.takenAt ?? null,
      exifLatitude: exif?.position?.lat ?? null,
      exifLongitude: exif?.position?.lng ?? null,
      offRoute: check.offRoute,
      offRouteReasons: check.reasons,
      kmFromRoute: check.kmFromRoute,
    })
    .onConflictDoNothing()
    .returning({ id: expenses.id });
  if (inserted.length === 0) {
    // A copy of this call won the race: answer as a retry does, or refuse another receipt under the id.
    await deleteStoredFile(db, fileId);
    if (await isStored(db, link, input.id, receipt.sha256)) return;
    throw conflict(M.idTaken);
  }
}

/** Whether this very expense (id, job, receipt) is stored; 409 when the id is another's. */
async function isStored(db: Db, link: DriverLink, id: string, sha256: string): Promise<boolean> {
  const [row] = await db.select({ jobId: expenses.jobId, sha256: expenses.receiptSha256 }).from(expenses).where(eq(expenses.id, id));
  if (!row) return false;
  if (row.jobId !== link.jobId || row.sha256 !== sha256) throw conflict(M.idTaken);
  return true;
}

export const receiptFieldError = () => fieldError("receipt", M.receiptRequired);
