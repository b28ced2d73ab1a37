/** DECISIONS.md "Vehicles": 17 letters and digits without I, O and Q, stored upper case. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
export const VIN_MESSAGE = "VIN must be 17 letters and digits (no I, O or Q).";

const VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

export function normalizeVin(value: string): string {
  return value.trim().toUpperCase();
}

/** The North American check digit (position 9) a VIN should carry. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i]!;
    const value = /\d/.test(c) ? Number(c) : (VALUES[c] ?? 0);
    sum += value * WEIGHTS[i]!;
  }
  const r = sum % 11;
  return r === 10 ? "X" : String(r);
}

/** A wrong check digit is a warning, not a refusal (DECISIONS.md). */
export function vinWarning(vin: string): string | null {
  if (!VIN_PATTERN.test(vin)) return null;
  return vinCheckDigit(vin) === vin[8] ? null : "The VIN's check digit (9th character) does not match: please double-check it.";
}
