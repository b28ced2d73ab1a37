import { forbidden } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";

/** Saved addresses belong to the customer's company (DECISIONS.md "Who sees what"). */
export function companyOf(actor: Actor): number {
  if (actor.role !== "customer" || actor.companyId === null) throw forbidden();
  return actor.companyId;
}
