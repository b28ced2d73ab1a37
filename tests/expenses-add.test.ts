import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { GET as enRoutePage } from "@/app/(driver)/ride-detail/jobId/[id]/driver/[driverId]/route";
import { GET as rideDetailsPage } from "@/app/(driver)/ride-details/jobId/[id]/driver/[driverId]/route";
import { driverPagePath } from "@/lib/driver-link/paths";
import type { DriverView } from "@/lib/driver-link/page-view";
import { POST as addExpenseRoute } from "@/app/api/v1/driver/add-expense/route";
import { GET as fetchExpenses } from "@/app/api/v1/driver/fetch-expenses/route";
import type { Db } from "@/db/client";
import { expenses, jobs, rides } from "@/db/schema";
import { addExpense } from "@/lib/expenses/add-expense";
import { EXPENSE_MESSAGES } from "@/lib/expenses/messages";
import { addExpenseSchema } from "@/lib/expenses/schemas";
import { readDocuments } from "@/lib/driver-link/uploads";
import { resetDatabase } from "./helpers/db";
import { assignedJob, driverCall, expectStatus, form, makeWorld, pdfFile, pngFile, type World } from "./driver-link/helpers";
import { expectFieldError } from "./jobs/helpers";

const uploadsDir = vi.hoisted(() => {
  const dir = `.data/test-uploads/expenses-${process.pid}-${Date.now()}`;
  process.env.UPLOADS_DIR = dir;
  return dir;
});

// A route along the 100° W meridian from 30° N to 40° N (as lib/trip-costs/off-route.test.ts).
const ROUTE = { pickupLatitude: 30, pickupLongitude: -100, dropoffLatitude: 40, dropoffLongitude: -100 };
const HOUR = 3600_000;

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});
afterAll(() => rm(uploadsDir, { recursive: true, force: true }));

type Setup = Awaited<ReturnType<typeof assignedJob>>;
type DriverExpense = { id: string; type: string; amount_cents: number; state: string; reason: string | null; receipt: string };

/** A job on its trip: checked in `checkedInHoursAgo` ago, in transit, or delivered `deliveredHoursAgo` ago. */
async function tripJob(options: { checkedInHoursAgo?: number; deliveredHoursAgo?: number } = {}) {
  const s = await assignedJob(db, world, ROUTE);
  const checkedInAt = new Date(Date.now() - (options.checkedInHoursAgo ?? 5) * HOUR);
  await db.insert(rides).values({ jobId: s.job.id, driverId: s.driver.id, rideStatus: "ride_started", checkedInAt });
  const delivered = options.deliveredHoursAgo !== undefined;
  await db
    .update(jobs)
    .set({
      requestStatus: delivered ? "delivered" : "in_transit",
      deliveredAt: delivered ? new Date(Date.now() - options.deliveredHoursAgo! * HOUR) : null,
    })
    .where(eq(jobs.id, s.job.id));
  return s;
}

let ids = 0;
const newId = () => `expense-${process.pid}-${++ids}`;

function fields(s: Setup, extra: Record<string, string | number | File | undefined> = {}) {
  return {
    job_id: s.job.id,
    driver_id: s.driver.id,
    id: newId(),
    type: "fuel",
    amount_cents: 4250,
    note: "Fill-up",
    captured_at: new Date().toISOString(),
    latitude: 35,
    longitude: -100,
    receipt: pngFile("receipt.png"),
    ...extra,
  };
}

const add = (s: Setup, body: Record<string, string | number | File | undefined>) =>
  driverCall<DriverExpense[]>(addExpenseRoute, s.token, { body: form(body) });
const list = (s: Setup) => driverCall<DriverExpense[]>(fetchExpenses, s.token, { query: { job_id: s.job.id, driver_id: s.driver.id } });
const rowOf = async (id: string) => (await db.select().from(expenses).where(eq(expenses.id, id)))[0];

/** A JPEG whose EXIF says it was taken at a place (and optionally a time), as a camera writes it. */
async function jpegAt(lat: number, lng: number, takenAt?: string): Promise<File> {
  const dms = (deg: number) => {
    const a = Math.abs(deg);
    const d = Math.floor(a);
    const m = Math.floor((a - d) * 60);
    const s = Math.round(((a - d) * 60 - m) * 60 * 100);
    return `${d}/1 ${m}/1 ${s}/100`;
  };
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 200, b: 200 } } })
    .jpeg()
    .withExif({
      ...(takenAt ? { IFD2: { DateTimeOriginal: takenAt, OffsetTimeOriginal: "+00:00" } } : {}),
      IFD3: { GPSLatitudeRef: lat >= 0 ? "N" : "S", GPSLatitude: dms(lat), GPSLongitudeRef: lng >= 0 ? "E" : "W", GPSLongitude: dms(lng) },
    })
    .toBuffer();
  return new File([new Uint8Array(bytes)], "receipt.jpg", { type: "image/jpeg" });
}

