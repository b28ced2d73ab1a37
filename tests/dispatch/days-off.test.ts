import { beforeAll, describe, expect, it } from "vitest";
import { GET as getDaysOff } from "@/app/api/v1/admin/get-driver-days-off/route";
import { POST as setDayOff } from "@/app/api/v1/admin/set-driver-day-off/route";
import type { Driver } from "@/db/schema";
import type { DayOff } from "@/lib/dispatch/days-off";
import { DAYS_OFF_MESSAGES } from "@/lib/dispatch/schemas";
import { resetDatabase } from "../helpers/db";
import { createDriver } from "../helpers/factories";
import { call } from "../helpers/http";
import { expectFieldError, expectStatus, makeWorld, type World } from "../jobs/helpers";

let world: World;
let dana: Driver;
let eli: Driver;

const mark = (token: string, body: unknown) => call<DayOff & { off: boolean }>(setDayOff, { token, body });
const list = (token: string, query: Record<string, string>) => call<DayOff[]>(getDaysOff, { token, query });

beforeAll(async () => {
  const db = await resetDatabase();
  world = await makeWorld(db);
  // One after the other: the list is ordered by driver id, Dana's first.
  dana = await createDriver(db, { name: "Dana Driver", email: "dana@example.com" });
  eli = await createDriver(db, { name: "Eli Driver", email: "eli@example.com" });
});

describe("days off on the board", () => {
  it("staff mark days off, and the range lists them per driver, both ends included", async () => {
    expectStatus(await mark(world.admin.token, { driverId: dana.id, day: "2026-03-10", off: true }), 200);
    expectStatus(await mark(world.superadmin.token, { driverId: dana.id, day: "2026-03-12", off: "true" }), 200);
    expectStatus(await mark(world.admin.token, { driverId: eli.id, day: "2026-03-16", off: true }), 200);
    // Marking the same day twice is harmless.
    expectStatus(await mark(world.admin.token, { driverId: dana.id, day: "2026-03-10", off: true }), 200);

    const res = await list(world.admin.token, { from: "2026-03-10", to: "2026-03-15" });
    expectStatus(res, 200);
    expect(res.body.data).toEqual([
      { driverId: dana.id, day: "2026-03-10" },
      { driverId: dana.id, day: "2026-03-12" },
    ]);
  });

  it("clears a day off", async () => {
    const res = await mark(world.admin.token, { driverId: dana.id, day: "2026-03-12", off: false });
    expectStatus(res, 200);
    expect(res.body.data).toEqual({ driverId: dana.id, day: "2026-03-12", off: false });
    const after = await list(world.admin.token, { from: "2026-03-01", to: "2026-03-31" });
    expect(after.body.data).toEqual([
      { driverId: dana.id, day: "2026-03-10" },
      { driverId: eli.id, day: "2026-03-16" },
    ]);
  });

  it("is for staff only: a customer gets 403 and no token 401", async () => {
    expectStatus(await mark(world.customer.token, { driverId: dana.id, day: "2026-03-11", off: true }), 403);
    expectStatus(await list(world.customer.token, { from: "2026-03-01", to: "2026-03-31" }), 403);
    expectStatus(await call(setDayOff, { body: { driverId: dana.id, day: "2026-03-11", off: true } }), 401);
    const after = await list(world.admin.token, { from: "2026-03-11", to: "2026-03-11" });
    expect(after.body.data).toEqual([]);
  });

  it("answers 404 for a driver that does not exist", async () => {
    expectStatus(await mark(world.admin.token, { driverId: 999_999, day: "2026-03-11", off: true }), 404);
  });

  it("refuses a bad date, a bad switch and a backwards or too long range with field errors", async () => {
    expectFieldError(await mark(world.admin.token, { driverId: dana.id, day: "2026-02-30", off: true }), "day", DAYS_OFF_MESSAGES.day);
    expectFieldError(await mark(world.admin.token, { driverId: dana.id, day: "2026-03-11", off: "yes" }), "off", DAYS_OFF_MESSAGES.off);
    expectFieldError(await list(world.admin.token, { from: "March", to: "2026-03-11" }), "from", DAYS_OFF_MESSAGES.from);
    expectFieldError(await list(world.admin.token, { from: "2026-03-11", to: "2026-03-10" }), "to", DAYS_OFF_MESSAGES.range);
    expectFieldError(await list(world.admin.token, { from: "2026-01-01", to: "2026-06-01" }), "to", DAYS_OFF_MESSAGES.range);
  });
});
