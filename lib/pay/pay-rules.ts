import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { drivers } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { DRIVER_NOT_FOUND } from "@/lib/drivers/driver-queries";
import { formatCents } from "@/lib/format/money";
import type { PayRule } from "@/lib/trip-costs/pay-rule";
import { rateOf, ruleOf, type PayKind, type PayRuleInput } from "./pay-schemas";

export const PAY_RULE_SAVED = "Pay rule saved";

export type PayRuleView = { driver_id: number; kind: PayKind | null; rate: number | null; text: string };

/** A rule in words: "$250.00 per job", "$0.60 per route mile", "25% of the job's price". */
export function payRuleText(rule: PayRule | null): string {
  if (!rule) return "No pay rule yet";
  if (rule.kind === "flat") return `${formatCents(rule.centsPerJob)} per job`;
  if (rule.kind === "per_mile") return `${formatCents(rule.centsPerMile)} per route mile`;
  return `${rule.basisPoints / 100}% of the job's price`;
}

const viewOf = (driverId: number, rule: PayRule | null): PayRuleView => ({
  driver_id: driverId,
  kind: rule?.kind ?? null,
  rate: rule ? rateOf(rule) : null,
  text: payRuleText(rule),
});

/** The driver's pay rule (staff); a driver without one says so. */
export async function readPayRule(db: DbOrTx, actor: Actor, driverId: number): Promise<PayRuleView> {
  assertStaff(actor);
  const [driver] = await db.select({ rule: drivers.payRule }).from(drivers).where(eq(drivers.id, driverId));
  if (!driver) throw notFound(DRIVER_NOT_FOUND);
  return viewOf(driverId, driver.rule);
}

/** PUT admin/update-driver-pay-rule and the driver's Pay form (staff): later statements use it; earlier ones keep their lines. */
export async function savePayRule(db: DbOrTx, actor: Actor, input: PayRuleInput): Promise<PayRuleView> {
  assertStaff(actor);
  const [driver] = await db
    .update(drivers)
    .set({ payRule: ruleOf(input), updatedAt: new Date() })
    .where(eq(drivers.id, input.driver_id))
    .returning({ id: drivers.id });
  if (!driver) throw notFound(DRIVER_NOT_FOUND);
  return viewOf(driver.id, ruleOf(input));
}
