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

/** Counts one hit on each key; 429 (with Retry-After) when any key is past its limit. */
export async function consume(db: DbOrTx, hits: readonly (readonly [key: string, limit: Limit])[]): Promise<void> {
  for (const [key, limit] of hits) {
    const { count, secondsLeft } = await hit(db, key, limit);
    if (count > limit.max) throw new AppError("RATE_LIMITED", TOO_MANY, { retryAfterSeconds: Math.max(1, secondsLeft) });
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
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
