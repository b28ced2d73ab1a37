import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as addAddendum } from "@/app/api/v1/admin/add-inspection-addendum/route";
import { GET as adminJobDetails } from "@/app/api/v1/admin/get-job-details/route";
import { PUT as updateSlots } from "@/app/api/v1/admin/update-inspection-slots/route";
import { GET as customerJobDetails } from "@/app/api/v1/customer/get-job-details/route";
import { PUT as updateRidingDetails } from "@/app/api/v1/driver/update-riding-details/route";
import type { Db } from "@/db/client";
import { inspectionPhotos, inspections, jobLogs, jobPhotos, rides } from "@/db/schema";
import { forgetRefusals, TOO_MANY } from "@/lib/api/rate-limit";
import { mismatchNote, VIN_CHECK_LIMIT } from "@/lib/inspections/check-vin";
import type { InspectionView, JobInspections } from "@/lib/inspections/inspection-view";
import { BLANK_SIGNATURE, HASH_MISMATCH, LOCKED, PHOTO_ID_TAKEN, UNAVAILABLE_PHOTOS, VIN_MISMATCH } from "@/lib/inspections/messages";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { expectFieldError } from "../jobs/helpers";
import {
  assignedJob,
  claimedPng,
  driverCall,
  expectStatus,
  fetchFile,
  form,
  jobRow,
  logsOf,
  makeWorld,
  pngFile,
  type World,
} from "../driver-link/helpers";
import { imageTooLarge } from "@/lib/files/image-pixels";
import { MAX_EXTRA_PHOTOS, PHOTOS_PER_DAMAGE, PHOTOS_PER_SLOT, tooManyPhotos } from "@/lib/inspections/photo-limits";
import { inspector, SCRIBBLE, signedPickup, type Setup } from "./helpers";

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

/** Begins the trip with a position, as the phone's location update does. */
async function beginTrip(s: Setup) {
  const body = form({
    jobId: s.job.id,
    driverId: s.driver.id,
    ride_status: "ride_started",
    current_latitude: "32.78",
    current_longitude: "-96.8",
  });
  expectStatus(await driverCall(updateRidingDetails, s.token, { method: "PUT", body }), 200);
}

const details = async (handler: typeof adminJobDetails, token: string, jobId: number) =>
  call<{ jobData: { inspections: JobInspections } }>(handler, { query: { jobId }, token });

