import { readWholeNumber } from "@/lib/api/whole-number";

/**
 * Odometer readings. The API takes digits only (lib/api/whole-number.ts: no space, separator or
 * leading zero); the phone's form lets the driver type what the odometer shows ("048,250") and
 * sends it as the API takes it. Pure: shared by the phone's form and the server.
 */
export const MILEAGE_PATTERN = "[0-9, ]*";

export const MAX_MILEAGE = 9_999_999;

/** The miles a call states (a number, or digits only), or null when it is written any other way. */
export function parseMileage(value: unknown): number | null {
  return readWholeNumber(value, { min: 0, max: MAX_MILEAGE });
}

/** What the driver typed, as the API takes it: "048,250" -> "48250"; null when it is not digits (up to 7). */
export function typedMileage(text: string): string | null {
  const digits = text.replace(/[,\s]/g, "");
  return /^\d{1,7}$/.test(digits) ? String(Number(digits)) : null;
}
