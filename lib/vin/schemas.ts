import { z } from "zod";
import { normalizeVin, VIN_MESSAGE, VIN_PATTERN } from "@/lib/jobs/vin";
import { MAX_VINS } from "./split-vins";

export const VINS_REQUIRED = "Please give at least one VIN.";
export const TOO_MANY_VINS = `Please give at most ${MAX_VINS} VINs at a time.`;

const vinSchema = z.string({ error: VIN_MESSAGE }).transform(normalizeVin).pipe(z.string().regex(VIN_PATTERN, VIN_MESSAGE));

/** POST /api/v1/vin/decode: { vins: [...] }, each a 17-character VIN (upper-cased here). */
export const decodeVinsSchema = z.object({
  vins: z.array(vinSchema, { error: VINS_REQUIRED }).min(1, VINS_REQUIRED).max(MAX_VINS, TOO_MANY_VINS),
});
export type DecodeVins = z.infer<typeof decodeVinsSchema>;
