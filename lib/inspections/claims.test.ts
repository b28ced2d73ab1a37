import { describe, expect, it } from "vitest";
import { claimsViewOf, mileageCheck, newDamagesOf } from "./claims";

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
    expect(fair).toMatchObject({ driven: 240, routeMiles: 219, allowed: 277, isFlagged: false });
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
    expect(check).toMatchObject({ driven: 260, routeMiles: 195, allowed: 249, isFlagged: true });
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
    const pickup = { state: "signed", readings: { odometer: 1000 }, damages: [], photos: [photo("a", "passenger_side")] };
    const delivery = {
      state: "signed",
      readings: { odometer: 1240 },
      damages: [{ id: "d", area: "13" as const, description: "Right front door: crack, severe (13043)", code: "13043", photo_ids: ["c"] }],
      photos: [photo("b", "passenger_side"), photo("c", "damage")],
    };
    const route = { from: DALLAS, to: AUSTIN, drivingMiles: null, threshold };
    expect(claimsViewOf(pickup, { ...delivery, state: "open" }, route)).toEqual({ new_damages: [], mileage: null });
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
});
