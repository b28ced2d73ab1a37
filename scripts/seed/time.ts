/** Millisecond spans and UTC day arithmetic: the demo's dates are relative to today in UTC. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const atUtc = (date: string, time: string) => new Date(`${date}T${time}:00.000Z`).getTime();
export const addDays = (date: string, days: number) => dateOf(atUtc(date, "00:00") + days * DAY);
export const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
