import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as addVersion } from "@/app/api/v1/admin/add-rate-card-version/route";
import { POST as createCard } from "@/app/api/v1/admin/create-rate-card/route";
import { GET as getCard } from "@/app/api/v1/admin/get-rate-card/route";
import { GET as getCards } from "@/app/api/v1/admin/get-rate-cards/route";
import { PUT as setCompanyCard } from "@/app/api/v1/admin/update-company-rate-card/route";
import type { Db } from "@/db/client";
import { actorFromToken, type Actor } from "@/lib/auth/actor";
import { addRateCardVersionAction, saveCompanyRateCardAction } from "@/lib/pricing/actions";
import { companyVersionInForce } from "@/lib/pricing/rate-card-queries";
import { DEFAULT_RATE_CARD_TERMS, type RateCardTerms } from "@/lib/pricing/rate-card-terms";
import { rateCardVersionSchema } from "@/lib/pricing/schemas";
import { NOT_BEFORE_TODAY } from "@/lib/pricing/save-rate-card";
import { resetDatabase } from "../helpers/db";
import { createCompany, utcDateFromNow } from "../helpers/factories";
import { call } from "../helpers/http";
import { expectAccess, tokensForEveryRole, type Tokens } from "../people/helpers";

// The form's caller is the session's (mocked here: the tests have no cookies).
const caller = vi.hoisted(() => ({ actor: null as Actor | null }));
vi.mock("@/lib/auth/current", () => ({ getCurrentActor: async () => caller.actor }));

type Version = { id: number; version: number; effective_from: string; terms: RateCardTerms };
type Card = { id: number; name: string; is_default: boolean; current: Version | null; versions: Version[]; company_count: number };

let db: Db;
let tokens: Tokens;
const today = () => utcDateFromNow(0);
const withMinimum = (minimumCents: number): RateCardTerms => ({ ...DEFAULT_RATE_CARD_TERMS, minimumCents });

beforeAll(async () => {
  db = await resetDatabase();
  tokens = await tokensForEveryRole(db);
});

async function defaultCard(): Promise<Card> {
  const res = await call<Card[]>(getCards, { token: tokens.admin });
  expect(res.status).toBe(200);
  return res.body.data.find((card) => card.is_default)!;
}

