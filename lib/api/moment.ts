/**
 * Whether a date and time can be stored and compared in the database: PostgreSQL has no year 0
 * (1 BC follows AD 1) and cannot read the six-digit years JavaScript writes past 9999, so such a
 * value sent on was a 500. Pure: the forms share it.
 */
export function isStorableMoment(at: Date): boolean {
  const year = at.getUTCFullYear();
  return !Number.isNaN(at.getTime()) && year >= 1 && year <= 9999;
}
