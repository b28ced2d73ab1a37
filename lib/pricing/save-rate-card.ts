import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { companies, rateCards, rateCardVersions } from "@/db/schema";
import { isUniqueViolation } from "@/db/unique-violation";
import { fieldError, notFound } from "@/lib/api/errors";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { COMPANY_NOT_FOUND } from "@/lib/companies/company-queries";
import { pricingDay } from "./dates";
import { ensureDefaultRateCard, getRateCard, RATE_CARD_NOT_FOUND, type RateCardView } from "./rate-card-queries";
import type { CompanyRateCardInput, CreateRateCardInput, RateCardVersionInput } from "./schemas";

export const NAME_TAKEN = "A rate card with this name exists.";
export const NOT_BEFORE_TODAY = "A new version starts today or later: jobs already priced keep the version they were priced with.";

function assertFromToday(effectiveFrom: string, now: Date): void {
  if (effectiveFrom < pricingDay(now)) throw fieldError("effective_from", NOT_BEFORE_TODAY);
}

/** POST admin/create-rate-card: a named card (not the default) with its first version (staff). */
export async function createRateCard(db: DbOrTx, actor: Actor, input: CreateRateCardInput, now = new Date()): Promise<RateCardView> {
  assertStaff(actor);
  assertFromToday(input.effective_from, now);
  await ensureDefaultRateCard(db);
  const id = await db
    .transaction(async (tx) => {
      const [card] = await tx.insert(rateCards).values({ name: input.name }).returning({ id: rateCards.id });
      await tx
        .insert(rateCardVersions)
        .values({ rateCardId: card!.id, version: 1, effectiveFrom: input.effective_from, terms: input.terms, createdBy: actor.id });
      return card!.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, "rate_cards_name_lower_uq")) throw fieldError("name", NAME_TAKEN);
      throw error;
    });
  return getRateCard(db, actor, id, now);
}

/**
 * POST admin/add-rate-card-version: an edit of a card is a new version from a date; versions are
 * never changed, so a job keeps what it was priced with (staff). The card's row is locked while
 * the next number is taken: two edits at once get two versions.
 */
export async function addRateCardVersion(db: DbOrTx, actor: Actor, input: RateCardVersionInput, now = new Date()): Promise<RateCardView> {
  assertStaff(actor);
  assertFromToday(input.effective_from, now);
  await db.transaction(async (tx) => {
    const [card] = await tx.select({ id: rateCards.id }).from(rateCards).where(eq(rateCards.id, input.rate_card_id)).for("update");
    if (!card) throw notFound(RATE_CARD_NOT_FOUND);
    const [last] = await tx
      .select({ version: sql<number>`coalesce(max(${rateCardVersions.version}), 0)::int` })
      .from(rateCardVersions)
      .where(eq(rateCardVersions.rateCardId, card.id));
    await tx.insert(rateCardVersions).values({
      rateCardId: card.id,
      version: (last?.version ?? 0) + 1,
      effectiveFrom: input.effective_from,
      terms: input.terms,
      createdBy: actor.id,
    });
    await tx.update(rateCards).set({ updatedAt: now }).where(eq(rateCards.id, card.id));
  });
  return getRateCard(db, actor, input.rate_card_id, now);
}

/** PUT admin/update-company-rate-card: the company's own card, or null for the default (staff). */
export async function setCompanyRateCard(
  db: DbOrTx,
  actor: Actor,
  input: CompanyRateCardInput,
): Promise<{ company_id: number; rate_card_id: number | null }> {
  assertStaff(actor);
  if (input.rate_card_id !== null) {
    const [card] = await db.select({ isDefault: rateCards.isDefault }).from(rateCards).where(eq(rateCards.id, input.rate_card_id));
    if (!card) throw fieldError("rate_card_id", RATE_CARD_NOT_FOUND);
    // The default card is chosen by choosing none: the company then follows whichever card is the default.
    if (card.isDefault) input = { ...input, rate_card_id: null };
  }
  const [row] = await db
    .update(companies)
    .set({ rateCardId: input.rate_card_id })
    .where(eq(companies.id, input.company_id))
    .returning({ company_id: companies.id, rate_card_id: companies.rateCardId });
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
}
