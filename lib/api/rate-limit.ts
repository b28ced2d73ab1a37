import { eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { AppError } from "./errors";

/**
 * Fixed-window attempt counters kept in the database (one row per key), so every instance of
 * the app shares them. A hit is counted by one upsert before the guarded work is done, so
 * parallel requests cannot slip past a limit between a check and a count.
 */
export type Limit = { max: number; windowMs: number };

export const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

/**
 * Counts one hit on the key and answers the key's count in its current window and the seconds
 * left in it. Times are the database's, the one clock every instance shares.
 */
export async function hit(db: DbOrTx, key: string, limit: Limit): Promise<{ count: number; secondsLeft: number }> {
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${limit.windowMs / 1000})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, secondsLeft: sql<number>`ceil(extract(epoch from ${rateLimits.resetAt} - now()))::int` });
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 day'`));
  return row!;
}

/**
 * Keys the database has refused, and until when (ms): a flood of one key is then refused here,
 * without a write on its one hot row for every request. Only ever a refusal the shared count
 * already made, so instances still agree; nothing lowers a refused key's count within its window
 * (refused requests never reach a success that would give a hit back).
 */
const refusedUntil = new Map<string, number>();
const MAX_REFUSED_KEYS = 10_000;

function refuse(key: string, secondsLeft: number): never {
  const now = Date.now();
  if (refusedUntil.size >= MAX_REFUSED_KEYS) for (const [k, until] of refusedUntil) if (until <= now) refusedUntil.delete(k);
  if (refusedUntil.size < MAX_REFUSED_KEYS) refusedUntil.set(key, now + secondsLeft * 1000);
  throw new AppError("RATE_LIMITED", TOO_MANY, { retryAfterSeconds: Math.max(1, secondsLeft) });
}

/** Forgets every refusal this process remembers (the tests' fresh database). */
export function forgetRefusals(): void {
  refusedUntil.clear();
}

/**
 * How long a caller already refused waits for the next refusal: a flood's connections then send
 * a few requests a second each instead of as many as the server can answer, which is what kept
 * the rest of the app waiting (the bench's flood scenario). A person is never kept waiting by it.
 */
const REFUSED_AGAIN_DELAY_MS = 250;

/** Counts one hit on each key; 429 (with Retry-After) when any key is past its limit. */
export async function consume(db: DbOrTx, hits: readonly (readonly [key: string, limit: Limit])[]): Promise<void> {
  for (const [key] of hits) {
    const until = refusedUntil.get(key);
    if (until === undefined) continue;
    if (until > Date.now()) {
      await new Promise((resolve) => setTimeout(resolve, REFUSED_AGAIN_DELAY_MS));
      refuse(key, Math.ceil((until - Date.now()) / 1000));
    }
    refusedUntil.delete(key);
  }
  for (const [key, limit] of hits) {
    const { count, secondsLeft } = await hit(db, key, limit);
    if (count > limit.max) refuse(key, Math.max(1, secondsLeft));
  }
}

/** The key's count in its current window, without counting. */
export async function countOf(db: DbOrTx, key: string): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
  return row?.count ?? 0;
}

/** Gives back one hit (an attempt that turned out well). */
export async function refund(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Forgets the key's count. */
export async function forget(db: DbOrTx, key: string): Promise<void> {
  refusedUntil.delete(key);
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
