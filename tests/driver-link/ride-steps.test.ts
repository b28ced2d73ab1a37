import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as fetchRideDetails } from "@/app/api/v1/admin/fetch-ride-details/route";
import { GET as jobDetailsDriver } from "@/app/api/v1/driver/job-details-driver/route";
import { POST as ridingDetails } from "@/app/api/v1/driver/riding-details/route";
import { PUT as updateRidingDetails } from "@/app/api/v1/driver/update-riding-details/route";
import { GET as updateLocation } from "@/app/api/v1/driver/update-location/route";
import type { Db } from "@/db/client";
import { jobPhotos, jobs, locationUpdates, rides, storedFiles } from "@/db/schema";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { assignedJob, driverCall, expectStatus, form, jobRow, logsOf, makeWorld, pngFile, textFile, type World } from "./helpers";

const STEP_RULE = "Please fill all the fields and upload at least one photo";
type Ride = Record<string, unknown> & {
  request_status: string;
  ride_status: string | null;
  vehicle_photos: string[];
  delivery_photos: string[];
  last_location: { current_latitude: number; current_longitude: number; createdAt: string } | null;
};

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

type Setup = Awaited<ReturnType<typeof assignedJob>>;
const ids = ({ job, driver }: Setup) => ({ jobId: job.id, driverId: driver.id });

const update = (s: Setup, fields: Record<string, string | number | File | File[] | undefined>, token = s.token) =>
  driverCall<Ride>(updateRidingDetails, token, { method: "PUT", body: form({ ...ids(s), ...fields }) });

const checkInFields = (photos: File[] = [pngFile()]) => ({
  ride_status: "checked_in",
  checkin_mileage: "12345",
  damage_notes: "Scratch on the rear bumper",
  vehicle_photo: photos,
});
const deliveryFields = (photos: File[] = [pngFile()]) => ({
  ride_status: "delivered",
  ending_mileage: "12650",
  delivery_notes: "Keys with reception",
  delivery_photos: photos,
});
const position = { ride_status: "ride_started", current_latitude: "32.78", current_longitude: "-96.8" };

const photoCount = async (jobId: number, kind: "inspection" | "delivery") =>
  (
    await db
      .select()
      .from(jobPhotos)
      .where(and(eq(jobPhotos.jobId, jobId), eq(jobPhotos.kind, kind)))
  ).length;
const fileCount = async (jobId: number) => (await db.select().from(storedFiles).where(eq(storedFiles.jobId, jobId))).length;

describe("POST driver/riding-details (Start Check-in)", () => {
  it("answers the ride state of an approved job and writes nothing", async () => {
    const s = await assignedJob(db, world);
    const res = await driverCall<Ride>(ridingDetails, s.token, { body: ids(s) });
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({ request_status: "approved", ride_status: null, vehicle_photos: [] });
    expect(await db.select().from(rides).where(eq(rides.jobId, s.job.id))).toEqual([]);
  });

  it("answers 409 naming the status when the job is not approved", async () => {
    const s = await assignedJob(db, world);
    await db.update(jobs).set({ requestStatus: "rescheduled" }).where(eq(jobs.id, s.job.id));
    const res = await driverCall(ridingDetails, s.token, { body: ids(s) });
    expectStatus(res, 409);
    expect(res.body.message).toContain("Rescheduled");
  });

  it("takes the link token as Bearer too", async () => {
    const s = await assignedJob(db, world);
    expectStatus(await call(ridingDetails, { body: ids(s), token: s.token }), 200);
  });
});