describe("the pickup inspection", () => {
  it("goes VIN, photos, readings, damage, signature; the signature checks the job in and locks it", async () => {
    const s = await assignedJob(db, world);
    const pickup = inspector(s, "pickup");
    expect((await pickup.view()).body.data).toMatchObject({
      state: "not_started",
      missing_slots: expect.arrayContaining(["front", "odometer"]),
    });

    const wrong = await pickup.vin("000000");
    expectFieldError(wrong, "vin", VIN_MISMATCH);
    expect((await logsOf(db, s.job.id)).some((l) => l.event === "vin_mismatch")).toBe(true);
    expectStatus(await pickup.vin(s.job.vinNumber.slice(-6).toLowerCase()), 200);

    await pickup.allSlots();
    const dentPhoto = await pickup.photo("damage", { latitude: 32.7767, longitude: -96.797 });
    const damage = await pickup.damage({ photo_ids: [dentPhoto.id] });
    expectStatus(damage, 200);
    expectStatus(
      await pickup.readings({ odometer: "48250", fuel_eighths: 5, keys_count: 2, conditions: ["rain"], loose_items: "Floor mats" }),
      200,
    );

    const signed = await pickup.sign({ signer_name: "Paula Pickup" });
    expectStatus(signed, 200);
    const view = signed.body.data;
    expect(view).toMatchObject({ state: "signed", missing_slots: [], problems: [], readings: { odometer: 48250, fuel_eighths: 5 } });
    expect(view.signature).toMatchObject({ signer_name: "Paula Pickup", customer_unavailable: false, strokes: [SCRIBBLE] });
    expect(view.damages).toEqual([expect.objectContaining({ code: "09022", description: "Left front door: dent, moderate (09022)" })]);
    expect(view.photos.find((p) => p.id === dentPhoto.id)).toMatchObject({ latitude: 32.7767, longitude: -96.797 });

    const [ride] = await db.select().from(rides).where(eq(rides.jobId, s.job.id));
    expect(ride).toMatchObject({ rideStatus: "checked_in", checkinMileage: 48250 });
    expect((await logsOf(db, s.job.id)).at(-1)).toMatchObject({
      event: "checked_in",
      note: expect.stringContaining("signed by Paula Pickup"),
    });

    // Locked: no part is taken any more; the same signature again answers as the first did.
    const late = await pickup.photo("extra");
    expectStatus(late.res, 409);
    expect(late.res.body.message).toBe(LOCKED);
    expectStatus(await pickup.readings(), 409);
    expectStatus(await pickup.sign(), 409);
  });

  it("refuses a blank signature, missing slots, a damage without its photo, and 'No damage' beside a damage", async () => {
    const s = await assignedJob(db, world);
    const pickup = inspector(s, "pickup");
    expectStatus(await pickup.vin(s.job.vinNumber), 200);
    expectFieldError(await pickup.sign({ strokes: [] }), "strokes", BLANK_SIGNATURE);
    expectFieldError(await pickup.sign({ strokes: [[[0.5, 0.5]]] }), "strokes", BLANK_SIGNATURE);

    expectStatus((await pickup.photo("front")).res, 200);
    expectStatus(await pickup.readings({ no_damage: true }), 200);
    expectFieldError(
      await pickup.sign(),
      "photos",
      "Please take the required photos: Rear, Driver side, Passenger side, Odometer, VIN plate.",
    );
    await pickup.allSlots(["rear", "driver_side", "passenger_side", "odometer", "vin_plate"]);

    // A damage names a photo that has not arrived: it may come later, but not after the signature.
    const damage = await pickup.damage({ photo_ids: ["photo-not-yet-sent"], area: "02", type: "01", severity: "1" });
    expectStatus(damage, 200);
    expect(damage.body.data.readings.no_damage).toBe(false); // marking a damage takes "No damage" back
    expectStatus(await pickup.readings({ no_damage: true }), 200);
    expectFieldError(await pickup.sign(), "damages", 'Remove the marked damages, or do not choose "No damage".');
    expectStatus(await pickup.readings({ no_damage: false }), 200);
    expectFieldError(await pickup.sign(), "damages", "Hood: scratch, minor (02011) needs at least one photo.");
    expectFieldError(await pickup.damage({ photo_ids: [] }), "photo_ids", "Each damage needs at least one photo.");

    expectStatus((await pickup.photo("damage", { id: "photo-not-yet-sent" })).res, 200);
    expectStatus(await pickup.sign(), 200);
  });

  it("checks each photo's SHA-256 against its bytes and stores a photo sent twice once", async () => {
    const s = await assignedJob(db, world);
    const pickup = inspector(s, "pickup");
    const file = pngFile();
    const wrong = await pickup.photo("front", { file, sha: "0".repeat(64) });
    expectFieldError(wrong.res, "sha256", HASH_MISMATCH);

    const first = await pickup.photo("front", { file, id: "front-photo-1" });
    expectStatus(first.res, 200);
    expectStatus((await pickup.photo("front", { file, id: "front-photo-1" })).res, 200);
    const other = await pickup.photo("front", { id: "front-photo-1" });
    expectStatus(other.res, 409);
    expect(other.res.body.message).toBe(PHOTO_ID_TAKEN);
    const rows = await db.select().from(inspectionPhotos).where(eq(inspectionPhotos.id, "front-photo-1"));
    expect(rows).toHaveLength(1);

    // The stored bytes are the bytes sent: the file's hash is the one recorded.
    const photo = first.res.body.data.photos[0]!;
    const served = await fetchFile(photo.url, { linkToken: s.token });
    expect(served.status).toBe(200);
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(bytes).toEqual(new Uint8Array(await file.arrayBuffer()));
  });

  it("takes parts in any order and readings by the time they were taken", async () => {
    const s = await assignedJob(db, world);
    const pickup = inspector(s, "pickup");
    const later = new Date().toISOString();
    const earlier = new Date(Date.now() - 60_000).toISOString();
    expectStatus(await pickup.readings({ odometer: "200", captured_at: later }), 200);
    const stale = await pickup.readings({ odometer: "100", captured_at: earlier });
    expect(stale.body.data.readings.odometer).toBe(200);
    expectFieldError(await pickup.readings({ odometer: "12abc" }), "odometer", "Mileage must be a whole number of miles: digits only.");
  });

  it("refuses readings written loosely: one spelling of a number, as for every id (issue 29 item 15)", async () => {
    const s = await assignedJob(db, world);
    const pickup = inspector(s, "pickup");
    for (const odometer of [" 13000", "13000 ", "01", "012345", "13,000", "+13000", "1e4", "0x10", 13000.5, -1, true]) {
      expectFieldError(await pickup.readings({ odometer }), "odometer", "Mileage must be a whole number of miles: digits only.");
    }
    for (const keys_count of ["01", " 2", "2 ", "+2", "0x2", "2.0", "", true, 1.5, 21]) {
      expectFieldError(await pickup.readings({ keys_count }), "keys_count", "keys_count must be a whole number from 0 to 20.");
    }
    for (const fuel_eighths of ["04", " 4", "+4", "4e0", true, 9]) {
      expectFieldError(await pickup.readings({ fuel_eighths }), "fuel_eighths", "fuel_eighths must be a whole number from 0 to 8.");
    }
    const photo = await pickup.photo("damage");
    for (const x of ["0.5", " 0.5", "", true, 1.5]) {
      expectFieldError(await pickup.damage({ photo_ids: [photo.id], x }), "x", "x must be a number from 0 to 1.");
    }
    const stored = await pickup.readings({ odometer: "13000", keys_count: "2", fuel_eighths: "0" });
    expectStatus(stored, 200);
    expect(stored.body.data.readings).toMatchObject({ odometer: 13000, keys_count: 2, fuel_eighths: 0 });
    expectStatus(await pickup.readings({ odometer: 13001, keys_count: 0, fuel_eighths: 8 }), 200);
  });

  it("refuses a VIN that is neither 6 nor 17 characters, and any part out of the pickup's time", async () => {
    const s = await assignedJob(db, world);
    expectFieldError(await inspector(s, "pickup").vin("1234"), "vin", "Enter the last 6 characters of the VIN, or all 17.");
    const delivery = await inspector(s, "delivery").readings();
    expectStatus(delivery, 409);
    expect(delivery.body.message).toBe("The delivery inspection can be made only while the vehicle is in transit.");
  });

  it("accepts 'Customer not available' with the driver's attestation and two more photos", async () => {
    const s = await assignedJob(db, world);
    const pickup = inspector(s, "pickup");
    expectStatus(await pickup.vin(s.job.vinNumber.slice(-6)), 200);
    await pickup.allSlots();
    expectStatus(await pickup.readings({ no_damage: true }), 200);
    const unavailable = { customer_unavailable: true, signer_name: "", strokes: [], attestation: "No one was at the pickup to sign." };
    expectFieldError(
      await pickup.sign({ ...unavailable, attestation: "" }),
      "attestation",
      "Please confirm that no one was available to sign.",
    );
    expectFieldError(await pickup.sign(unavailable), "photos", UNAVAILABLE_PHOTOS);
    await pickup.allSlots(["extra", "extra"]);
    const signed = await pickup.sign(unavailable);
    expectStatus(signed, 200);
    expect(signed.body.data.signature).toMatchObject({
      customer_unavailable: true,
      signer_name: null,
      attestation: unavailable.attestation,
    });
  });

  it("refuses another driver's link and a link revoked by reassignment", async () => {
    const s = await assignedJob(db, world);
    const other = await assignedJob(db, world);
    const res = await inspector(s, "pickup", other.token).readings();
    expect([401, 403]).toContain(res.status);
  });
});

