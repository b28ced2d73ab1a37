import { describe, expect, it } from "vitest";
import {
  claimsViewOf,
  compareInspections,
  describeMissingItems,
  hasMissingItems,
  looseItemsOf,
  mileageCheck,
  missingItemsOf,
  newDamagesOf,
  NO_CLAIMS,
} from "./claims";

const DALLAS = { lat: 32.7767, lng: -96.797 };
const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const threshold = { percent: 15, miles: 25 };

describe("claims", () => {
  it("calls a delivery damage new only where pickup had none in the same area", () => {
    const pickup = [{ id: "p1", area: "09" }];
    const delivery = [
      { id: "d1", area: "09" },
      { id: "d2", area: "13" },
    ];
    expect(newDamagesOf(pickup, delivery).map((d) => d.id)).toEqual(["d2"]);
    expect(newDamagesOf([], delivery)).toHaveLength(2);
    expect(newDamagesOf(delivery, pickup)).toEqual([]);
  });

  it("flags miles driven above the straight line x 1.2, plus 15 % plus 25 mi", () => {
    // Dallas to Austin: about 182 mi in a straight line, so a road of about 219 mi and 276 allowed.
    const fair = mileageCheck({ pickupOdometer: 1000, deliveryOdometer: 1240, from: DALLAS, to: AUSTIN, drivingMiles: null, threshold });
    expect(fair).toMatchObject({ driven: 240, route: { miles: 219, isEstimate: true }, allowed: 277, isFlagged: false });
    const detour = mileageCheck({ pickupOdometer: 1000, deliveryOdometer: 1300, from: DALLAS, to: AUSTIN, drivingMiles: null, threshold });
    expect(detour.isFlagged).toBe(true);
    const strict = mileageCheck({
      pickupOdometer: 1000,
      deliveryOdometer: 1240,
      from: DALLAS,
      to: AUSTIN,
      drivingMiles: null,
      threshold: { percent: 0, miles: 0 },
    });
    expect(strict.isFlagged).toBe(true);
  });

  it("takes Google's driving distance, when the job has one, instead of the straight line", () => {
    // The road Google found (195 mi) is shorter than the straight-line estimate (219 mi): 249 allowed.
    const check = mileageCheck({ pickupOdometer: 1000, deliveryOdometer: 1260, from: DALLAS, to: AUSTIN, drivingMiles: 195.4, threshold });
    expect(check).toMatchObject({ driven: 260, route: { miles: 195, isEstimate: false }, allowed: 249, isFlagged: true });
    const estimated = mileageCheck({
      pickupOdometer: 1000,
      deliveryOdometer: 1260,
      from: DALLAS,
      to: AUSTIN,
      drivingMiles: null,
      threshold,
    });
    expect(estimated.isFlagged).toBe(false);
  });

  it("shows nothing before the delivery inspection is signed, and the slot photos of a new damage's side", () => {
    const photo = (id: string, place: string) => ({ id, place, url: `/api/v1/files/${id}`, captured_at: "2026-11-26T00:00:00Z" });
    const pickup = {
      state: "signed",
      readings: { odometer: 1000, keys_count: 2, loose_items: "" },
      damages: [],
      photos: [photo("a", "passenger_side")],
    };
    const delivery = {
      state: "signed",
      readings: { odometer: 1240, keys_count: 2, loose_items: "" },
      damages: [{ id: "d", area: "13" as const, description: "Right front door: crack, severe (13043)", code: "13043", photo_ids: ["c"] }],
      photos: [photo("b", "passenger_side"), photo("c", "damage")],
    };
    const route = { from: DALLAS, to: AUSTIN, drivingMiles: null, threshold };
    expect(claimsViewOf(pickup, { ...delivery, state: "open" }, route)).toEqual(NO_CLAIMS);
    const view = claimsViewOf(pickup, delivery, route);
    expect(view.new_damages).toEqual([
      {
        id: "d",
        description: "Right front door: crack, severe (13043)",
        code: "13043",
        photo_url: "/api/v1/files/c",
        pickup_slot_url: "/api/v1/files/a",
        delivery_slot_url: "/api/v1/files/b",
      },
    ]);
    expect(view.mileage?.isFlagged).toBe(false);
  });

  it.each([
    ["", []],
    ["None", []],
    ["n/a", []],
    ["Spare tire, floor mats", ["Spare tire", "floor mats"]],
    ["spare tire;  floor   mats\nowner's manual.", ["spare tire", "floor mats", "owner's manual"]],
    ["Floor mats, floor mats", ["Floor mats"]],
  ])("reads the loose items of %j", (text, items) => {
    expect(looseItemsOf(text)).toEqual(items);
  });

  it.each([
    ["the same keys and items", { keys_count: 2, loose_items: "Spare tire" }, { keys_count: 2, loose_items: "spare  TIRE" }, null, []],
    ["a key fewer", { keys_count: 2, loose_items: "" }, { keys_count: 1, loose_items: "" }, { pickup: 2, delivery: 1 }, []],
    ["more keys than at pickup", { keys_count: 1, loose_items: "" }, { keys_count: 2, loose_items: "" }, null, []],
    ["keys not counted at one of them", { keys_count: 2, loose_items: "" }, { keys_count: null, loose_items: "" }, null, []],
    [
      "an item gone, another added",
      { keys_count: 1, loose_items: "Spare tire, floor mats" },
      { keys_count: 1, loose_items: "floor mats, charging cable" },
      null,
      ["Spare tire"],
    ],
    [
      "everything gone",
      { keys_count: 2, loose_items: "Spare tire" },
      { keys_count: 0, loose_items: "none" },
      { pickup: 2, delivery: 0 },
      ["Spare tire"],
    ],
  ])("finds what is missing at delivery: %s", (_name, pickup, delivery, keys, looseItems) => {
    const missing = missingItemsOf(pickup, delivery);
    expect(missing).toEqual({ keys, loose_items: looseItems });
    expect(hasMissingItems(missing)).toBe(keys !== null || looseItems.length > 0);
  });

  it("describes what is missing in the mail's and the BOL's words", () => {
    expect(describeMissingItems({ keys: { pickup: 2, delivery: 1 }, loose_items: ["Spare tire", "floor mats"] })).toEqual([
      "Keys: 2 at pickup, 1 at delivery.",
      "Loose items missing at delivery: Spare tire, floor mats.",
    ]);
    expect(describeMissingItems({ keys: null, loose_items: [] })).toEqual([]);
  });

  it("sets a delivery against its pickup: pre-existing, noted again, new, missing", () => {
    const compared = compareInspections(
      { damages: [{ id: "p1", area: "09" }], readings: { keys_count: 2, loose_items: "Spare tire" } },
      {
        damages: [
          { id: "d1", area: "09" },
          { id: "d2", area: "13" },
        ],
        readings: { keys_count: 1, loose_items: "Spare tire" },
      },
    );
    expect(compared).toEqual({
      pre_existing: [{ id: "p1", area: "09" }],
      noted_again: [{ id: "d1", area: "09" }],
      new_damages: [{ id: "d2", area: "13" }],
      missing: { keys: { pickup: 2, delivery: 1 }, loose_items: [] },
    });
  });

  it("puts what is missing in the claim view once the delivery is signed", () => {
    const bare = { damages: [], photos: [] };
    const route = { from: DALLAS, to: AUSTIN, drivingMiles: null, threshold };
    const pickup = { ...bare, state: "signed", readings: { odometer: 1000, keys_count: 2, loose_items: "Spare tire" } };
    const delivery = { ...bare, state: "signed", readings: { odometer: 1200, keys_count: 2, loose_items: "" } };
    expect(claimsViewOf(pickup, delivery, route).missing).toEqual({ keys: null, loose_items: ["Spare tire"] });
    expect(claimsViewOf(pickup, { ...delivery, state: "open" }, route).missing).toEqual({ keys: null, loose_items: [] });
  });
});