describe("PUT driver/update-riding-details", () => {
  it("checks in: ride created, status stays approved, an 'approved' timeline entry by the driver with a note", async () => {
    const s = await assignedJob(db, world);
    const res = await update(s, checkInFields([pngFile("a.png"), pngFile("b.png")]));
    expectStatus(res, 200);
    expect(res.body.message).toBe("ride details have been updated");
    expect(res.body.data).toMatchObject({
      request_status: "approved",
      ride_status: "checked_in",
      checkin_mileage: 12345,
      damage_notes: "Scratch on the rear bumper",
    });
    expect(res.body.data.vehicle_photos).toHaveLength(2);
    expect(res.body.data.vehicle_photos[0]).toMatch(/^\/api\/v1\/files\/[A-Za-z0-9_-]{22}$/);
    expect((await jobRow(db, s.job.id)).requestStatus).toBe("approved");
    const logs = await logsOf(db, s.job.id);
    expect(logs.at(-1)).toMatchObject({
      requestStatus: "approved",
      driverId: s.driver.id,
      userId: null,
      note: "Checked in at 12,345 miles",
    });
  });

  it("refuses a check-in without mileage, notes or photo with the spec's message (400)", async () => {
    const s = await assignedJob(db, world);
    const res = await update(s, { ride_status: "checked_in", checkin_mileage: "100", damage_notes: "  " });
    expectStatus(res, 400);
    expect(res.body.message).toBe("Validation errors");
    expect(res.body.errors).toEqual({ damage_notes: [STEP_RULE], vehicle_photo: [STEP_RULE] });
    const noPhoto = await update(s, { ...checkInFields(), vehicle_photo: undefined });
    expect(noPhoto.body.errors).toEqual({ vehicle_photo: [STEP_RULE] });
    expect(await db.select().from(rides).where(eq(rides.jobId, s.job.id))).toEqual([]);
  });

  it("refuses a photo that is not an image (415) or larger than 10 MB (413), storing nothing", async () => {
    const s = await assignedJob(db, world);
    const notImage = await update(s, checkInFields([pngFile(), textFile()]));
    expectStatus(notImage, 415);
    expect(notImage.body.message).toBe("Only image files are allowed.");
    const tooLarge = await update(s, checkInFields([pngFile("big.png", 10 * 1024 * 1024 + 1)]));
    expectStatus(tooLarge, 413);
    expect(await fileCount(s.job.id)).toBe(0);
    expect(await db.select().from(rides).where(eq(rides.jobId, s.job.id))).toEqual([]);
  });

  it("refuses a check-in or delivery mileage that is not digits with a 400 naming the field, and writes nothing", async () => {
    const s = await assignedJob(db, world);
    // Loosely written digits too (issue 29 item 15): the API takes one spelling of a number.
    for (const mileage of ["12abc", "12.5 mi", "-5", "1e3", " 13000", "13000 ", "01", "012345", "12,345", "+5", "0x10"]) {
      const res = await update(s, { ...checkInFields(), checkin_mileage: mileage });
      expectStatus(res, 400);
      expect(res.body.errors, mileage).toEqual({ checkin_mileage: ["Mileage must be a whole number of miles: digits only."] });
    }
    expect(await db.select().from(rides).where(eq(rides.jobId, s.job.id))).toEqual([]);
    expect(await fileCount(s.job.id)).toBe(0);

    expectStatus(await update(s, checkInFields()), 200);
    expectStatus(await update(s, position), 200);
    const res = await update(s, { ...deliveryFields(), ending_mileage: "12650abc" });
    expectStatus(res, 400);
    expect(res.body.errors).toEqual({ ending_mileage: ["Mileage must be a whole number of miles: digits only."] });
    expect((await jobRow(db, s.job.id)).requestStatus).toBe("in_transit");
    expect(await photoCount(s.job.id, "delivery")).toBe(0);
  });

  it("a repeated check-in (the same photos) stores nothing twice and logs once (200)", async () => {
    const s = await assignedJob(db, world);
    const photos = [pngFile("a.png"), pngFile("b.png")];
    expectStatus(await update(s, checkInFields(photos)), 200);
    const logsBefore = (await logsOf(db, s.job.id)).length;
    const again = await update(s, checkInFields(photos));
    expectStatus(again, 200);
    expect(again.body.data.vehicle_photos).toHaveLength(2);
    expect(await photoCount(s.job.id, "inspection")).toBe(2);
    expect(await fileCount(s.job.id)).toBe(2);
    expect((await logsOf(db, s.job.id)).length).toBe(logsBefore);
    // Two copies racing: still one ride, no duplicate photo.
    const [x, y] = await Promise.all([update(s, checkInFields(photos)), update(s, checkInFields(photos))]);
    expectStatus(x, 200);
    expectStatus(y, 200);
    expect(await photoCount(s.job.id, "inspection")).toBe(2);
  });

  it("keeps the steps in order: location before check-in, delivery before the trip (409)", async () => {
    const s = await assignedJob(db, world);
    const early = await update(s, position);
    expectStatus(early, 409);
    expect(early.body.message).toBe("Please check in before starting the trip.");
    expectStatus(await update(s, checkInFields()), 200);
    const deliverTooSoon = await update(s, deliveryFields());
    expectStatus(deliverTooSoon, 409);
    expect(deliverTooSoon.body.message).toContain("Approved");
    expect(await photoCount(s.job.id, "delivery")).toBe(0);
  });

  it("a location update puts the job in transit once, keeps every position, and the track answers them", async () => {
    const s = await assignedJob(db, world);
    expectStatus(await update(s, checkInFields()), 200);
    const missing = await update(s, { ride_status: "ride_started", current_latitude: "" });
    expectStatus(missing, 400);
    expect(Object.keys(missing.body.errors ?? {})).toEqual(["current_latitude", "current_longitude"]);
    const garbled = await update(s, { ride_status: "ride_started", current_latitude: "abc", current_longitude: "-96.8" });
    expectStatus(garbled, 400);
    expect(garbled.body.errors).toEqual({ current_latitude: ["current_latitude must be a number."] });

    const first = await update(s, position);
    expectStatus(first, 200);
    expect(first.body.data).toMatchObject({
      request_status: "in_transit",
      ride_status: "ride_started",
      last_location: { current_latitude: 32.78, current_longitude: -96.8 },
    });
    // A later position (the in-transit path) answers the ride with the new latest position.
    const second = await update(s, { ...position, current_latitude: "32.9", current_longitude: "-96.5" });
    expectStatus(second, 200);
    expect(second.body.data).toMatchObject({
      jobId: s.job.id,
      request_status: "in_transit",
      ride_status: "ride_started",
      checkin_mileage: first.body.data.checkin_mileage,
      last_location: { current_latitude: 32.9, current_longitude: -96.5 },
    });
    expect(Date.parse(second.body.data.last_location!.createdAt)).toBeGreaterThanOrEqual(
      Date.parse(first.body.data.last_location!.createdAt),
    );
    const job = await jobRow(db, s.job.id);
    expect([job.lastLatitude, job.lastLongitude, job.lastLocationAt?.toISOString()]).toEqual([
      32.9,
      -96.5,
      second.body.data.last_location!.createdAt,
    ]);
    const logs = await logsOf(db, s.job.id);
    expect(logs.filter((l) => l.requestStatus === "in_transit")).toHaveLength(1);
    expect(logs.at(-1)).toMatchObject({ requestStatus: "in_transit", driverId: s.driver.id });

    const track = await driverCall<{ current_latitude: number; current_longitude: number; createdAt: string }[]>(updateLocation, s.token, {
      query: { job_id: s.job.id, driver_id: s.driver.id },
    });
    expectStatus(track, 200);
    expect(track.body.data.map((p) => [p.current_latitude, p.current_longitude])).toEqual([
      [32.78, -96.8],
      [32.9, -96.5],
    ]);
    expect(typeof track.body.data[0]!.createdAt).toBe("string");
  });

  it("delivers: delivered_at set, the data and photos kept; a repeat is 200 and stores nothing twice", async () => {
    const s = await assignedJob(db, world);
    expectStatus(await update(s, checkInFields()), 200);
    expectStatus(await update(s, position), 200);
    const missing = await update(s, { ride_status: "delivered", ending_mileage: "12650", delivery_notes: "ok" });
    expectStatus(missing, 400);
    expect(missing.body.errors).toEqual({ delivery_photos: [STEP_RULE] });
    const below = await update(s, { ...deliveryFields(), ending_mileage: "100" });
    expectStatus(below, 400);
    expect(below.body.errors?.ending_mileage?.[0]).toContain("12,345");

    const photos = [pngFile("d1.png"), pngFile("d2.png")];
    const res = await update(s, deliveryFields(photos));
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({
      request_status: "delivered",
      ride_status: "delivered",
      ending_mileage: 12650,
      delivery_notes: "Keys with reception",
    });
    expect(res.body.data.delivery_photos).toHaveLength(2);
    const job = await jobRow(db, s.job.id);
    expect(job.requestStatus).toBe("delivered");
    expect(job.deliveredAt).toBeInstanceOf(Date);

    const again = await update(s, deliveryFields(photos));
    expectStatus(again, 200);
    expect(await photoCount(s.job.id, "delivery")).toBe(2);
    expect((await logsOf(db, s.job.id)).filter((l) => l.requestStatus === "delivered")).toHaveLength(1);
    expect((await jobRow(db, s.job.id)).deliveredAt).toEqual(job.deliveredAt);
    // Positions after delivery are refused: the trip is over.
    expectStatus(await update(s, position), 409);

    const admin = await call<Record<string, unknown>>(fetchRideDetails, { query: { jobId: s.job.id }, token: world.admin.token });
    expectStatus(admin, 200);
    expect(admin.body.data).toMatchObject({ request_status: "delivered", ride: { checkin_mileage: 12345, ending_mileage: 12650 } });
    expect(admin.body.data.delivery_photos).toHaveLength(2);
    expect(admin.body.data.vehicle_photos).toHaveLength(1);
    expect(admin.body.data.location_updates).toHaveLength(1);
    expect(await db.select().from(locationUpdates).where(eq(locationUpdates.jobId, s.job.id))).toHaveLength(1);
  });

  it("refuses an unknown ride_status (400)", async () => {
    const s = await assignedJob(db, world);
    const res = await update(s, { ride_status: "parked" });
    expectStatus(res, 400);
    expect(res.body.errors?.ride_status).toBeDefined();
  });
});