describe("the delivery inspection", () => {
  it("needs an odometer not below pickup's, and its signature delivers the job", async () => {
    const s = await assignedJob(db, world);
    await signedPickup(s, "1000");
    await beginTrip(s);
    const delivery = inspector(s, "delivery");
    expectFieldError(
      await delivery.readings({ odometer: "999" }),
      "odometer",
      "The delivery odometer cannot be less than the pickup odometer (1,000).",
    );
    await delivery.allSlots();
    const photo = await delivery.photo("damage");
    expectStatus(await delivery.readings({ odometer: "1250" }), 200);
    expectStatus(await delivery.damage({ photo_ids: [photo.id], area: "13", type: "04", severity: "3" }), 200);
    const signed = await delivery.sign({ signer_name: "Dana Dropoff" });
    expectStatus(signed, 200);
    expect((await jobRow(db, s.job.id)).requestStatus).toBe("delivered");
    const [ride] = await db.select().from(rides).where(eq(rides.jobId, s.job.id));
    expect(ride).toMatchObject({ rideStatus: "delivered", endingMileage: 1250 });

    // Both inspections on the staff's and the customer's job details; not on another company's.
    for (const [handler, token] of [
      [adminJobDetails, world.admin.token],
      [customerJobDetails, world.customer.token],
    ] as const) {
      const res = await details(handler, token, s.job.id);
      expectStatus(res, 200);
      const { pickup, delivery: delivered } = res.body.data.jobData.inspections;
      expect(pickup.state).toBe("signed");
      expect(delivered).toMatchObject({ state: "signed", signature: { signer_name: "Dana Dropoff" } });
      expect(delivered.damages[0]).toMatchObject({ code: "13043" });
    }
    expectStatus(await details(customerJobDetails, world.otherCustomer.token, s.job.id), 404);
  });
});

