import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { drivers, expenses, jobs, storedFiles, type ExpenseState, type ExpenseType } from "@/db/schema";
import { containsPattern, offsetOf, type Paged, type PageQuery } from "@/lib/api/pagination";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { fileUrl } from "@/lib/files/file-url";
import type { DriverLink } from "@/lib/driver-link/verify-link";

/** An expense as staff review it (the job's Expenses card, the list of waiting ones). */
export type ExpenseRow = {
  id: string;
  jobId: number;
  driverName: string;
  type: ExpenseType;
  amountCents: number;
  approvedCents: number | null;
  state: ExpenseState;
  reason: string | null;
  note: string;
  rebill: boolean;
  receiptUrl: string;
  receiptIsImage: boolean;
  /** Where and when the receipt was taken: the photo's EXIF, else the phone's. */
  takenAt: Date;
  latitude: number | null;
  longitude: number | null;
  offRoute: boolean;
  offRouteReasons: ("far" | "before" | "after")[];
  kmFromRoute: number | null;
  /** The job's stops, for the small map of an off-route receipt. */
  pickup: { lat: number; lng: number };
  dropoff: { lat: number; lng: number };
  createdAt: Date;
};

const columns = {
  id: expenses.id,
  jobId: expenses.jobId,
  driverName: drivers.name,
  type: expenses.type,
  amountCents: expenses.amountCents,
  approvedCents: expenses.approvedCents,
  state: expenses.state,
  reason: expenses.reason,
  note: expenses.note,
  rebill: expenses.rebill,
  receiptFileId: expenses.receiptFileId,
  contentType: storedFiles.contentType,
  capturedAt: expenses.capturedAt,
  exifTakenAt: expenses.exifTakenAt,
  latitude: sql<number | null>`coalesce(${expenses.exifLatitude}, ${expenses.latitude})`,
  longitude: sql<number | null>`coalesce(${expenses.exifLongitude}, ${expenses.longitude})`,
  offRoute: expenses.offRoute,
  offRouteReasons: expenses.offRouteReasons,
  kmFromRoute: expenses.kmFromRoute,
  pickupLat: jobs.pickupLatitude,
  pickupLng: jobs.pickupLongitude,
  dropoffLat: jobs.dropoffLatitude,
  dropoffLng: jobs.dropoffLongitude,
  createdAt: expenses.createdAt,
};

type Selected = { [K in keyof typeof columns]: unknown } & Record<string, unknown>;

function toRow(r: Selected): ExpenseRow {
  const { receiptFileId, contentType, capturedAt, exifTakenAt, pickupLat, pickupLng, dropoffLat, dropoffLng, ...rest } = r;
  return {
    ...(rest as Omit<ExpenseRow, "receiptUrl" | "receiptIsImage" | "takenAt" | "pickup" | "dropoff">),
    pickup: { lat: pickupLat as number, lng: pickupLng as number },
    dropoff: { lat: dropoffLat as number, lng: dropoffLng as number },
    receiptUrl: fileUrl(receiptFileId as string),
    receiptIsImage: String(contentType).startsWith("image/"),
    takenAt: (exifTakenAt as Date | null) ?? (capturedAt as Date),
  };
}

function selectExpenses(db: DbOrTx) {
  return db
    .select(columns)
    .from(expenses)
    .innerJoin(drivers, eq(drivers.id, expenses.driverId))
    .innerJoin(storedFiles, eq(storedFiles.id, expenses.receiptFileId))
    .innerJoin(jobs, eq(jobs.id, expenses.jobId));
}

/** A job's expenses, oldest first (staff: the job detail's Expenses card). */
export async function listJobExpenses(db: DbOrTx, actor: Actor, jobId: number): Promise<ExpenseRow[]> {
  assertStaff(actor);
  const rows = await selectExpenses(db).where(eq(expenses.jobId, jobId)).orderBy(expenses.createdAt, expenses.id);
  return rows.map(toRow);
}

/**
 * The expenses waiting for staff across jobs, newest first, in one round trip with their count (the
 * partial index expenses_waiting_idx serves both). Search: a job id, or part of the driver's name.
 */
export async function listWaitingExpenses(db: DbOrTx, actor: Actor, query: PageQuery): Promise<Paged<ExpenseRow>> {
  assertStaff(actor);
  const filters: SQL[] = [eq(expenses.state, "waiting")];
  const search = query.search.trim();
  if (search) {
    const named = db
      .select({ id: drivers.id })
      .from(drivers)
      .where(ilike(drivers.name, containsPattern(search)));
    const byName = inArray(expenses.driverId, named);
    filters.push(/^\d{1,9}$/.test(search) ? or(eq(expenses.jobId, Number(search)), byName)! : byName);
  }
  const where = and(...filters);
  // The page's ids from the partial indexes alone, then only those rows with their driver and receipt.
  const pageIds = db
    .select({ id: expenses.id })
    .from(expenses)
    .where(where)
    .orderBy(desc(expenses.createdAt), desc(expenses.id))
    .limit(query.limit)
    .offset(offsetOf(query));
  const [rows, [total]] = await Promise.all([
    selectExpenses(db).where(inArray(expenses.id, pageIds)).orderBy(desc(expenses.createdAt), desc(expenses.id)),
    db.select({ n: count() }).from(expenses).where(where),
  ]);
  return { rows: rows.map(toRow), total: total!.n, page: query.page, limit: query.limit };
}

/** An expense as the driver's link shows it (GET driver/fetch-expenses): its state and staff's reason. */
export type DriverExpense = {
  id: string;
  type: ExpenseType;
  amount_cents: number;
  approved_cents: number | null;
  state: ExpenseState;
  reason: string | null;
  note: string;
  receipt: string;
  captured_at: Date;
};

/** The link's own expenses on its job, oldest first. */
export async function listDriverExpenses(db: DbOrTx, link: Pick<DriverLink, "jobId" | "driverId">): Promise<DriverExpense[]> {
  const rows = await db
    .select({
      id: expenses.id,
      type: expenses.type,
      amount_cents: expenses.amountCents,
      approved_cents: expenses.approvedCents,
      state: expenses.state,
      reason: expenses.reason,
      note: expenses.note,
      fileId: expenses.receiptFileId,
      captured_at: expenses.capturedAt,
    })
    .from(expenses)
    .where(and(eq(expenses.jobId, link.jobId), eq(expenses.driverId, link.driverId)))
    .orderBy(expenses.createdAt, expenses.id);
  return rows.map(({ fileId, ...r }) => ({ ...r, receipt: fileUrl(fileId) }));
}
