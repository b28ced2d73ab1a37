/** DECISIONS.md "Dispatch": a position is fresh under 15 minutes, stale under 2 hours, then lost. Pure. */
export const PING_AGES = ["fresh", "stale", "lost"] as const;
export type PingAge = (typeof PING_AGES)[number];

export const FRESH_MS = 15 * 60 * 1000;
export const STALE_MS = 2 * 60 * 60 * 1000;

/** A job in transit that never sent a position is lost too: the dispatcher should call the driver. */
export function pingAge(lastLocationAt: Date | null, now: Date): PingAge {
  if (!lastLocationAt) return "lost";
  const age = now.getTime() - lastLocationAt.getTime();
  if (age < FRESH_MS) return "fresh";
  if (age < STALE_MS) return "stale";
  return "lost";
}