describe("addenda", () => {
  it("correct a signed inspection beside it, never an open one", async () => {
    const s = await assignedJob(db, world);
    const body = { job_id: s.job.id, kind: "pickup", text: "The scratch on the hood was there before pickup." };
    expectStatus(await call(addAddendum, { body, token: world.admin.token }), 404);
    expectStatus(await inspector(s, "pickup").vin(s.job.vinNumber), 200);
    expectStatus(await call(addAddendum, { body, token: world.admin.token }), 409);
    await signedPickup(s);
    const res = await call<InspectionView>(addAddendum, { body, token: world.admin.token });
    expectStatus(res, 200);
    expect(res.body.data.addenda).toEqual([expect.objectContaining({ author_name: "Ann Admin", text: body.text })]);
    expect((await logsOf(db, s.job.id)).at(-1)).toMatchObject({ event: "inspection_addendum" });
    expectStatus(await call(addAddendum, { body, token: world.customer.token }), 403);
  });
});

describe("a company's required photo slots", () => {
  it("apply to its jobs' inspections; odometer cannot be removed", async () => {
    const res = await call(updateSlots, {
      method: "PUT",
      body: { company_id: world.companyB.id, slots: ["odometer", "roof", "interior"] },
      token: world.admin.token,
    });
    expectStatus(res, 200);
    expectFieldError(
      await call(updateSlots, { method: "PUT", body: { company_id: world.companyB.id, slots: ["front"] }, token: world.admin.token }),
      "slots",
      "Odometer is always required.",
    );
    expectStatus(
      await call(updateSlots, { method: "PUT", body: { company_id: world.companyB.id, slots: ["odometer"] }, token: world.customer.token }),
      403,
    );

    const s = await assignedJob(db, { ...world, customer: world.otherCustomer });
    const pickup = inspector(s, "pickup");
    expect((await pickup.view()).body.data.required_slots).toEqual(["odometer", "roof", "interior"]);
    expectStatus(await pickup.vin(s.job.vinNumber), 200);
    await pickup.allSlots(["odometer", "roof", "interior"]);
    expectStatus(await pickup.readings({ no_damage: true }), 200);
    expectStatus(await pickup.sign(), 200);
  });
});

