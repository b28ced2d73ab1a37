import { normalizeVin, VIN_PATTERN } from "@/lib/jobs/vin";

/** At most this many VINs in one decode call (a longer pasted list goes in several). */
export const MAX_VINS = 50;

/**
 * Pasted text split into VINs: commas, semicolons, spaces and line breaks separate them. Returns the
 * well-formed VINs (upper-cased, each once, in order) and the pieces that are not VINs. Without zod:
 * the wizard's Vehicles step uses it before its checks (and zod) are loaded.
 */
export function splitVins(text: string): { vins: string[]; rejected: string[] } {
  const vins: string[] = [];
  const rejected: string[] = [];
  for (const piece of text.split(/[\s,;]+/)) {
    if (!piece) continue;
    const vin = normalizeVin(piece);
    if (!VIN_PATTERN.test(vin)) rejected.push(piece);
    else if (!vins.includes(vin)) vins.push(vin);
  }
  return { vins, rejected };
}
