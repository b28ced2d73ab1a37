import { describe, expect, it } from "vitest";
import { invoiceTotals, LINE_CENTS_RULE, taxOf } from "./invoice-totals";

describe("taxOf: half-up to the cent, on the invoice's subtotal", () => {
  it.each([
    // subtotal, basis points, tax
    [10_000, null, 0],
    [10_000, 0, 0],
    [10_000, 825, 825],
    [1, 5_000, 1], // 0.5 ¢ rounds up
    [1, 4_999, 0], // 0.4999 ¢ rounds down
    [3, 5_000, 2], // 1.5 ¢ rounds up
    [199, 825, 16], // 16.4175 ¢
    [200, 825, 17], // 16.5 ¢ exactly: up
    [12_345, 725, 895], // 895.0125 ¢
    [0, 825, 0],
    [100_000_000_000, 10_000, 100_000_000_000],
  ] as const)("%i ¢ at %s bp is %i ¢", (subtotal, bp, tax) => {
    expect(taxOf(subtotal, bp)).toBe(tax);
  });
});

describe("invoiceTotals", () => {
  it("sums the lines, then taxes the sum once (not each line)", () => {
    // Each line alone: 199 × 8.25 % = 16.4 → 16, three lines 48; the sum's 49.25 → 49.
    expect(invoiceTotals([199, 199, 199], 825)).toEqual({ subtotalCents: 597, taxCents: 49, totalCents: 646 });
  });

  it("is the subtotal without a tax rate, and zero without lines", () => {
    expect(invoiceTotals([125_000, 7_500], null)).toEqual({ subtotalCents: 132_500, taxCents: 0, totalCents: 132_500 });
    expect(invoiceTotals([], 825)).toEqual({ subtotalCents: 0, taxCents: 0, totalCents: 0 });
  });

  it("refuses fractions of a cent and negative lines", () => {
    expect(() => invoiceTotals([100.5], 825)).toThrow(LINE_CENTS_RULE);
    expect(() => invoiceTotals([-100], 825)).toThrow(LINE_CENTS_RULE);
  });

  it("refuses a subtotal it cannot tax exactly", () => {
    expect(() => taxOf(Number.MAX_SAFE_INTEGER, 825)).toThrow(RangeError);
  });
});
