import { describe, expect, it } from "vitest";
import { haversineMiles } from "@/lib/maps/distance";
import { isAfterHours, priceQuote, type PriceLineKind, type QuoteInput } from "@/lib/pricing/price-quote";
import { quoteInputFor } from "@/lib/pricing/quote-input";
import { DEFAULT_RATE_CARD_TERMS, rateCardTermsSchema, type RateCardTerms } from "@/lib/pricing/rate-card-terms";
import { formatCents } from "@/lib/format/money";

/** Round figures so each expected total can be checked by hand. */
const card: RateCardTerms = {
  bands: [
    { fromMiles: 0, centsPerMile: 200 },
    { fromMiles: 100, centsPerMile: 150 },
    { fromMiles: 500, centsPerMile: 100 },
  ],
  minimumCents: 15_000,
  classSurchargeCents: { sedan: 0, suv: 5_000, pickup: 7_500, van: 6_000, electric: 4_000 },
  deliverWashedCents: 3_500,
  deliverFullCents: 6_000,
  expeditePercent: 20,
  afterHoursCents: 7_500,
};

/** 200 mi in a sedan, no options, a week ahead, at 10:00: 100 × $2 + 100 × $1.50 = $350. */
const base: QuoteInput = {
  miles: 200,
  isEstimate: false,
  vehicleClass: "sedan",
  options: { deliverWashed: false, deliverFull: false },
  leadTimeHours: 24 * 7,
  pickupHour: 10,
};

type Case = [name: string, change: Partial<QuoteInput>, totalCents: number, kinds: PriceLineKind[], cardChange?: Partial<RateCardTerms>];

const cases: Case[] = [
  // Bands and their edges (graduated: each mile at its band's rate).
  ["0 mi: the minimum only", { miles: 0 }, 15_000, ["minimum"]],
  ["50 mi: under the minimum, made up", { miles: 50 }, 15_000, ["distance", "minimum"]],
  ["74 mi: $148 made up by $2", { miles: 74 }, 15_000, ["distance", "minimum"]],
  ["75 mi: exactly the minimum, no make-up line", { miles: 75 }, 15_000, ["distance"]],
  ["100 mi: the first band's end", { miles: 100 }, 20_000, ["distance"]],
  ["101 mi: one mile into the second band", { miles: 101 }, 20_150, ["distance", "distance"]],
  ["500 mi: the second band's end", { miles: 500 }, 80_000, ["distance", "distance"]],
  ["501 mi: one mile into the last band", { miles: 501 }, 80_100, ["distance", "distance", "distance"]],
  ["1,200 mi: all three bands", { miles: 1_200 }, 150_000, ["distance", "distance", "distance"]],
  // Each class surcharge (sedan has none on this card).
  ["sedan", { vehicleClass: "sedan" }, 35_000, ["distance", "distance"]],
  ["SUV", { vehicleClass: "suv" }, 40_000, ["distance", "distance", "class"]],
  ["pickup", { vehicleClass: "pickup" }, 42_500, ["distance", "distance", "class"]],
  ["van", { vehicleClass: "van" }, 41_000, ["distance", "distance", "class"]],
  ["electric", { vehicleClass: "electric" }, 39_000, ["distance", "distance", "class"]],
  ["a surcharge on top of the minimum", { miles: 10, vehicleClass: "suv" }, 20_000, ["distance", "minimum", "class"]],
  // Each option.
  ["deliver washed", { options: { deliverWashed: true, deliverFull: false } }, 38_500, ["distance", "distance", "washed"]],
  ["deliver full", { options: { deliverWashed: false, deliverFull: true } }, 41_000, ["distance", "distance", "full"]],
  ["both options", { options: { deliverWashed: true, deliverFull: true } }, 44_500, ["distance", "distance", "washed", "full"]],
  // Expedite: under 48 hours, percent of everything before it.
  ["47.9 h ahead: expedite 20 %", { leadTimeHours: 47.9 }, 42_000, ["distance", "distance", "expedite"]],
  ["48 h ahead: no expedite", { leadTimeHours: 48 }, 35_000, ["distance", "distance"]],
  ["2 h ahead: expedite", { leadTimeHours: 2 }, 42_000, ["distance", "distance", "expedite"]],
  [
    "expedite on class and options",
    { leadTimeHours: 5, vehicleClass: "van", options: { deliverWashed: true, deliverFull: false } },
    53_400, // (35,000 + 6,000 + 3,500) × 1.2
    ["distance", "distance", "class", "washed", "expedite"],
  ],
  [
    "expedite rounds half-up to the cent",
    { miles: 0, leadTimeHours: 1 },
    18_753,
    ["minimum", "expedite"],
    { minimumCents: 15_002, expeditePercent: 25 },
  ],
  ["a card without expedite", { leadTimeHours: 1 }, 35_000, ["distance", "distance"], { expeditePercent: 0 }],
  // After hours: before 7:00 or from 19:00 at the pickup place.
  ["6 AM: after hours", { pickupHour: 6 }, 42_500, ["distance", "distance", "after_hours"]],
  ["midnight: after hours", { pickupHour: 0 }, 42_500, ["distance", "distance", "after_hours"]],
  ["7 AM: business hours", { pickupHour: 7 }, 35_000, ["distance", "distance"]],
  ["6 PM: business hours", { pickupHour: 18 }, 35_000, ["distance", "distance"]],
  ["7 PM: after hours", { pickupHour: 19 }, 42_500, ["distance", "distance", "after_hours"]],
  ["11 PM: after hours", { pickupHour: 23 }, 42_500, ["distance", "distance", "after_hours"]],
  [
    "the after-hours fee is outside the expedite base",
    { pickupHour: 5, leadTimeHours: 10 },
    49_500, // 35,000 + 7,000 + 7,500
    ["distance", "distance", "expedite", "after_hours"],
  ],
  // The estimate flag changes the labels, never the amount.
  ["an estimate prices the same miles", { isEstimate: true }, 35_000, ["distance", "distance"]],
  ["a single-band card", { miles: 1_000 }, 120_000, ["distance"], { bands: [{ fromMiles: 0, centsPerMile: 120 }] }],
];

