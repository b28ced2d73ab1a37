import { describe, expect, it } from "vitest";
import { payForJob, type PayRule } from "./pay-rule";

const JOB = { routeMiles: 2445, priceCents: 185_000 };

describe("payForJob", () => {
  it.each<[string, PayRule, { routeMiles: number | null; priceCents: number | null }, ReturnType<typeof payForJob>]>([
    ["flat", { kind: "flat", centsPerJob: 45_000 }, JOB, { cents: 45_000 }],
    ["flat ignores a missing price", { kind: "flat", centsPerJob: 45_000 }, { routeMiles: null, priceCents: null }, { cents: 45_000 }],
    ["per mile", { kind: "per_mile", centsPerMile: 55 }, JOB, { cents: 134_475 }],
    ["per mile rounds half a cent up", { kind: "per_mile", centsPerMile: 45 }, { routeMiles: 0.5, priceCents: null }, { cents: 23 }],
    ["per mile without miles", { kind: "per_mile", centsPerMile: 55 }, { routeMiles: null, priceCents: 1000 }, { problem: "no_miles" }],
    ["30 %", { kind: "percent", basisPoints: 3000 }, JOB, { cents: 55_500 }],
    ["12.5 % rounds to the cent", { kind: "percent", basisPoints: 1250 }, { routeMiles: null, priceCents: 999 }, { cents: 125 }],
    ["percent without a price", { kind: "percent", basisPoints: 3000 }, { routeMiles: 10, priceCents: null }, { problem: "no_price" }],
  ])("%s", (_name, rule, job, expected) => {
    expect(payForJob(rule, job)).toEqual(expected);
  });
});
