import { desc, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { vinUnknownMakes } from "@/db/schema";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { listVehicleMakes } from "@/lib/catalogue/catalogue-queries";
import { findCatalogueMake, nameKey } from "./catalogue-match";
import type { DecodedVehicle } from "./decode-vins";

/** How many the staff's list shows, the last seen first. */
const SHOWN = 20;

/** Keeps each found VIN's make the catalogue lacks, counted, with the model and VIN last seen (vin/decode). */
export async function noteUnknownMakes(db: DbOrTx, decoded: readonly DecodedVehicle[]): Promise<void> {
  for (const vehicle of decoded) {
    if (!vehicle.isFound || vehicle.isMakeInCatalogue || !vehicle.decodedMake) continue;
    const makeKey = nameKey(vehicle.decodedMake);
    if (!makeKey) continue;
    const seen = { make: vehicle.decodedMake, model: vehicle.decodedModel ?? "", vin: vehicle.vin, lastSeenAt: new Date() };
    await db
      .insert(vinUnknownMakes)
      .values({ makeKey, ...seen })
      .onConflictDoUpdate({ target: vinUnknownMakes.makeKey, set: { ...seen, seenCount: sql`${vinUnknownMakes.seenCount} + 1` } });
  }
}

export type UnknownMake = { make: string; model: string; vin: string; seenCount: number; lastSeenAt: Date };

/** Settings (staff): the makes seen in VINs that the catalogue still lacks, offered to add. */
export async function listUnknownMakes(db: DbOrTx, actor: Actor): Promise<UnknownMake[]> {
  assertStaff(actor);
  const [catalogue, rows] = await Promise.all([
    listVehicleMakes(db),
    db
      .select({
        make: vinUnknownMakes.make,
        model: vinUnknownMakes.model,
        vin: vinUnknownMakes.vin,
        seenCount: vinUnknownMakes.seenCount,
        lastSeenAt: vinUnknownMakes.lastSeenAt,
      })
      .from(vinUnknownMakes)
      .orderBy(desc(vinUnknownMakes.lastSeenAt))
      .limit(SHOWN * 2),
  ]);
  // Added since (or under another name of the same make): no longer offered.
  return rows.filter((row) => !findCatalogueMake(catalogue, row.make)).slice(0, SHOWN);
}
