import { and, asc, between, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { driverDaysOff, drivers } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { DRIVER_NOT_FOUND } from "@/lib/drivers/driver-queries";
import type { DaysOffRange, SetDriverDayOff } from "./schemas";

export type DayOff = { driverId: number; day: string };

/** Marks or clears a driver's day off (staff, on the board); repeating either is harmless. */
export async function setDriverDayOff(db: DbOrTx, actor: Actor, input: SetDriverDayOff): Promise<DayOff & { off: boolean }> {
  assertStaff(actor);
  const [driver] = await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, input.driverId));
  if (!driver) throw notFound(DRIVER_NOT_FOUND);
  const key = and(eq(driverDaysOff.driverId, input.driverId), eq(driverDaysOff.day, input.day));
  if (input.off) {
    await db.insert(driverDaysOff).values({ driverId: input.driverId, day: input.day, markedBy: actor.id }).onConflictDoNothing();
  } else {
    await db.delete(driverDaysOff).where(key);
  }
  return { driverId: input.driverId, day: input.day, off: input.off };
}

/** Every driver's days off between two dates, both included (the board's lanes). */
export async function listDaysOff(db: DbOrTx, actor: Actor, range: DaysOffRange): Promise<DayOff[]> {
  assertStaff(actor);
  return db
    .select({ driverId: driverDaysOff.driverId, day: driverDaysOff.day })
    .from(driverDaysOff)
    .where(between(driverDaysOff.day, range.from, range.to))
    .orderBy(asc(driverDaysOff.driverId), asc(driverDaysOff.day));
}
