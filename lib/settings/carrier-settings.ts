import { eq } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "@/db/client";
import { appSettings, type AppSettings } from "@/db/schema";

/** The carrier's terms printed on every bill of lading until an admin writes the operator's own. */
export const DEFAULT_BOL_TERMS =
  "Received, subject to the carrier's tariffs and terms in effect on the date of shipment, the vehicle described above in apparent " +
  "condition as noted, except as noted on the inspection. The carrier's liability for loss or damage is limited as stated in its " +
  "terms; claims for damage must be noted on the delivery inspection and filed in writing within nine months of delivery.";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .max(max, `Please keep ${label.toLowerCase()} under ${max} characters.`);
const whole = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} must be at most ${max}.`);

/** PUT admin/update-carrier-settings, and the settings form: the carrier block, the BOL terms and the mileage threshold. */
export const carrierSettingsSchema = z.object({
  carrier_name: text("Carrier name", 200),
  carrier_address: text("Carrier address", 300),
  carrier_phone: text("Carrier phone", 40),
  usdot_number: text("USDOT number", 20),
  mc_number: text("MC number", 20),
  bol_terms: text("BOL terms", 5000),
  mileage_percent: whole("Mileage threshold (%)", 500),
  mileage_miles: whole("Mileage threshold (miles)", 5000),
});
export type CarrierSettings = z.infer<typeof carrierSettingsSchema>;

export function toCarrierSettings(row: AppSettings): CarrierSettings {
  return {
    carrier_name: row.carrierName,
    carrier_address: row.carrierAddress,
    carrier_phone: row.carrierPhone,
    usdot_number: row.usdotNumber,
    mc_number: row.mcNumber,
    bol_terms: row.bolTerms || DEFAULT_BOL_TERMS,
    mileage_percent: row.mileagePercent,
    mileage_miles: row.mileageMiles,
  };
}

/** The one settings row (the migration creates it; created again here should it be missing). */
export async function getCarrierSettings(db: DbOrTx): Promise<CarrierSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.id, 1));
  if (row) return toCarrierSettings(row);
  const [created] = await db
    .insert(appSettings)
    .values({ id: 1 })
    .onConflictDoUpdate({ target: appSettings.id, set: { id: 1 } })
    .returning();
  return toCarrierSettings(created!);
}

export async function updateCarrierSettings(db: DbOrTx, input: CarrierSettings): Promise<CarrierSettings> {
  const values = {
    carrierName: input.carrier_name,
    carrierAddress: input.carrier_address,
    carrierPhone: input.carrier_phone,
    usdotNumber: input.usdot_number,
    mcNumber: input.mc_number,
    bolTerms: input.bol_terms,
    mileagePercent: input.mileage_percent,
    mileageMiles: input.mileage_miles,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(appSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: appSettings.id, set: values })
    .returning();
  return toCarrierSettings(row!);
}
