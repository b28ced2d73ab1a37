import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { COMPANY_NOT_FOUND } from "@/lib/companies/company-queries";
import type { inspectionSlotsSchema } from "./schemas";

/** A company's required photo slots, which its jobs' inspections begun from now on require. */
export async function updateInspectionSlots(db: Db, input: z.infer<typeof inspectionSlotsSchema>): Promise<{ slots: string[] }> {
  const [row] = await db
    .update(companies)
    .set({ inspectionSlots: input.slots, updatedAt: new Date() })
    .where(eq(companies.id, input.company_id))
    .returning({ slots: companies.inspectionSlots });
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return { slots: row.slots ?? [] };
}
