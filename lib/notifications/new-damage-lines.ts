import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { inspectionDamages, inspections } from "@/db/schema";
import { newDamagesOf } from "@/lib/inspections/claims";
import { describeDamage, type DamageArea, type DamageSeverity, type DamageType } from "@/lib/inspections/vocabulary";

/** The delivery's new damages as a mail names them (claims.ts decides which are new): "New damage: Hood: dent, moderate (02022)". */
export async function newDamageLines(db: DbOrTx, jobId: number): Promise<string[]> {
  const rows = await db
    .select({
      id: inspectionDamages.id,
      kind: inspections.kind,
      area: inspectionDamages.area,
      type: inspectionDamages.type,
      severity: inspectionDamages.severity,
    })
    .from(inspectionDamages)
    .innerJoin(inspections, eq(inspections.id, inspectionDamages.inspectionId))
    .where(eq(inspections.jobId, jobId))
    .orderBy(asc(inspectionDamages.area), asc(inspectionDamages.capturedAt));
  const fresh = newDamagesOf(
    rows.filter((r) => r.kind === "pickup"),
    rows.filter((r) => r.kind === "delivery"),
  ) as typeof rows;
  return fresh.map(
    (d) =>
      `New damage: ${describeDamage({ area: d.area as DamageArea, type: d.type as DamageType, severity: d.severity as DamageSeverity })}`,
  );
}
