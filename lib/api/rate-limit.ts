import { AppError } from "./errors";

/**
 * A fixed-window counter kept in this process's memory: enough for one server. Behind
 * several instances it would move to the database or a shared cache.
 */
type Window = { count: number; resetAt: number };
const windows = new Map<string, Window>();

export type Limit = { max: number; windowMs: number };

export const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

function current(key: string, limit: Limit, now: number): Window {
  const existing = windows.get(key);
  if (existing && existing.resetAt > now) return existing;
  const fresh = { count: 0, resetAt: now + limit.windowMs };
  windows.set(key, fresh);
  if (windows.size > 50_000) pruneExpired(now);
  return fresh;
}

function pruneExpired(now: number) {
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
}

/** Throws 429 when any of the keys has used up its window. Does not count. */
export function assertNotLimited(keys: readonly string[], limit: Limit, now = Date.now()): void {
  for (const key of keys) {
    const window = current(key, limit, now);
    if (window.count >= limit.max) {
      throw new AppError("RATE_LIMITED", TOO_MANY, { retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) });
    }
  }
}

export function countAttempt(keys: readonly string[], limit: Limit, now = Date.now()): void {
  for (const key of keys) current(key, limit, now).count++;
}

/** Counts one attempt on each key, then throws 429 if any is over its limit. */
export function consume(keys: readonly string[], limit: Limit, now = Date.now()): void {
  assertNotLimited(keys, limit, now);
  countAttempt(keys, limit, now);
}

export function resetAttempts(keys: readonly string[]): void {
  for (const key of keys) windows.delete(key);
}

/** The client address as the proxy in front of us reports it. */
export function clientAddress(headers: Headers): string {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || headers.get("x-real-ip") || "local";
}
