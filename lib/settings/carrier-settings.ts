import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { appSettings, type AppSettings } from "@/db/schema";
import { DEFAULT_BOL_TERMS, type CarrierSettings, type CarrierSettingsInput } from "./schemas";
import { assertStaff, type Actor } from "@/lib/auth/actor";

// The schema lives in ./schemas so the settings form can load it without the database.
export { carrierSettingsSchema, DEFAULT_BOL_TERMS, type CarrierSettings } from "./schemas";

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
    miles_per_day: row.milesPerDay,
    remittance_details: row.remittanceDetails,
    dry_run_fee_cents: row.dryRunFeeCents,
    dry_run_pay_cents: row.dryRunPayCents,
    waiting_free_minutes: row.waitingFreeMinutes,
    waiting_quarter_cents: row.waitingQuarterCents,
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

/** GET admin/get-carrier-settings and the staff's Settings page. (The BOL and the checks read getCarrierSettings as the system.) */
export async function carrierSettingsForStaff(db: DbOrTx, actor: Actor): Promise<CarrierSettings> {
  assertStaff(actor);
  return getCarrierSettings(db);
}

/** PUT admin/update-carrier-settings: staff only. */
export async function updateCarrierSettings(db: DbOrTx, actor: Actor, input: CarrierSettings): Promise<CarrierSettings> {
  assertStaff(actor);
  return saveCarrierSettings(db, input);
}

/** Writes the settings row without a caller: the seed's demo carrier and the tests' fixtures. */
export async function saveCarrierSettings(db: DbOrTx, input: CarrierSettingsInput): Promise<CarrierSettings> {
  const values = {
    carrierName: input.carrier_name,
    carrierAddress: input.carrier_address,
    carrierPhone: input.carrier_phone,
    usdotNumber: input.usdot_number,
    mcNumber: input.mc_number,
    bolTerms: input.bol_terms,
    mileagePercent: input.mileage_percent,
    mileageMiles: input.mileage_miles,
    ...(input.miles_per_day === undefined ? {} : { milesPerDay: input.miles_per_day }),
    remittanceDetails: input.remittance_details ?? "",
    ...(input.dry_run_fee_cents === undefined ? {} : { dryRunFeeCents: input.dry_run_fee_cents }),
    ...(input.dry_run_pay_cents === undefined ? {} : { dryRunPayCents: input.dry_run_pay_cents }),
    ...(input.waiting_free_minutes === undefined ? {} : { waitingFreeMinutes: input.waiting_free_minutes }),
    ...(input.waiting_quarter_cents === undefined ? {} : { waitingQuarterCents: input.waiting_quarter_cents }),
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(appSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: appSettings.id, set: values })
    .returning();
  return toCarrierSettings(row!);
}
