import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { COMPANY_NOT_FOUND } from "@/lib/companies/company-queries";
import type { inspectionSlotsSchema } from "./schemas";
import { assertStaff, type Actor } from "@/lib/auth/actor";

/** A company's required photo slots, which its jobs' inspections begun from now on require. */
export async function updateInspectionSlots(
  db: Db,
  actor: Actor,
  input: z.infer<typeof inspectionSlotsSchema>,
): Promise<{ slots: string[] }> {
  assertStaff(actor);
  const [row] = await db
    .update(companies)
    .set({ inspectionSlots: input.slots, updatedAt: new Date() })
    .where(eq(companies.id, input.company_id))
    .returning({ slots: companies.inspectionSlots });
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return { slots: row.slots ?? [] };
}
