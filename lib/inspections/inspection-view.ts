import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { preparedQuery } from "@/db/prepared-query";
import { inspectionAddenda, inspectionDamages, inspectionPhotos, inspections, jobLogs, jobs, type Inspection } from "@/db/schema";
import { fileUrl } from "@/lib/files/file-url";
import { isClockDoubtful } from "./clock";
import { missingSlotsOf, signingProblems } from "./completeness";
import { requiredSlotsOf } from "./open-inspection";
import {
  damageCode,
  DEFAULT_REQUIRED_SLOTS,
  describeDamage,
  INSPECTION_KINDS,
  type DamageArea,
  type DamageSeverity,
  type DamageType,
  type InspectionKind,
  type PhotoPlace,
  type PhotoSlot,
} from "./vocabulary";

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** An inspection as the API answers it (the driver's calls, and both get-job-details). */
export type InspectionView = {
  kind: InspectionKind;
  /** not_started until the driver's first part arrives. */
  state: Inspection["state"] | "not_started";
  required_slots: PhotoSlot[];
  missing_slots: PhotoSlot[];
  vin_checked_at: string | null;
  readings: {
    odometer: number | null;
    fuel_eighths: number | null;
    charge_percent: number | null;
    keys_count: number | null;
    loose_items: string;
    conditions: string[];
    conditions_other: string;
    no_damage: boolean;
    captured_at: string | null;
  };
  notes: string;
  photos: {
    id: string;
    place: PhotoPlace;
    url: string;
    sha256: string;
    captured_at: string;
    received_at: string;
    /** The phone's time cannot be true (clock.ts): shown as taken, marked "phone clock doubtful". */
    clock_doubtful: boolean;
    latitude: number | null;
    longitude: number | null;
  }[];
  damages: {
    id: string;
    view: "top" | "side";
    x: number;
    y: number;
    area: DamageArea;
    type: DamageType;
    severity: DamageSeverity;
    code: string;
    description: string;
    photo_ids: string[];
    captured_at: string;
    received_at: string;
    clock_doubtful: boolean;
  }[];
  signature: {
    signer_name: string | null;
    strokes: [number, number][][];
    customer_unavailable: boolean;
    attestation: string | null;
    signed_at: string | null;
    received_at: string | null;
    clock_doubtful: boolean;
    /** The driver's signature as the carrier's agent (none on inspections signed before it was asked). */
    driver_name: string | null;
    driver_strokes: [number, number][][];
  } | null;
  addenda: { author_name: string; text: string; created_at: string }[];
  /** What still stands between the inspection and its signature (empty once signed). */
  problems: { field: string; message: string }[];
  /** The delivery's: what the pickup inspection recorded, to set beside it (null for pickup, or before one). */
  at_pickup: PickupRecord | null;
};

/** What pickup recorded, as the delivery inspection shows it: its damages (greyed on the diagram), keys, loose items, fuel. */
export type PickupRecord = {
  readings: Pick<InspectionView["readings"], "keys_count" | "loose_items" | "fuel_eighths" | "charge_percent">;
  damages: Pick<InspectionView["damages"][number], "id" | "view" | "x" | "y" | "area" | "code" | "description">[];
};

function pickupRecordOf(pickup: InspectionView): PickupRecord | null {
  if (pickup.state === "not_started") return null;
  const { keys_count, loose_items, fuel_eighths, charge_percent } = pickup.readings;
  return {
    readings: { keys_count, loose_items, fuel_eighths, charge_percent },
    damages: pickup.damages.map(({ id, view, x, y, area, code, description }) => ({ id, view, x, y, area, code, description })),
  };
}

export type JobInspections = Record<InspectionKind, InspectionView>;

/**
 * Both inspections of a job, begun or not, with their photos, damages and addenda: one statement
 * for a job without any. `companySlots` is the company's setting when the caller read it already
 * (null: the default six); left out, it is read when an inspection is not begun.
 */
export async function loadJobInspections(
  db: DbOrTx,
  jobId: number,
  companySlots?: PhotoSlot[] | null,
  options: { isBegun?: boolean } = {},
): Promise<JobInspections> {
  // A caller that knows no inspection has begun (the job details' own statement) is spared the query.
  if (options.isBegun === false && companySlots !== undefined) {
    const slots = companySlots ?? [...DEFAULT_REQUIRED_SLOTS];
    return { pickup: notStarted("pickup", slots), delivery: notStarted("delivery", slots) };
  }
  const rows = await preparedQuery(db, "job_inspections", (name) =>
    db
      .select()
      .from(inspections)
      .where(eq(inspections.jobId, sql.placeholder("jobId")))
      .prepare(name),
  ).execute({ jobId });
  const ids = rows.map((r) => r.id);
  const [photos, damages, addenda, linkSentAt] =
    ids.length === 0
      ? [[], [], [], null]
      : await Promise.all([
          db.select().from(inspectionPhotos).where(inArray(inspectionPhotos.inspectionId, ids)).orderBy(asc(inspectionPhotos.capturedAt)),
          db
            .select()
            .from(inspectionDamages)
            .where(inArray(inspectionDamages.inspectionId, ids))
            .orderBy(asc(inspectionDamages.capturedAt)),
          db.select().from(inspectionAddenda).where(inArray(inspectionAddenda.inspectionId, ids)).orderBy(asc(inspectionAddenda.createdAt)),
          linkSentAtOf(db, jobId),
        ]);
  const slots =
    rows.length === INSPECTION_KINDS.length
      ? []
      : companySlots !== undefined
        ? (companySlots ?? [...DEFAULT_REQUIRED_SLOTS])
        : await slotsOfJob(db, jobId);
  const pickup = rows.find((r) => r.kind === "pickup");
  const viewOf = (kind: InspectionKind): InspectionView => {
    const row = rows.find((r) => r.kind === kind);
    if (!row) return notStarted(kind, slots);
    const own = <T extends { inspectionId: number }>(list: T[]) => list.filter((item) => item.inspectionId === row.id);
    return toView(row, own(photos), own(damages), own(addenda), kind === "delivery" ? (pickup?.odometer ?? null) : null, linkSentAt);
  };
  const pickupView = viewOf("pickup");
  return { pickup: pickupView, delivery: { ...viewOf("delivery"), at_pickup: pickupRecordOf(pickupView) } };
}

/** When the driver's link of the job's current assignment was sent: its assignment's timeline entry. */
async function linkSentAtOf(db: DbOrTx, jobId: number): Promise<Date | null> {
  const [entry] = await db
    .select({ at: jobLogs.createdAt })
    .from(jobLogs)
    .where(and(eq(jobLogs.jobId, jobId), eq(jobLogs.event, "driver_assigned")))
    .orderBy(desc(jobLogs.createdAt))
    .limit(1);
  return entry?.at ?? null;
}

async function slotsOfJob(db: DbOrTx, jobId: number): Promise<PhotoSlot[]> {
  const [job] = await db.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, jobId));
  return job ? requiredSlotsOf(db, job.companyId) : [];
}