describe("priceQuote", () => {
  it.each(cases)("%s", (_name, change, totalCents, kinds, cardChange) => {
    const quote = priceQuote({ ...card, ...cardChange }, { ...base, ...change });
    expect(quote.totalCents).toBe(totalCents);
    expect(quote.lines.map((line) => line.kind)).toEqual(kinds);
    expect(quote.lines.reduce((sum, line) => sum + line.cents, 0)).toBe(quote.totalCents);
    for (const line of quote.lines) expect(Number.isInteger(line.cents) && line.cents > 0).toBe(true);
  });

  it("labels each band's miles and rate", () => {
    expect(priceQuote(card, { ...base, miles: 650 }).lines.map((line) => line.label)).toEqual([
      "0–100 mi: 100 mi × $2.00",
      "100–500 mi: 400 mi × $1.50",
      "500+ mi: 150 mi × $1.00",
    ]);
  });

  it("marks an estimate on the quote and on its distance lines", () => {
    const quote = priceQuote(card, { ...base, isEstimate: true });
    expect(quote.isEstimate).toBe(true);
    expect(quote.lines.every((line) => line.label.endsWith("(estimate)"))).toBe(true);
    expect(priceQuote(card, base).lines.some((line) => line.label.includes("estimate"))).toBe(false);
  });

  it.each([
    ["negative miles", { miles: -1 }],
    ["fractional miles", { miles: 10.5 }],
    ["hour 24", { pickupHour: 24 }],
    ["no lead time", { leadTimeHours: Number.NaN }],
  ])("refuses %s", (_name, change) => {
    expect(() => priceQuote(card, { ...base, ...change })).toThrow(RangeError);
  });

  it("prices the default card's example in dollars", () => {
    const quote = priceQuote(DEFAULT_RATE_CARD_TERMS, { ...base, miles: 650, vehicleClass: "suv" });
    // 100 × $2.50 + 400 × $1.50 + 150 × $0.95 + $50 SUV
    expect(formatCents(quote.totalCents)).toBe("$1,042.50");
  });

  it.each([
    [6, true],
    [7, false],
    [18, false],
    [19, true],
  ])("hour %i is after hours: %s", (hour, expected) => {
    expect(isAfterHours(hour)).toBe(expected);
  });
});

describe("quoteInputFor", () => {
  const chicago = { lat: 41.8781, lng: -87.6298 };
  const dallas = { lat: 32.7767, lng: -96.797 };
  const facts = {
    from: chicago,
    to: dallas,
    drivingMiles: null,
    pickup: { date: "2026-03-02", time: "08:00", zone: "America/Chicago" },
    requestedAt: new Date("2026-02-28T14:00:00Z"),
    vehicleClass: "sedan" as const,
    options: { deliverWashed: false, deliverFull: false },
  };

  it("takes the straight line × 1.2 as an estimate without a driving distance", () => {
    const input = quoteInputFor(facts);
    expect(input.isEstimate).toBe(true);
    expect(input.miles).toBe(Math.round(haversineMiles(chicago, dallas) * 1.2));
    expect(input.miles).toBeGreaterThan(900);
  });

  it("takes Google's driving miles when stored", () => {
    expect(quoteInputFor({ ...facts, drivingMiles: 967.4 })).toMatchObject({ miles: 967, isEstimate: false });
  });

  it("reads the lead time and hour on the pickup place's clock", () => {
    // 8:00 CST on March 2 is 14:00 UTC: exactly 48 hours after the request.
    expect(quoteInputFor(facts)).toMatchObject({ leadTimeHours: 48, pickupHour: 8 });
    expect(quoteInputFor({ ...facts, pickup: { ...facts.pickup, time: "07:59" } }).leadTimeHours).toBeLessThan(48);
  });
});

describe("rateCardTermsSchema", () => {
  it("accepts the default card", () => {
    expect(rateCardTermsSchema.parse(DEFAULT_RATE_CARD_TERMS)).toEqual(DEFAULT_RATE_CARD_TERMS);
  });

  it.each([
    ["a first band not from 0", { bands: [{ fromMiles: 10, centsPerMile: 100 }] }, "The first band starts at 0 miles."],
    [
      "bands out of order",
      {
        bands: [
          { fromMiles: 0, centsPerMile: 100 },
          { fromMiles: 0, centsPerMile: 90 },
        ],
      },
      "Each band starts after the one before.",
    ],
    ["no band", { bands: [] }, "Add at least one distance band."],
    ["a negative minimum", { minimumCents: -1 }, "The minimum cannot be negative."],
    ["fractional cents", { afterHoursCents: 10.5 }, "The after-hours fee must be whole cents."],
  ])("refuses %s", (_name, change, message) => {
    const result = rateCardTermsSchema.safeParse({ ...DEFAULT_RATE_CARD_TERMS, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
