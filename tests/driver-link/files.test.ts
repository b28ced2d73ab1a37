import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as assignDriver } from "@/app/api/v1/admin/assign-driver/route";
import { PUT as updateRidingDetails } from "@/app/api/v1/driver/update-riding-details/route";
import type { Db } from "@/db/client";
import { drivers } from "@/db/schema";
import { resetDatabase } from "../helpers/db";
import { createDriver } from "../helpers/factories";
import { call } from "../helpers/http";
import { assignedJob, driverCall, expectStatus, fetchFile, form, makeWorld, pngFile, type World } from "./helpers";

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

/** A checked-in job: its check-in photo is a file of the job. */
async function jobWithPhoto() {
  const s = await assignedJob(db, world);
  const photo = pngFile();
  const res = await driverCall<{ vehicle_photos: string[] }>(updateRidingDetails, s.token, {
    method: "PUT",
    body: form({
      jobId: s.job.id,
      driverId: s.driver.id,
      ride_status: "checked_in",
      checkin_mileage: 5,
      damage_notes: "none",
      vehicle_photo: photo,
    }),
  });
  expectStatus(res, 200);
  return { ...s, location: res.body.data.vehicle_photos[0]!, bytes: Buffer.from(await photo.arrayBuffer()) };
}

describe("GET /api/v1/files/[id] for the driver flow's files", () => {
  it("serves a job's photo to its driver link (?token=), the job's company customers and admins", async () => {
    const s = await jobWithPhoto();
    const byLink = await fetchFile(s.location, { linkToken: s.token });
    expect(byLink.status).toBe(200);
    expect(byLink.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await byLink.arrayBuffer()).equals(s.bytes)).toBe(true);
    expect((await fetchFile(s.location, { bearer: world.customer.token })).status).toBe(200);
    expect((await fetchFile(s.location, { bearer: world.admin.token })).status).toBe(200);
    expect((await fetchFile(s.location, { bearer: world.superadmin.token })).status).toBe(200);
  });

  it("refuses another company's customer, another job's link, and anyone without a token", async () => {
    const s = await jobWithPhoto();
    const other = await jobWithPhoto();
    expect((await fetchFile(s.location, { bearer: world.otherCustomer.token })).status).toBe(404);
    expect((await fetchFile(s.location, { linkToken: other.token })).status).toBe(404);
    expect((await fetchFile(s.location)).status).toBe(401);
    expect((await fetchFile(s.location, { linkToken: "not-a-token" })).status).toBe(401);
    // A foreign link beside a session that may read it: the session decides.
    expect((await fetchFile(s.location, { linkToken: other.token, bearer: world.customer.token })).status).toBe(200);
  });

  it("stops serving a revoked link (the driver made inactive)", async () => {
    const photo = await jobWithPhoto();
    expect((await fetchFile(photo.location, { linkToken: photo.token })).status).toBe(200);
    // Once the ride has started the job cannot be reassigned; an inactive driver's link is revoked.
    const next = await createDriver(db);
    expectStatus(await call(assignDriver, { body: { jobId: photo.job.id, driverId: next.id }, token: world.admin.token }), 409);
    await db.update(drivers).set({ active: false }).where(eq(drivers.id, photo.driver.id));
    expect((await fetchFile(photo.location, { linkToken: photo.token })).status).toBe(404);
  });
});
