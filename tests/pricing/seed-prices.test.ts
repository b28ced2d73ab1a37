import { eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { companies, jobs, rateCards, vehicleMakes } from "@/db/schema";
import { listRateCards } from "@/lib/pricing/rate-card-queries";
import { seedDemoData } from "@/scripts/seed";
import { resetDatabase } from "../helpers/db";

let db: Db;

beforeAll(async () => {
  db = await resetDatabase();
  await seedDemoData(db);
}, 60_000);

describe("the demo data's prices", () => {
  it("classes the catalogue: SUVs, pickups and electric models", async () => {
    const makes = await db.select({ make: vehicleMakes.make, classes: vehicleMakes.modelClasses }).from(vehicleMakes);
    const classes = Object.assign({}, ...makes.map((m) => m.classes)) as Record<string, string>;
    expect(classes).toMatchObject({ Camry: "sedan", RAV4: "suv", "F-150": "pickup", "Model 3": "electric" });
  });

  it("has the default card with the bands 0–100, 100–500, 500+ and one company's own card", async () => {
    const cards = await listRateCards(db, { id: 0, role: "admin", username: "seed", email: "", companyId: null });
    expect(cards[0]).toMatchObject({ name: "Default", is_default: true });
    expect(cards[0]!.current!.terms.bands.map((b) => b.fromMiles)).toEqual([0, 100, 500]);
    const [own] = await db.select({ id: rateCards.id }).from(rateCards).where(eq(rateCards.isDefault, false));
    const given = await db.select({ id: companies.id }).from(companies).where(eq(companies.rateCardId, own!.id));
    expect(given).toHaveLength(1);
  });

  it("prices every demo job that has a pickup time, its lines summing to the price", async () => {
    const rows = await db
      .select({ price: jobs.priceCents, lines: jobs.priceLines, date: jobs.pickupDate })
      .from(jobs)
      .where(isNotNull(jobs.pickupDate));
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.price).toBeGreaterThan(0);
      expect(row.lines!.reduce((sum, line) => sum + line.cents, 0)).toBe(row.price);
    }
  });
});
