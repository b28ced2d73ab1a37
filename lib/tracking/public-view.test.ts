import { describe, expect, it } from "vitest";
import { haversineMiles } from "@/lib/maps/distance";
import { estimatedArrival, hasTrackingEnded, toTrackingView, TRACKING_WINDOW_MS, type TrackedJob } from "./public-view";

const NOW = new Date("2026-03-05T18:00:00.000Z");

const JOB: TrackedJob = {
  requestStatus: "in_transit",
  deliveredAt: null,
  vehicleYear: 2024,
  vehicleMake: "Toyota",
  vehicleModel: "Camry",
  vinNumber: "1HGCM82633A004352",
  pickupLocation: "1500 Marilla St, Dallas, TX 75201, USA",
  dropoffLocation: "500 E Cesar Chavez St, Austin, TX 78701",
  dropoffLatitude: 30.2622,
  dropoffLongitude: -97.7388,
  dropoffDate: "2026-03-06",
  dropoffTime: "15:00",
  dropoffTimezone: "America/Chicago",
  lastLatitude: 31.554_99,
  lastLongitude: -97.146_51,
  lastLocationAt: new Date(NOW.getTime() - 5 * 60_000),
};

describe("hasTrackingEnded", () => {
  const delivered = (msAgo: number) => ({ requestStatus: "delivered" as const, deliveredAt: new Date(NOW.getTime() - msAgo) });

  it("ends at cancellation and 48 hours after delivery, not before", () => {
    expect(hasTrackingEnded({ requestStatus: "cancelled", deliveredAt: null }, NOW)).toBe(true);
    expect(hasTrackingEnded(delivered(TRACKING_WINDOW_MS - 1), NOW)).toBe(false);
    expect(hasTrackingEnded(delivered(TRACKING_WINDOW_MS), NOW)).toBe(true);
    expect(hasTrackingEnded({ requestStatus: "delivered", deliveredAt: null }, NOW)).toBe(true);
    for (const status of ["submitted", "approved", "in_transit", "awaiting_for_cancellation"] as const) {
      expect(hasTrackingEnded({ requestStatus: status, deliveredAt: null }, NOW), status).toBe(false);
    }
  });
});

describe("toTrackingView", () => {
  it("shows in transit the position to 0.01° and its town, an ETA from it at 50 mph, the cities and the VIN's last 4", () => {
    const asked: number[][] = [];
    const view = toTrackingView(JOB, NOW, (lat, lng) => (asked.push([lat, lng]), "Waco, TX"));
    const position = { lat: 31.55, lng: -97.15 };
    // The town is looked up from the rounded position only.
    expect(asked).toEqual([[31.55, -97.15]]);
    const hours = haversineMiles(position, { lat: 30.2622, lng: -97.7388 }) / 50;
    const eta = JOB.lastLocationAt!.getTime() + hours * 3600_000;
    expect(view).toEqual({
      status: "in_transit",
      statusTitle: "In-Transit",
      pickupCity: "Dallas",
      dropoffCity: "Austin",
      vehicle: { year: 2024, make: "Toyota", model: "Camry", vinLast4: "4352" },
      position: { ...position, at: JOB.lastLocationAt, near: "Waco, TX" },
      eta: new Date(Math.ceil(eta / 60_000) * 60_000),
      deliveredAt: null,
      scheduledDelivery: { date: "2026-03-06", time: "15:00" },
      zone: "America/Chicago",
    });
  });

  it("rounds half-way and negative coordinates to two decimals", () => {
    const view = toTrackingView({ ...JOB, lastLatitude: -33.868_82, lastLongitude: 151.209_29 }, NOW);
    expect(view.position).toMatchObject({ lat: -33.87, lng: 151.21 });
  });

  it.each(["submitted", "approved", "awaiting_for_cancellation", "delivered"] as const)(
    "shows no position and no ETA when %s",
    (status) => {
      const view = toTrackingView({ ...JOB, requestStatus: status, deliveredAt: status === "delivered" ? NOW : null }, NOW);
      expect(view.position).toBeNull();
      expect(view.eta).toBeNull();
    },
  );

  it("shows no position in transit before the driver shared one", () => {
    const view = toTrackingView({ ...JOB, lastLatitude: null, lastLongitude: null, lastLocationAt: null }, NOW);
    expect(view).toMatchObject({ position: null, eta: null });
  });

  it("shows the delivery time once delivered, the scheduled one before", () => {
    const deliveredAt = new Date(NOW.getTime() - 3600_000);
    expect(toTrackingView({ ...JOB, requestStatus: "delivered", deliveredAt }, NOW)).toMatchObject({
      deliveredAt,
      scheduledDelivery: null,
    });
    expect(toTrackingView({ ...JOB, requestStatus: "approved" }, NOW)).toMatchObject({ deliveredAt: null, statusTitle: "Approved" });
  });
});

describe("estimatedArrival", () => {
  const dropoff = { lat: 30.2622, lng: -97.7388 };

  it("is never before now, even from an old position near the drop-off", () => {
    const old = new Date(NOW.getTime() - 3 * 3600_000);
    expect(estimatedArrival({ lat: 30.27, lng: -97.74 }, dropoff, old, NOW)).toEqual(NOW);
  });

  it("counts from now when the position has no time", () => {
    const at = estimatedArrival({ lat: 31.26, lng: -97.74 }, dropoff, null, NOW);
    const hours = haversineMiles({ lat: 31.26, lng: -97.74 }, dropoff) / 50;
    expect(at.getTime()).toBe(Math.ceil((NOW.getTime() + hours * 3600_000) / 60_000) * 60_000);
  });
});