describe("rate cards", () => {
  it("has a default card with the bands 0–100, 100–500, 500+", async () => {
    const card = await defaultCard();
    expect(card.name).toBe("Default");
    expect(card.current?.version).toBe(1);
    expect(card.current?.terms.bands.map((b) => b.fromMiles)).toEqual([0, 100, 500]);
  });

  it("keeps every version: an edit is a new version from its date, today's stays in force until then", async () => {
    const card = await defaultCard();
    const later = await call<Card>(addVersion, {
      token: tokens.admin,
      body: { rate_card_id: card.id, effective_from: utcDateFromNow(10), terms: withMinimum(20_000) },
    });
    expect(later.status).toBe(201);
    expect(later.body.data.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(later.body.data.current?.version).toBe(1);
    const now = await call<Card>(addVersion, {
      token: tokens.superadmin,
      body: { rate_card_id: card.id, effective_from: today(), terms: withMinimum(17_500) },
    });
    expect(now.body.data.current).toMatchObject({ version: 3, terms: { minimumCents: 17_500 } });
    const company = await createCompany(db);
    expect((await companyVersionInForce(db, company.id, today())).version).toBe(3);
    expect((await companyVersionInForce(db, company.id, utcDateFromNow(10))).version).toBe(2);
  });

  it("refuses a version starting in the past, bad terms and an unknown card", async () => {
    const card = await defaultCard();
    const past = await call(addVersion, {
      token: tokens.admin,
      body: { rate_card_id: card.id, effective_from: utcDateFromNow(-1), terms: DEFAULT_RATE_CARD_TERMS },
    });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ effective_from: [NOT_BEFORE_TODAY] });
    const bad = await call(addVersion, {
      token: tokens.admin,
      body: {
        rate_card_id: card.id,
        effective_from: today(),
        terms: { ...DEFAULT_RATE_CARD_TERMS, minimumCents: -5, bands: [{ fromMiles: 5, centsPerMile: 100 }] },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      "terms.minimumCents": ["The minimum cannot be negative."],
      "terms.bands.0.fromMiles": ["The first band starts at 0 miles."],
    });
    const unknown = await call(addVersion, {
      token: tokens.admin,
      body: { rate_card_id: 999_999, effective_from: today(), terms: DEFAULT_RATE_CARD_TERMS },
    });
    expect(unknown.status).toBe(404);
    const nothing = await call(addVersion, { token: tokens.admin, body: "[]" });
    expect(nothing.status).toBe(400);
  });

  it("numbers two edits at once 2 and 3, never the same", async () => {
    const created = await call<Card>(createCard, {
      token: tokens.admin,
      body: { name: "Race card", effective_from: today(), terms: DEFAULT_RATE_CARD_TERMS },
    });
    const body = { rate_card_id: created.body.data.id, effective_from: today(), terms: DEFAULT_RATE_CARD_TERMS };
    const answers = await Promise.all([call(addVersion, { token: tokens.admin, body }), call(addVersion, { token: tokens.admin, body })]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const card = await call<Card>(getCard, { token: tokens.admin, query: { id: created.body.data.id } });
    expect(card.body.data.versions.map((v) => v.version)).toEqual([3, 2, 1]);
  });

  it("gives a company its own card, and the default back", async () => {
    const company = await createCompany(db);
    const created = await call<Card>(createCard, {
      token: tokens.admin,
      body: { name: "Acme contract", effective_from: today(), terms: withMinimum(9_900) },
    });
    expect(created.status).toBe(201);
    const taken = await call(createCard, {
      token: tokens.admin,
      body: { name: "ACME CONTRACT", effective_from: today(), terms: DEFAULT_RATE_CARD_TERMS },
    });
    expect(taken.body.errors).toEqual({ name: ["A rate card with this name exists."] });

    const own = await call(setCompanyCard, {
      method: "PUT",
      token: tokens.admin,
      body: { company_id: company.id, rate_card_id: created.body.data.id },
    });
    expect(own.body.data).toEqual({ company_id: company.id, rate_card_id: created.body.data.id });
    expect((await companyVersionInForce(db, company.id, today())).terms.minimumCents).toBe(9_900);
    const card = await call<Card>(getCard, { token: tokens.admin, query: { id: created.body.data.id } });
    expect(card.body.data.company_count).toBe(1);

    const back = await call(setCompanyCard, { method: "PUT", token: tokens.admin, body: { company_id: company.id, rate_card_id: null } });
    expect(back.body.data).toEqual({ company_id: company.id, rate_card_id: null });
    expect((await companyVersionInForce(db, company.id, today())).terms.minimumCents).not.toBe(9_900);
    const missing = await call(setCompanyCard, { method: "PUT", token: tokens.admin, body: { company_id: 999_999, rate_card_id: null } });
    expect(missing.status).toBe(404);
  });

  it("prices with the default while a company's card has no version in force yet", async () => {
    const company = await createCompany(db);
    const created = await call<Card>(createCard, {
      token: tokens.admin,
      body: { name: "Next month", effective_from: utcDateFromNow(30), terms: withMinimum(1) },
    });
    await call(setCompanyCard, {
      method: "PUT",
      token: tokens.admin,
      body: { company_id: company.id, rate_card_id: created.body.data.id },
    });
    const version = await companyVersionInForce(db, company.id, today());
    expect(version.terms.minimumCents).not.toBe(1);
    expect((await companyVersionInForce(db, company.id, utcDateFromNow(30))).terms.minimumCents).toBe(1);
  });

  it("is for staff only", async () => {
    const card = await defaultCard();
    await expectAccess(getCards, {}, ["admin", "superadmin"], tokens);
    await expectAccess(getCard, { query: { id: card.id } }, ["admin", "superadmin"], tokens);
    await expectAccess(createCard, { body: {} }, ["admin", "superadmin"], tokens);
    await expectAccess(addVersion, { body: {} }, ["admin", "superadmin"], tokens);
    await expectAccess(setCompanyCard, { method: "PUT", body: {} }, ["admin", "superadmin"], tokens);
  });
});

describe("the Rates form's fields", () => {
  it("read dollars as cents", () => {
    const parsed = rateCardVersionSchema.parse({
      rate_card_id: "4",
      effective_from: "2030-01-01",
      band_from_0: "0",
      band_rate_0: "2.50",
      band_from_1: "100",
      band_rate_1: "$1.5",
      band_from_2: "",
      band_rate_2: "",
      minimum: "1,200",
      class_sedan: "0",
      class_suv: "50",
      class_pickup: "75.00",
      class_van: "75",
      class_electric: "40",
      washed: "35",
      full: "60",
      expedite_percent: "25",
      after_hours: "75",
    });
    expect(parsed.terms).toEqual({
      bands: [
        { fromMiles: 0, centsPerMile: 250 },
        { fromMiles: 100, centsPerMile: 150 },
      ],
      minimumCents: 120_000,
      classSurchargeCents: { sedan: 0, suv: 5_000, pickup: 7_500, van: 7_500, electric: 4_000 },
      deliverWashedCents: 3_500,
      deliverFullCents: 6_000,
      expeditePercent: 25,
      afterHoursCents: 7_500,
    });
  });
});

describe("the Rates form's server action", () => {
  it("saves dollar fields as a new version, and names a bad field for the form", async () => {
    caller.actor = await actorFromToken(db, tokens.admin);
    const card = await defaultCard();
    const fields = {
      rate_card_id: String(card.id),
      effective_from: utcDateFromNow(40),
      band_from_0: "0",
      band_rate_0: "3",
      minimum: "99.5",
      class_sedan: "0",
      class_suv: "1",
      class_pickup: "1",
      class_van: "1",
      class_electric: "1",
      washed: "1",
      full: "1",
      expedite_percent: "10",
      after_hours: "1",
    };
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    expect(await addRateCardVersionAction({}, form)).toMatchObject({ ok: true });
    const saved = await call<Card>(getCard, { token: tokens.admin, query: { id: card.id } });
    expect(saved.body.data.versions[0]).toMatchObject({
      effective_from: utcDateFromNow(40),
      terms: { minimumCents: 9_950, bands: [{ fromMiles: 0, centsPerMile: 300 }] },
    });
    const bad = await addRateCardVersionAction({}, { ...fields, minimum: "lots" });
    expect(bad).toMatchObject({ ok: false, fieldErrors: { "terms.minimumCents": "The minimum must be an amount." } });
    caller.actor = await actorFromToken(db, tokens.customer);
    expect(await addRateCardVersionAction({}, form)).toMatchObject({ ok: false, message: "You are not allowed to do this." });
  });
});

describe("company details → Rates, the form's server action", () => {
  it("gives the company a card by its id and the default back by 'default'", async () => {
    caller.actor = await actorFromToken(db, tokens.superadmin);
    const company = await createCompany(db);
    const card = await call<Card>(createCard, {
      token: tokens.admin,
      body: { name: "Form card", effective_from: today(), terms: withMinimum(4_200) },
    });
    const form = new FormData();
    form.set("company_id", String(company.id));
    form.set("rate_card_id", String(card.body.data.id));
    expect(await saveCompanyRateCardAction({}, form)).toMatchObject({ ok: true, message: "Company rate card saved" });
    expect((await companyVersionInForce(db, company.id, today())).terms.minimumCents).toBe(4_200);
    form.set("rate_card_id", "default");
    expect(await saveCompanyRateCardAction({}, form)).toMatchObject({ ok: true });
    expect((await companyVersionInForce(db, company.id, today())).terms.minimumCents).not.toBe(4_200);
    form.set("rate_card_id", "999999");
    expect(await saveCompanyRateCardAction({}, form)).toMatchObject({ ok: false, fieldErrors: { rate_card_id: "Rate card not found." } });
  });
});