describe("POST driver/add-expense", () => {
  it("stores an expense in cents with its receipt, waiting for staff, and lists it on the link", async () => {
    const s = await tripJob();
    const body = fields(s);
    const res = await add(s, body);
    expectStatus(res, 200);
    expect(res.body.message).toBe(EXPENSE_MESSAGES.added);
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: body.id, type: "fuel", amount_cents: 4250, state: "waiting", reason: null, note: "Fill-up" }),
    ]);
    const row = await rowOf(body.id as string);
    expect(row).toMatchObject({ amountCents: 4250, offRoute: false, offRouteReasons: [], state: "waiting", latitude: 35 });
    const listed = await list(s);
    expectStatus(listed, 200);
    expect(listed.body.data.map((e) => e.id)).toEqual([body.id]);
    expect(listed.body.data[0]!.receipt).toMatch(/^\/api\/v1\/files\/[A-Za-z0-9_-]+$/);
  });

  it("requires a receipt", async () => {
    const s = await tripJob();
    expectFieldError(await add(s, fields(s, { receipt: undefined })), "receipt", EXPENSE_MESSAGES.receiptRequired);
  });

  it("refuses a receipt that is neither an image nor a PDF (415) and takes a PDF", async () => {
    const s = await tripJob();
    const text = new File(["just text"], "r.txt", { type: "text/plain" });
    expectStatus(await add(s, fields(s, { receipt: text })), 415);
    expectStatus(await add(s, fields(s, { receipt: pdfFile() })), 200);
  });

  it.each([
    ["dollars with cents", "42.50"],
    ["zero", 0],
    ["negative", -5],
    ["text", "a lot"],
    ["missing", undefined],
  ])("takes the amount only as whole cents above 0: %s refused", async (_name, amount) => {
    const s = await tripJob();
    expectFieldError(await add(s, fields(s, { amount_cents: amount })), "amount_cents", EXPENSE_MESSAGES.amount);
  });

  it("refuses an unknown type", async () => {
    const s = await tripJob();
    expectFieldError(await add(s, fields(s, { type: "snacks" })), "type", EXPENSE_MESSAGES.type);
  });

  it("stores an expense sent twice once, and refuses its id for another receipt", async () => {
    const s = await tripJob();
    const body = fields(s);
    expectStatus(await add(s, body), 200);
    const again = await add(s, body);
    expectStatus(again, 200);
    expect(again.body.data).toHaveLength(1);
    const other = await add(s, { ...body, receipt: pngFile("other.png") });
    expectStatus(other, 409);
    expect(other.body.message).toBe(EXPENSE_MESSAGES.idTaken);
  });

  it("refuses before check-in (409)", async () => {
    const s = await assignedJob(db, world, ROUTE);
    const res = await add(s, fields(s));
    expectStatus(res, 409);
    expect(res.body.message).toBe(EXPENSE_MESSAGES.beforeCheckIn);
  });

  it("takes expenses until 48 hours after delivery; after that the link is closed for writes", async () => {
    const open = await tripJob({ checkedInHoursAgo: 60, deliveredHoursAgo: 47 });
    expectStatus(await add(open, fields(open)), 200);
    const closed = await tripJob({ checkedInHoursAgo: 60, deliveredHoursAgo: 49 });
    expectStatus(await add(closed, fields(closed)), 403);
    // Still readable.
    expectStatus(await list(closed), 200);
  });

  it("is another driver's link: 403", async () => {
    const s = await tripJob();
    const other = await tripJob();
    expectStatus(await add(other, fields(s)), 403);
  });
});

