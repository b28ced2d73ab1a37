/**
 * An odometer reading as the driver types it: digits only, with thousands separators or spaces
 * allowed ("48,250"). Shared by the phone's form (said as he types) and the server (400). Pure.
 */
export const MILEAGE_PATTERN = "[0-9, ]*";

/** The whole number of miles the text reads as, or null when it is not digits (up to 7). */
export function parseMileage(text: string): number | null {
  const digits = text.replace(/[,\s]/g, "");
  return /^\d{1,7}$/.test(digits) ? Number(digits) : null;
}