/** One inspection of a job (the driver's calls answer it after each part). */
export async function loadInspection(db: DbOrTx, jobId: number, kind: InspectionKind): Promise<InspectionView> {
  return (await loadJobInspections(db, jobId))[kind];
}

function notStarted(kind: InspectionKind, requiredSlots: PhotoSlot[]): InspectionView {
  return {
    kind,
    state: "not_started",
    required_slots: requiredSlots,
    missing_slots: requiredSlots,
    vin_checked_at: null,
    readings: {
      odometer: null,
      fuel_eighths: null,
      charge_percent: null,
      keys_count: null,
      loose_items: "",
      conditions: [],
      conditions_other: "",
      no_damage: false,
      captured_at: null,
    },
    notes: "",
    photos: [],
    damages: [],
    signature: null,
    addenda: [],
    problems: [],
    at_pickup: null,
  };
}

type Rows = {
  photos: (typeof inspectionPhotos.$inferSelect)[];
  damages: (typeof inspectionDamages.$inferSelect)[];
  addenda: (typeof inspectionAddenda.$inferSelect)[];
};

function toView(
  row: Inspection,
  photos: Rows["photos"],
  damages: Rows["damages"],
  addenda: Rows["addenda"],
  pickupOdometer: number | null,
  linkSentAt: Date | null,
) {
  const doubtful = (capturedAt: Date | null, receivedAt: Date | null) => isClockDoubtful({ capturedAt, receivedAt, linkSentAt });
  const typed = damages.map((d) => ({
    ...d,
    area: d.area as DamageArea,
    type: d.type as DamageType,
    severity: d.severity as DamageSeverity,
  }));
  const view: InspectionView = {
    kind: row.kind,
    state: row.state,
    required_slots: row.requiredSlots,
    missing_slots: missingSlotsOf({ inspection: row, photos }),
    vin_checked_at: iso(row.vinCheckedAt),
    readings: {
      odometer: row.odometer,
      fuel_eighths: row.fuelEighths,
      charge_percent: row.chargePercent,
      keys_count: row.keysCount,
      loose_items: row.looseItems,
      conditions: row.conditions,
      conditions_other: row.conditionsOther,
      no_damage: row.noDamage,
      captured_at: iso(row.readingCapturedAt),
    },
    notes: row.notes,
    photos: photos.map((p) => ({
      id: p.id,
      place: p.place,
      url: fileUrl(p.fileId),
      sha256: p.sha256,
      captured_at: p.capturedAt.toISOString(),
      received_at: p.receivedAt.toISOString(),
      clock_doubtful: doubtful(p.capturedAt, p.receivedAt),
      latitude: p.latitude,
      longitude: p.longitude,
    })),
    damages: typed.map((d) => ({
      id: d.id,
      view: d.view,
      x: d.x,
      y: d.y,
      area: d.area,
      type: d.type,
      severity: d.severity,
      code: damageCode(d),
      description: describeDamage(d),
      photo_ids: d.photoIds,
      captured_at: d.capturedAt.toISOString(),
      received_at: d.receivedAt.toISOString(),
      clock_doubtful: doubtful(d.capturedAt, d.receivedAt),
    })),
    signature:
      row.state === "signed"
        ? {
            signer_name: row.signerName,
            strokes: row.signatureStrokes ?? [],
            customer_unavailable: row.customerUnavailable,
            attestation: row.attestation,
            signed_at: iso(row.signedAt),
            received_at: iso(row.signatureReceivedAt),
            clock_doubtful: doubtful(row.signedAt, row.signatureReceivedAt),
            driver_name: row.driverName,
            driver_strokes: row.driverSignatureStrokes ?? [],
          }
        : null,
    addenda: addenda.map((a) => ({ author_name: a.authorName, text: a.text, created_at: a.createdAt.toISOString() })),
    problems: row.state === "open" ? signingProblems({ inspection: row, photos, damages: typed, pickupOdometer }) : [],
    at_pickup: null,
  };
  return view;
}

/** The inspection's row of a job, if begun (for the calls that only read it). */
export async function findInspection(db: DbOrTx, jobId: number, kind: InspectionKind): Promise<Inspection | undefined> {
  const [row] = await db
    .select()
    .from(inspections)
    .where(and(eq(inspections.jobId, jobId), eq(inspections.kind, kind)));
  return row;
}