describe("GET driver/job-details-driver", () => {
  it("answers the job for the driver: stops, vehicle, notes, the contacts whatever the customer chose, the ride and isLinkExpired", async () => {
    const hidden = await assignedJob(db, world, {
      sendDriverContactInfo: false,
      driverNotes: "CALL BEFORE ARRIVAL",
      empireNotes: "INTERNAL",
    });
    const res = await driverCall<Record<string, unknown>>(jobDetailsDriver, hidden.token, { query: { jobId: hidden.job.id } });
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({
      id: hidden.job.id,
      request_status: "approved",
      driver_id: hidden.driver.id,
      driver_notes: "CALL BEFORE ARRIVAL",
      pickup_location: hidden.job.pickupLocation,
      dropoff_location: hidden.job.dropoffLocation,
      vin_number: hidden.job.vinNumber,
      // "Send driver contact info" is the other direction: the driver always sees whom he meets (issue 29 item 8).
      pickup_POC_name: hidden.job.pickupPocName,
      pickup_POC_phone: hidden.job.pickupPocPhone,
      dropoff_POC_name: hidden.job.dropoffPocName,
      dropoff_POC_phone: hidden.job.dropoffPocPhone,
      isLinkExpired: false,
      ride: { ride_status: null, vehicle_photos: [], last_location: null },
    });
    expect(res.body.data).not.toHaveProperty("empire_notes");
    expect(res.body.data).not.toHaveProperty("po_number");

    const shown = await assignedJob(db, world, { sendDriverContactInfo: true });
    const withContact = await driverCall<Record<string, unknown>>(jobDetailsDriver, shown.token, {
      query: { jobId: shown.job.id, driverId: shown.driver.id },
    });
    expect(withContact.body.data).toMatchObject({ pickup_POC_name: shown.job.pickupPocName, dropoff_POC_phone: shown.job.dropoffPocPhone });
  });
});
