import { and, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { vehicleMakes } from "@/db/schema";
import { conflict } from "@/lib/api/errors";
import { isUniqueViolation } from "@/db/unique-violation";

export const MAKE_TAKEN = "This make already exists.";

/** A make appears once in the catalogue, case-insensitively. */
export async function assertMakeFree(db: DbOrTx, make: string, exceptId?: number): Promise<void> {
  const same = eq(sql`lower(${vehicleMakes.make})`, make.toLowerCase());
  const [taken] = await db
    .select({ id: vehicleMakes.id })
    .from(vehicleMakes)
    .where(exceptId === undefined ? same : and(same, ne(vehicleMakes.id, exceptId)))
    .limit(1);
  if (taken) throw conflict(MAKE_TAKEN);
}

export function rethrowMakeTaken(error: unknown): never {
  if (isUniqueViolation(error, "vehicle_makes_make_lower_uq")) throw conflict(MAKE_TAKEN);
  throw error;
}