describe("the seed's older check-in and delivery calls", () => {
  it("still work, and fill inspections marked incomplete", async () => {
    const s = await assignedJob(db, world);
    const ids = { jobId: s.job.id, driverId: s.driver.id };
    const checkIn = form({
      ...ids,
      ride_status: "checked_in",
      checkin_mileage: "5000",
      damage_notes: "Scuff on rear bumper",
      vehicle_photo: [pngFile(), pngFile()],
    });
    expectStatus(await driverCall(updateRidingDetails, s.token, { method: "PUT", body: checkIn }), 200);
    await beginTrip(s);
    const deliver = form({
      ...ids,
      ride_status: "delivered",
      ending_mileage: "5300",
      delivery_notes: "Keys at the desk",
      delivery_photos: [pngFile()],
    });
    expectStatus(await driverCall(updateRidingDetails, s.token, { method: "PUT", body: deliver }), 200);

    const { pickup, delivery } = (await details(adminJobDetails, world.admin.token, s.job.id)).body.data.jobData.inspections;
    expect(pickup).toMatchObject({ state: "incomplete", notes: "Scuff on rear bumper", readings: { odometer: 5000 } });
    expect(pickup.photos.map((p) => p.place)).toEqual(["extra", "extra"]);
    expect(delivery).toMatchObject({ state: "incomplete", notes: "Keys at the desk", readings: { odometer: 5300 } });
    expect(delivery.photos).toHaveLength(1);
    expect(await db.select().from(inspections).where(eq(inspections.jobId, s.job.id))).toHaveLength(2);
  });
});

describe("the older calls after a signature (issue 29 item 3)", () => {
  it("answer 409 and leave the signed ride as it was: mileage, notes and photos", async () => {
    const s = await assignedJob(db, world);
    const ids = { jobId: s.job.id, driverId: s.driver.id };
    const older = (fields: Record<string, string | File | File[]>) =>
      driverCall(updateRidingDetails, s.token, { method: "PUT", body: form({ ...ids, ...fields }) });
    const rideOf = async () => (await db.select().from(rides).where(eq(rides.jobId, s.job.id)))[0]!;
    const photoCount = async () => (await db.select().from(jobPhotos).where(eq(jobPhotos.jobId, s.job.id))).length;

    await signedPickup(s, "12345");
    const checkIn = await older({ ride_status: "checked_in", checkin_mileage: "7", damage_notes: "none", vehicle_photo: pngFile() });
    expectStatus(checkIn, 409);
    expect(checkIn.body.message).toBe(LOCKED);
    expect(await rideOf()).toMatchObject({ checkinMileage: 12345 });
    expect(await photoCount()).toBe(0);

    await beginTrip(s);
    const delivery = inspector(s, "delivery");
    await delivery.allSlots();
    expectStatus(await delivery.readings({ odometer: "12500", no_damage: true }), 200);
    expectStatus(await delivery.sign({ signer_name: "Dana Dropoff" }), 200);
    const deliver = await older({ ride_status: "delivered", ending_mileage: "99999", delivery_notes: "x", delivery_photos: pngFile() });
    expectStatus(deliver, 409);
    expect(deliver.body.message).toBe(LOCKED);
    expect(await rideOf()).toMatchObject({ checkinMileage: 12345, endingMileage: 12500 });
    expect(await photoCount()).toBe(0);
    const { pickup, delivery: delivered } = (await details(adminJobDetails, world.admin.token, s.job.id)).body.data.jobData.inspections;
    expect([pickup.state, delivered.state]).toEqual(["signed", "signed"]);
    expect(pickup.photos.filter((p) => p.place === "extra")).toHaveLength(0);
  });
});