describe("the 48-hour window at fixed clocks (the service)", () => {
  async function serviceAdd(s: Setup, now: Date) {
    const body = fields(s);
    const input = addExpenseSchema.parse({ ...body, receipt: undefined });
    const [receipt] = await readDocuments("receipt", [pngFile()]);
    const link = { jobId: s.job.id, driverId: s.driver.id, version: 1, isLinkExpired: false };
    await addExpense(db, link, input, receipt!, now);
    return body.id as string;
  }

  it("accepts at 48 hours after delivery and refuses a second later", async () => {
    const s = await tripJob({ checkedInHoursAgo: 10, deliveredHoursAgo: 1 });
    const [job] = await db.select({ deliveredAt: jobs.deliveredAt }).from(jobs).where(eq(jobs.id, s.job.id));
    const edge = new Date(job!.deliveredAt!.getTime() + 48 * HOUR);
    expect(await rowOf(await serviceAdd(s, edge))).toBeDefined();
    await expect(serviceAdd(s, new Date(edge.getTime() + 1000))).rejects.toMatchObject({
      status: 409,
      message: EXPENSE_MESSAGES.afterWindow,
    });
  });
});

describe("off route (DECISIONS.md: 25 km from the pickup–drop-off line, or outside the trip)", () => {
  it("flags a phone position 27 km off the line, and keeps one 18 km off on route", async () => {
    const s = await tripJob();
    const far = fields(s, { latitude: 35, longitude: -100.3 });
    const near = fields(s, { latitude: 35, longitude: -99.8 });
    expectStatus(await add(s, far), 200);
    expectStatus(await add(s, near), 200);
    expect(await rowOf(far.id as string)).toMatchObject({ offRoute: true, offRouteReasons: ["far"] });
    expect((await rowOf(far.id as string))!.kmFromRoute).toBeCloseTo(27.3, 0);
    expect(await rowOf(near.id as string)).toMatchObject({ offRoute: false, offRouteReasons: [] });
  });

  it("prefers the photo's EXIF place over the phone's, read on the server", async () => {
    const s = await tripJob();
    // The phone stood on the route; the receipt was photographed 0.5° (45 km) east of it.
    const body = fields(s, { latitude: 35, longitude: -100, receipt: await jpegAt(35, -99.5) });
    expectStatus(await add(s, body), 200);
    const row = await rowOf(body.id as string);
    expect(row).toMatchObject({ offRoute: true, offRouteReasons: ["far"] });
    expect(row!.exifLatitude).toBeCloseTo(35, 3);
    expect(row!.exifLongitude).toBeCloseTo(-99.5, 3);
  });

  it("takes the EXIF the phone read before shrinking when the file has none", async () => {
    const s = await tripJob();
    const body = fields(s, { exif_latitude: 35, exif_longitude: -101 });
    expectStatus(await add(s, body), 200);
    expect(await rowOf(body.id as string)).toMatchObject({ offRoute: true, exifLongitude: -101 });
  });

  it("flags a receipt taken before check-in (its time)", async () => {
    const s = await tripJob({ checkedInHoursAgo: 5 });
    const body = fields(s, { captured_at: new Date(Date.now() - 6 * HOUR).toISOString() });
    expectStatus(await add(s, body), 200);
    expect(await rowOf(body.id as string)).toMatchObject({ offRoute: true, offRouteReasons: ["before"] });
  });

  it("without any position judges by time only", async () => {
    const s = await tripJob();
    const body = fields(s, { latitude: undefined, longitude: undefined });
    expectStatus(await add(s, body), 200);
    expect(await rowOf(body.id as string)).toMatchObject({ offRoute: false, kmFromRoute: null });
  });
});

describe("the link's pages carry the expenses", () => {
  async function viewOf(route: typeof enRoutePage, page: "ride-detail" | "ride-details", s: Setup) {
    const path = driverPagePath(page, { jobId: s.job.id, driverId: s.driver.id, token: s.token });
    const req = new NextRequest(new URL(path, "http://localhost:3000"), { headers: { accept: "application/json" } });
    const res = await route(req, { params: Promise.resolve({ id: String(s.job.id), driverId: String(s.driver.id) }) });
    return ((await res.json()) as { view: DriverView }).view;
  }

  it("from check-in, with each expense's state; none before", async () => {
    const s = await tripJob();
    const body = fields(s);
    expectStatus(await add(s, body), 200);
    const view = await viewOf(enRoutePage, "ride-detail", s);
    expect("expenses" in view.screen && view.screen.expenses).toEqual([expect.objectContaining({ id: body.id, state: "waiting" })]);
    const before = await assignedJob(db, world, ROUTE);
    const ready = await viewOf(rideDetailsPage, "ride-details", before);
    expect("expenses" in ready.screen && ready.screen.expenses).toBeNull();
  });
});
