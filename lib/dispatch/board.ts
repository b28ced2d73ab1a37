import { and, asc, between, eq, isNotNull, isNull, lte, notInArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { appSettings, driverDaysOff, drivers, jobs, type Job } from "@/db/schema";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { formatDateAndTime } from "@/lib/format/dates";
import { DEFAULT_MILES_PER_DAY, FINISHED_STATUSES, occupiedSpan, spanDates } from "./occupied-span";

export type BoardCard = {
  jobId: number;
  status: Job["requestStatus"];
  vehicle: string;
  route: string;
  /** The pickup's date and time on its own clock, with its zone ("Mar 10, 2026 8:00 AM PDT"). */
  pickupAt: string;
  /** ISO instants of the occupied span, null without a pickup date. */
  start: string | null;
  end: string | null;
  /** The board's dates the card covers, on its places' clocks. */
  dates: string[];
};

export type BoardLane = { driverId: number; name: string; daysOff: string[]; cards: BoardCard[] };

export type Board = { dates: string[]; lanes: BoardLane[]; toAssign: BoardCard[] };

/**
 * The dispatch board over the given dates (staff only): a lane per active driver with the jobs whose
 * span touches the dates and the days off among them, and every approved job without a driver,
 * soonest pickup first.
 */
export async function boardOf(db: DbOrTx, actor: Actor, dates: string[]): Promise<Board> {
  assertStaff(actor);
  const first = dates[0]!;
  const last = dates.at(-1)!;
  const [settings, activeDrivers, assigned, unassigned, daysOff] = await Promise.all([
    db.select({ milesPerDay: appSettings.milesPerDay }).from(appSettings).where(eq(appSettings.id, 1)),
    db
      .select({ id: drivers.id, name: drivers.name })
      .from(drivers)
      .where(eq(drivers.active, true))
      .orderBy(asc(drivers.name), asc(drivers.id)),
    // A pickup the day after the last date may still be that date somewhere west: the span decides.
    db
      .select()
      .from(jobs)
      .where(and(isNotNull(jobs.driverId), notInArray(jobs.requestStatus, [...FINISHED_STATUSES]), lte(jobs.pickupDate, nextDay(last))))
      .orderBy(asc(jobs.pickupDate), asc(jobs.pickupTime), asc(jobs.id)),
    db
      .select()
      .from(jobs)
      .where(and(eq(jobs.requestStatus, "approved"), isNull(jobs.driverId)))
      .orderBy(asc(jobs.pickupDate), asc(jobs.pickupTime), asc(jobs.id)),
    db
      .select({ driverId: driverDaysOff.driverId, day: driverDaysOff.day })
      .from(driverDaysOff)
      .where(between(driverDaysOff.day, first, last)),
  ]);
  const milesPerDay = settings[0]?.milesPerDay ?? DEFAULT_MILES_PER_DAY;
  const shown = new Set(dates);
  const cardsByDriver = new Map<number, BoardCard[]>();
  for (const job of assigned) {
    const card = cardOf(job, milesPerDay, shown);
    if (card.dates.length === 0) continue;
    cardsByDriver.set(job.driverId!, [...(cardsByDriver.get(job.driverId!) ?? []), card]);
  }
  const daysOffByDriver = new Map<number, string[]>();
  for (const row of daysOff) daysOffByDriver.set(row.driverId, [...(daysOffByDriver.get(row.driverId) ?? []), row.day].sort());
  return {
    dates,
    lanes: activeDrivers.map((driver) => ({
      driverId: driver.id,
      name: driver.name,
      daysOff: daysOffByDriver.get(driver.id) ?? [],
      cards: cardsByDriver.get(driver.id) ?? [],
    })),
    toAssign: unassigned.map((job) => cardOf(job, milesPerDay, shown)),
  };
}

function cardOf(job: Job, milesPerDay: number, shown: Set<string>): BoardCard {
  const span = occupiedSpan(job, milesPerDay);
  return {
    jobId: job.id,
    status: job.requestStatus,
    vehicle: `${job.vehicleYear} ${job.vehicleMake} ${job.vehicleModel}`,
    route: `${job.pickupLocation} → ${job.dropoffLocation}`,
    pickupAt: formatDateAndTime(job.pickupDate, job.pickupTime, "No pickup date", job.pickupTimezone),
    start: span?.start.toISOString() ?? null,
    end: span?.end.toISOString() ?? null,
    dates: span ? spanDates(span).filter((date) => shown.has(date)) : [],
  };
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
