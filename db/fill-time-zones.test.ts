import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, type Db } from "./client";
import { fillTimeZones } from "./fill-time-zones";
import { migrateDatabase } from "./migrate";
import { jobs } from "./schema";
import { resetDatabase } from "@/tests/helpers/db";
import { createCompany, createJob, createUser } from "@/tests/helpers/factories";

let db: Db;
let owner: { companyId: number; customerId: number };

beforeAll(async () => {
  db = await resetDatabase();
  const company = await createCompany(db);
  const customer = await createUser(db, "customer", { companyId: company.id });
  owner = { companyId: company.id, customerId: customer.id };
});
afterAll(() => closeDb());

const zonesOf = async (id: number) => {
  const [row] = await db.select({ pickup: jobs.pickupTimezone, dropoff: jobs.dropoffTimezone }).from(jobs).where(eq(jobs.id, id));
  return row;
};

describe("fillTimeZones", () => {
  it("gives the jobs written before zones existed the zones of their places, once", async () => {
    const old = await createJob(db, {
      ...owner,
      pickupLatitude: 34.0522,
      pickupLongitude: -118.2437,
      dropoffLatitude: 40.7128,
      dropoffLongitude: -74.006,
      pickupTimezone: null,
      dropoffTimezone: null,
    });
    const kept = await createJob(db, { ...owner, pickupTimezone: "Asia/Kolkata", dropoffTimezone: null });
    expect(await fillTimeZones(db)).toBe(2);
    expect(await zonesOf(old.id)).toEqual({ pickup: "America/Los_Angeles", dropoff: "America/New_York" });
    expect((await zonesOf(kept.id))!.pickup).toBe("Asia/Kolkata");
    expect(await fillTimeZones(db)).toBe(0);
  });

  it("runs with the migrations (start-up, CLI and tests)", async () => {
    const old = await createJob(db, {
      ...owner,
      pickupLatitude: 19.076,
      pickupLongitude: 72.8777,
      pickupTimezone: null,
      dropoffTimezone: null,
    });
    await migrateDatabase();
    expect((await zonesOf(old.id))!.pickup).toBe("Asia/Kolkata");
  });
});
