import type { Tx } from "@/db/client";
import { makeRng, type Rng } from "./random";
import { DAY, HOUR, MINUTE, atUtc, dateOf } from "./time";

export type Person = { first: string; last: string };

/** What every record kind's insert shares: the transaction, the one generator and the clock. */
export type SeedContext = {
  tx: Tx;
  rng: Rng;
  passwordHash: string;
  now: number;
  today: string;
  currentYear: number;
  /** `days` days ago at a fixed-ish time of day (never in the future). */
  daysAgo: (days: number, hour?: number, minute?: number) => number;
  phone: (area?: string) => string;
};

const AREA_CODES = ["214", "469", "713", "512", "312", "313", "404", "602", "303", "704", "305", "615", "817", "210"];

export function createSeedContext(tx: Tx, passwordHash: string): SeedContext {
  const rng = makeRng(0x5eed_2024);
  const now = Date.now();
  const todayStart = atUtc(dateOf(now), "00:00");
  // Default arguments draw from the generator only when omitted: hour first, then minute.
  const daysAgo = (days: number, hour = rng.int(8, 18), minute = rng.int(0, 59)) =>
    Math.min(todayStart - days * DAY + hour * HOUR + minute * MINUTE, now - 2 * HOUR - minute * MINUTE);
  const phone = (area = rng.pick(AREA_CODES)) => `${area}555${String(rng.int(100, 199)).padStart(4, "0")}`;
  return { tx, rng, passwordHash, now, today: dateOf(now), currentYear: new Date(now).getUTCFullYear(), daysAgo, phone };
}
