import { beforeAll, describe, expect, it } from "vitest";
import { appSettings, driverDaysOff, type Driver, type User } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { boardOf } from "@/lib/dispatch/board";
import { resetDatabase } from "../helpers/db";
import { createDriver } from "../helpers/factories";
import { jobFor, makeWorld, type World } from "../jobs/helpers";

let world: World;
let alma: Driver;
let bo: Driver;

const asActor = (user: User): Actor => ({
  id: user.id,
  role: user.role,
  username: user.username,
  email: user.email,
  companyId: user.companyId,
});
const WEEK = ["2026-03-09", "2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13", "2026-03-14", "2026-03-15"];

/** Los Angeles 08:00 PDT on the given date to New York, 1,000 road miles: two days at 500 a day. */
const trip = (pickupDate: string | null) => ({
  pickupDate,
  pickupTime: "08:00",
  pickupTimezone: "America/Los_Angeles",
  pickupLocation: "Los Angeles, CA",
  pickupLatitude: 34.0522,
  pickupLongitude: -118.2437,
  dropoffDate: null,
  dropoffTime: null,
  dropoffTimezone: "America/New_York",
  dropoffLocation: "New York, NY",
  dropoffLatitude: 40.7128,
  dropoffLongitude: -74.006,
  routeMiles: 1000,
});

beforeAll(async () => {
  const db = await resetDatabase();
  await db.delete(appSettings);
  await db.insert(appSettings).values({ id: 1 });
  world = await makeWorld(db);
  alma = await createDriver(db, { name: "Alma Able", email: "alma@example.com" });
  bo = await createDriver(db, { name: "Bo Busy", email: "bo@example.com" });
  await createDriver(db, { name: "Ina Inactive", email: "ina@example.com", active: false });
});

describe("boardOf", () => {
  it("gives a lane per active driver with the jobs their spans put on the week, and their days off", async () => {
    const db = world.db;
    const onWeek = await jobFor(db, world.customer, { ...trip("2026-03-14"), requestStatus: "approved", driverId: bo.id });
    const inTransit = await jobFor(db, world.customer, { ...trip("2026-03-07"), requestStatus: "in_transit", driverId: bo.id });
    await jobFor(db, world.customer, { ...trip("2026-03-20"), requestStatus: "approved", driverId: bo.id });
    await jobFor(db, world.customer, { ...trip("2026-03-10"), requestStatus: "delivered", driverId: bo.id });
    await db.insert(driverDaysOff).values([
      { driverId: alma.id, day: "2026-03-11" },
      { driverId: alma.id, day: "2026-03-30" },
    ]);

    const board = await boardOf(db, asActor(world.admin.user), WEEK);
    expect(board.lanes.map((lane) => lane.name)).toEqual(["Alma Able", "Bo Busy"]);
    expect(board.lanes[0]).toMatchObject({ driverId: alma.id, daysOff: ["2026-03-11"], cards: [] });
    const cards = board.lanes[1]!.cards;
    // Picked up the 7th, two days on the road: on the board from Monday the 9th only.
    expect(cards.map((card) => [card.jobId, card.dates])).toEqual([
      [inTransit.id, ["2026-03-09"]],
      [onWeek.id, ["2026-03-14", "2026-03-15"]],
    ]);
    expect(cards[1]).toMatchObject({
      vehicle: `${onWeek.vehicleYear} ${onWeek.vehicleMake} ${onWeek.vehicleModel}`,
      route: "Los Angeles, CA → New York, NY",
      start: "2026-03-14T15:00:00.000Z",
      end: "2026-03-16T15:00:00.000Z",
    });
    expect(cards[1]!.pickupAt).toMatch(/8:00 AM PDT$/);
  });

  it("lists approved jobs without a driver to assign, soonest pickup first, dateless last", async () => {
    const db = world.db;
    const later = await jobFor(db, world.customer, { ...trip("2026-03-12"), requestStatus: "approved" });
    const dateless = await jobFor(db, world.customer, { ...trip(null), requestStatus: "approved" });
    const sooner = await jobFor(db, world.customer, { ...trip("2026-03-10"), requestStatus: "approved" });
    await jobFor(db, world.customer, { ...trip("2026-03-10"), requestStatus: "submitted" });

    const board = await boardOf(db, asActor(world.admin.user), ["2026-03-10"]);
    expect(board.toAssign.map((card) => card.jobId)).toEqual([sooner.id, later.id, dateless.id]);
    expect(board.toAssign[2]).toMatchObject({ pickupAt: "No pickup date", start: null, dates: [] });
  });

  it("is for staff only", async () => {
    await expect(boardOf(world.db, asActor(world.customer.user), WEEK)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