describe("an inspection's photos (issue 29 item 4)", () => {
  it("are limited per place: 5 a slot, 10 per damage (and the one being marked), 30 extras; beyond, 409 with the reason", async () => {
    const s = await assignedJob(db, world);
    const pickup = inspector(s, "pickup");
    for (let i = 0; i < MAX_EXTRA_PHOTOS; i++) expectStatus((await pickup.photo("extra")).res, 200);
    const extra = await pickup.photo("extra");
    expectStatus(extra.res, 409);
    expect(extra.res.body.message).toBe(tooManyPhotos("extra", MAX_EXTRA_PHOTOS));

    for (let i = 0; i < PHOTOS_PER_SLOT; i++) expectStatus((await pickup.photo("front")).res, 200);
    expectStatus((await pickup.photo("front")).res, 409);
    // Another slot has its own count.
    expectStatus((await pickup.photo("rear")).res, 200);

    const damagePhotos: string[] = [];
    for (let i = 0; i < PHOTOS_PER_DAMAGE; i++) {
      const photo = await pickup.photo("damage");
      expectStatus(photo.res, 200);
      damagePhotos.push(photo.id);
    }
    expectStatus((await pickup.photo("damage")).res, 409);
    // A damage marked makes room for the next one's photos.
    expectStatus(await pickup.damage({ photo_ids: damagePhotos.slice(0, 2) }), 200);
    expectStatus((await pickup.photo("damage")).res, 200);

    const rows = await db
      .select()
      .from(inspectionPhotos)
      .innerJoin(inspections, eq(inspections.id, inspectionPhotos.inspectionId))
      .where(eq(inspections.jobId, s.job.id));
    expect(rows.filter((r) => r.inspection_photos.place === "extra")).toHaveLength(MAX_EXTRA_PHOTOS);
  });

  it("are refused past 50 megapixels, read from the header before anything is stored (413), by the older calls too", async () => {
    const s = await assignedJob(db, world);
    const huge = await inspector(s, "pickup").photo("rear", { file: claimedPng(10_000, 6_000) });
    expectStatus(huge.res, 413);
    expect(huge.res.body.message).toBe(imageTooLarge(10_000, 6_000));
    const older = await driverCall(updateRidingDetails, s.token, {
      method: "PUT",
      body: form({
        jobId: s.job.id,
        driverId: s.driver.id,
        ride_status: "checked_in",
        checkin_mileage: "100",
        damage_notes: "none",
        vehicle_photo: claimedPng(10_000, 6_000),
      }),
    });
    expectStatus(older, 413);
    expect(await db.select().from(rides).where(eq(rides.jobId, s.job.id))).toHaveLength(0);
  });
});

describe("the VIN check (issue 29 item 4)", () => {
  it("tells a run of wrong VINs as one timeline entry with its count; a new run after another entry is a new one", async () => {
    const s = await assignedJob(db, world);
    const pickup = inspector(s, "pickup");
    for (const vin of ["000001", "000002", "000003"]) expectStatus(await pickup.vin(vin), 400);
    const mismatches = async () => (await logsOf(db, s.job.id)).filter((l) => l.event === "vin_mismatch");
    expect(await mismatches()).toEqual([
      expect.objectContaining({ times: 3, note: mismatchNote(3, "000003", s.job.vinNumber), driverId: s.driver.id }),
    ]);
    expect((await mismatches())[0]!.note).toBe(
      `VIN mismatch at pickup (3 tries): the driver entered 000003 last; the job's VIN is ${s.job.vinNumber}.`,
    );
    // The customer's timeline carries the one entry.
    const timeline = (
      await call<{ jobLogs: { event: string | null; note: string | null }[] }>(customerJobDetails, {
        query: { jobId: s.job.id },
        token: world.customer.token,
      })
    ).body.data.jobLogs.filter((l) => l.event === "vin_mismatch");
    expect(timeline.map((l) => l.note)).toEqual([mismatchNote(3, "000003", s.job.vinNumber)]);

    // Another entry between runs: the next wrong VIN starts a new one.
    await db.insert(jobLogs).values({ jobId: s.job.id, requestStatus: "approved", event: "rescheduled", note: "moved" });
    expectStatus(await pickup.vin("000004"), 400);
    expect((await mismatches()).map((l) => l.times)).toEqual([3, 1]);
  });

  it("takes at most 10 tries per link in 10 minutes (429), counted in the database so every instance agrees", async () => {
    const s = await assignedJob(db, world);
    const pickup = inspector(s, "pickup");
    const statuses = await Promise.all(Array.from({ length: VIN_CHECK_LIMIT.max }, () => pickup.vin("999999")));
    expect(statuses.map((r) => r.status)).toEqual(Array(VIN_CHECK_LIMIT.max).fill(400));
    // What another instance would do: it has no memory of this process's refusals, only the database's count.
    forgetRefusals();
    const refused = await pickup.vin(s.job.vinNumber.slice(-6));
    expectStatus(refused, 429);
    expect(refused.body.message).toBe(TOO_MANY);
    expect((await logsOf(db, s.job.id)).filter((l) => l.event === "vin_mismatch").map((l) => l.times)).toEqual([VIN_CHECK_LIMIT.max]);
    // Another link (another job) is counted apart.
    const other = await assignedJob(db, world);
    expectStatus(await inspector(other, "pickup").vin(other.job.vinNumber.slice(-6)), 200);
  });
});
