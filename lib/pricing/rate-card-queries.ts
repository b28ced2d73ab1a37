import { and, asc, desc, eq, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { companies, rateCards, rateCardVersions } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { pricingDay } from "./dates";
import { DEFAULT_RATE_CARD_TERMS, type RateCardTerms } from "./rate-card-terms";

export const RATE_CARD_NOT_FOUND = "Rate card not found.";
export const DEFAULT_CARD_NAME = "Default";
/** The default card's first version, from before any job: the card in force at installation. */
const FIRST_VERSION_FROM = "2000-01-01";

export type RateCardVersionView = { id: number; version: number; effective_from: string; terms: RateCardTerms; created_at: Date };
export type RateCardView = {
  id: number;
  name: string;
  is_default: boolean;
  /** The version in force today, and every version newest first (one may start later). */
  current: RateCardVersionView | null;
  versions: RateCardVersionView[];
  /** The companies that price with this card (the default: those without their own). */
  company_count: number;
};

const versionColumns = {
  id: rateCardVersions.id,
  version: rateCardVersions.version,
  effective_from: rateCardVersions.effectiveFrom,
  terms: rateCardVersions.terms,
  created_at: rateCardVersions.createdAt,
};

/**
 * The default card's id, made with DEFAULT_RATE_CARD_TERMS when there is none yet (a new
 * installation, an emptied test database), as the settings row is.
 */
export async function ensureDefaultRateCard(db: DbOrTx): Promise<number> {
  const [found] = await db.select({ id: rateCards.id }).from(rateCards).where(eq(rateCards.isDefault, true));
  if (found) return found.id;
  return db.transaction(async (tx) => {
    const [card] = await tx
      .insert(rateCards)
      .values({ name: DEFAULT_CARD_NAME, isDefault: true })
      .onConflictDoNothing()
      .returning({ id: rateCards.id });
    if (!card) {
      const [other] = await tx.select({ id: rateCards.id }).from(rateCards).where(eq(rateCards.isDefault, true));
      return other!.id;
    }
    await tx
      .insert(rateCardVersions)
      .values({ rateCardId: card.id, version: 1, effectiveFrom: FIRST_VERSION_FROM, terms: DEFAULT_RATE_CARD_TERMS });
    return card.id;
  });
}

/** The version of a card in force on a date: the latest start on or before it, the later version of a day. */
export async function versionInForce(db: DbOrTx, rateCardId: number, on: string): Promise<RateCardVersionView | null> {
  const [row] = await db
    .select(versionColumns)
    .from(rateCardVersions)
    .where(and(eq(rateCardVersions.rateCardId, rateCardId), lte(rateCardVersions.effectiveFrom, on)))
    .orderBy(desc(rateCardVersions.effectiveFrom), desc(rateCardVersions.version))
    .limit(1);
  return row ?? null;
}

/**
 * The version a company's job is priced with on a date: the company's own card, else the
 * default; a card with no version in force yet prices with the default.
 */
export async function companyVersionInForce(db: DbOrTx, companyId: number, on: string): Promise<RateCardVersionView> {
  const [company] = await db.select({ rateCardId: companies.rateCardId }).from(companies).where(eq(companies.id, companyId));
  if (company?.rateCardId) {
    const own = await versionInForce(db, company.rateCardId, on);
    if (own) return own;
  }
  const defaultId = await ensureDefaultRateCard(db);
  return (await versionInForce(db, defaultId, on))!;
}

/** Settings → Rates and GET admin/get-rate-cards: every card with its versions, the default first (staff). */
export async function listRateCards(db: DbOrTx, actor: Actor, now = new Date()): Promise<RateCardView[]> {
  assertStaff(actor);
  await ensureDefaultRateCard(db);
  const [cards, versions, counts] = await Promise.all([
    db
      .select({ id: rateCards.id, name: rateCards.name, is_default: rateCards.isDefault })
      .from(rateCards)
      .orderBy(desc(rateCards.isDefault), asc(sql`lower(${rateCards.name})`)),
    db
      .select({ ...versionColumns, rateCardId: rateCardVersions.rateCardId })
      .from(rateCardVersions)
      .orderBy(desc(rateCardVersions.effectiveFrom), desc(rateCardVersions.version)),
    db
      .select({ rateCardId: companies.rateCardId, n: sql<number>`count(*)::int` })
      .from(companies)
      .groupBy(companies.rateCardId),
  ]);
  const today = pricingDay(now);
  const countOf = new Map(counts.map((c) => [c.rateCardId, c.n]));
  return cards.map((card) => {
    const own = versions.filter((v) => v.rateCardId === card.id).map(({ rateCardId: _id, ...v }) => v);
    return {
      ...card,
      current: own.find((v) => v.effective_from <= today) ?? null,
      versions: own,
      company_count: countOf.get(card.is_default ? null : card.id) ?? 0,
    };
  });
}

/** GET admin/get-rate-card?id=: one card (staff). */
export async function getRateCard(db: DbOrTx, actor: Actor, id: number, now = new Date()): Promise<RateCardView> {
  const card = (await listRateCards(db, actor, now)).find((c) => c.id === id);
  if (!card) throw notFound(RATE_CARD_NOT_FOUND);
  return card;
}

/** The rate card choices of a company's details: the cards that are not the default, by name. */
export async function rateCardChoices(db: DbOrTx): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: rateCards.id, name: rateCards.name })
    .from(rateCards)
    .where(eq(rateCards.isDefault, false))
    .orderBy(asc(sql`lower(${rateCards.name})`));
}

/** Company details → Rates: the company's own card (null: the default) and the cards to choose from (staff). */
export async function companyRateCard(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
): Promise<{ rate_card_id: number | null; choices: { id: number; name: string }[] }> {
  assertStaff(actor);
  const [[company], choices] = await Promise.all([
    db.select({ rateCardId: companies.rateCardId }).from(companies).where(eq(companies.id, companyId)),
    rateCardChoices(db),
  ]);
  return { rate_card_id: company?.rateCardId ?? null, choices };
}
