import { describe, expect, it } from "vitest";
import { canCheckOut, driverStage, redirectFor, rideDetailsAction } from "./stage";

describe("driverStage", () => {
  it.each([
    ["approved", null, "ready"],
    ["approved", "checked_in", "checked_in"],
    ["in_transit", "ride_started", "en_route"],
    ["delivered", "delivered", "delivered"],
    ["awaiting_for_cancellation", "checked_in", "paused"],
    ["rescheduled", null, "paused"],
  ] as const)("%s with ride %s is %s", (status, ride, stage) => {
    expect(driverStage(status, ride)).toBe(stage);
  });
});

describe("redirectFor", () => {
  it.each([
    ["ride-details", "ready", null],
    ["start-pickup", "ready", null],
    ["trip-starts", "ready", "ride-details"],
    ["end-pickup", "checked_in", "trip-starts"],
    ["ride-details", "en_route", "ride-detail"],
    ["trip-starts", "en_route", null],
    ["end-pickup", "en_route", null],
    ["start-pickup", "en_route", "ride-detail"],
    ["end-pickup", "delivered", "ride-details"],
    ["upload-documents", "delivered", null],
    ["delivery-completed", "delivered", null],
    ["upload-documents", "paused", "ride-details"],
  ] as const)("%s at %s goes to %s", (page, stage, target) => {
    expect(redirectFor(page, stage)).toBe(target);
  });
});

describe("rideDetailsAction", () => {
  it.each([
    ["ready", false, "start_check_in"],
    ["checked_in", false, "begin_trip"],
    ["delivered", false, "upload_documents"],
    ["delivered", true, null],
    ["en_route", false, null],
    ["paused", false, null],
  ] as const)("%s (expired %s): %s", (stage, expired, action) => {
    expect(rideDetailsAction(stage, expired)).toBe(action);
  });
});

describe("canCheckOut", () => {
  const position = { current_latitude: 32.78, current_longitude: -96.8, createdAt: "2026-11-25T08:00:00.000Z" };
  it.each([
    ["in_transit", position, true],
    ["in_transit", null, false],
    ["approved", null, false],
    ["approved", position, false],
    ["delivered", position, false],
  ] as const)("%s with position %j: %s", (status, lastLocation, open) => {
    expect(canCheckOut(status, lastLocation)).toBe(open);
  });
});
