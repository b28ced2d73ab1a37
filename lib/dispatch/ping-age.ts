import { formatMinutes } from "@/lib/format/duration";

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

/** The live map's marker colour and the legend's words for each age (green, amber, red). */
export const PING_STYLES: Record<PingAge, { color: string; label: string }> = {
  fresh: { color: "#16a34a", label: "Fresh (under 15 min)" },
  stale: { color: "#d97706", label: "Stale (under 2 h)" },
  lost: { color: "#dc2626", label: "Lost (2 h or more, or none)" },
};

/** The colour of a job's marker from its last ping's moment. */
export function pingColour(lastLocationAt: Date | null, now: Date): string {
  return PING_STYLES[pingAge(lastLocationAt, now)].color;
}

/** How long ago the last ping was, in whole minutes and hours: "4 min", "2 h 5 min", "no ping yet". */
export function pingAgeText(lastLocationAt: Date | null, now: Date): string {
  if (!lastLocationAt) return "no ping yet";
  const minutes = Math.max(0, Math.floor((now.getTime() - lastLocationAt.getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours >= 48 ? `${Math.floor(hours / 24)} d` : formatMinutes(minutes);
}

export type PingSort = "oldest" | "newest";

/** Orders by the last ping's moment: "oldest" puts the jobs that never pinged first (the calls to make). */
export function sortByPing<T extends { position: { at: string } | null }>(rows: readonly T[], order: PingSort): T[] {
  const at = (row: T) => (row.position ? Date.parse(row.position.at) : -Infinity);
  const sorted = [...rows].sort((a, b) => at(a) - at(b));
  return order === "oldest" ? sorted : sorted.reverse();
}
