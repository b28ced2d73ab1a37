import { z } from "zod";
import { normalizeVin, VIN_MESSAGE, VIN_PATTERN } from "@/lib/jobs/vin";

/** At most this many VINs in one decode (a pasted list). */
export const MAX_VINS = 50;
export const VINS_REQUIRED = "Please give at least one VIN.";
export const TOO_MANY_VINS = `Please give at most ${MAX_VINS} VINs at a time.`;

const vinSchema = z.string({ error: VIN_MESSAGE }).transform(normalizeVin).pipe(z.string().regex(VIN_PATTERN, VIN_MESSAGE));

/** POST /api/v1/vin/decode: { vins: [...] }, each a 17-character VIN (upper-cased here). */
export const decodeVinsSchema = z.object({
  vins: z.array(vinSchema, { error: VINS_REQUIRED }).min(1, VINS_REQUIRED).max(MAX_VINS, TOO_MANY_VINS),
});
export type DecodeVins = z.infer<typeof decodeVinsSchema>;

/**
 * Pasted text split into VINs: commas, semicolons, spaces and line breaks separate them. Returns the
 * well-formed VINs (upper-cased, each once, in order) and the pieces that are not VINs.
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
