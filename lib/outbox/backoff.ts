/** 30 s, 1 min, 2 min … up to an hour between attempts (a message's, and a webhook endpoint's). */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3600_000);
