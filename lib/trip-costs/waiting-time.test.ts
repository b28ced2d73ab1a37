import { describe, expect, it } from "vitest";
import { isAtPickup, waitingTimeOf } from "./waiting-time";

const ARRIVED = new Date("2026-03-01T14:00:00Z");
const MINUTE = 60 * 1000;
const at = (minutes: number, seconds = 0) => new Date(ARRIVED.getTime() + minutes * MINUTE + seconds * 1000);

describe("waitingTimeOf", () => {
  it.each([
    ["checked in at once", at(0), 0],
    ["within the free hour", at(59, 59), 0],
    ["exactly the free hour", at(60), 0],
    ["a second past the free hour: one started quarter", at(60, 1), 1],
    ["a full quarter past", at(75), 1],
    ["a second into the second quarter", at(75, 1), 2],
    ["two hours", at(120), 4],
    ["two hours and a minute", at(121), 5],
  ])("%s", (_name, checkedInAt, quarters) => {
    const wait = waitingTimeOf({ arrivedAt: ARRIVED, checkedInAt, now: at(600), freeMinutes: 60, quarterRateCents: 1250 });
    expect(wait.chargedQuarters).toBe(quarters);
    expect(wait.amountCents).toBe(quarters * 1250);
    expect(wait.waitedMs).toBe(checkedInAt.getTime() - ARRIVED.getTime());
  });

  it("runs on the clock until check-in", () => {
    expect(waitingTimeOf({ arrivedAt: ARRIVED, checkedInAt: null, now: at(90), freeMinutes: 60, quarterRateCents: 1000 })).toEqual({
      waitedMs: 90 * MINUTE,
      chargedQuarters: 2,
      amountCents: 2000,
    });
  });

  it("honours another free period and never goes negative", () => {
    expect(
      waitingTimeOf({ arrivedAt: ARRIVED, checkedInAt: at(31), now: at(31), freeMinutes: 30, quarterRateCents: 500 }).chargedQuarters,
    ).toBe(1);
    expect(waitingTimeOf({ arrivedAt: ARRIVED, checkedInAt: at(-5), now: at(0), freeMinutes: 0, quarterRateCents: 500 })).toEqual({
      waitedMs: 0,
      chargedQuarters: 0,
      amountCents: 0,
    });
  });
});

describe("isAtPickup", () => {
  const PICKUP = { lat: 34.0522, lng: -118.2437 };
  // 0.0027° of latitude ≈ 300.2 m; 0.0026° ≈ 289 m.
  it.each([
    ["at the pickup", PICKUP, true],
    ["289 m north", { lat: 34.0548, lng: -118.2437 }, true],
    ["300.2 m north", { lat: 34.0549, lng: -118.2437 }, false],
    ["1 km east", { lat: 34.0522, lng: -118.2329 }, false],
  ])("%s", (_name, position, expected) => {
    expect(isAtPickup(position, PICKUP)).toBe(expected);
  });
});
