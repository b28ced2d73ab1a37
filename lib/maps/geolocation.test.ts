import { describe, expect, it, vi } from "vitest";
import { GEOLOCATION_OPTIONS, GeolocationError, getCurrentPosition, watchPosition, type GeolocationEnvironment } from "./geolocation";

const position = {
  coords: { latitude: 39.78, longitude: -89.65, accuracy: 12 },
  timestamp: 1_700_000_000_000,
} as GeolocationPosition;

function fakeEnvironment(outcome: { position?: GeolocationPosition; errorCode?: number }, isSecureContext = true) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null, _options?: PositionOptions) => {
    if (outcome.position) ok(outcome.position);
    else fail?.({ code: outcome.errorCode } as GeolocationPositionError);
  });
  const watchPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null, _options?: PositionOptions) => {
    if (outcome.position) ok(outcome.position);
    else fail?.({ code: outcome.errorCode } as GeolocationPositionError);
    return 7;
  });
  const clearWatch = vi.fn();
  const environment: GeolocationEnvironment = {
    navigator: { geolocation: { getCurrentPosition, watchPosition, clearWatch } },
    isSecureContext,
  };
  return { environment, getCurrentPosition, watchPosition, clearWatch };
}

describe("getCurrentPosition", () => {
  it("asks for a fresh, high-accuracy position within 10 s", async () => {
    const fake = fakeEnvironment({ position });
    await expect(getCurrentPosition(fake.environment)).resolves.toEqual({
      latitude: 39.78,
      longitude: -89.65,
      accuracy: 12,
      timestamp: 1_700_000_000_000,
    });
    expect(fake.getCurrentPosition.mock.calls[0][2]).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 0 });
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 0 });
  });

  it.each([
    [1, "Permission denied for location access"],
    [2, "Location information is unavailable"],
    [3, "Location request timed out"],
    [99, "An unknown error occurred while fetching location"],
    [undefined, "An unknown error occurred while fetching location"],
  ])("maps error code %s to %j", async (code, message) => {
    const error = await getCurrentPosition(fakeEnvironment({ errorCode: code }).environment).catch((e) => e);
    expect(error).toBeInstanceOf(GeolocationError);
    expect(error.message).toBe(message);
  });

  it.each([
    ["no navigator", {}, "Geolocation is not supported by your browser"],
    ["no geolocation", { navigator: {}, isSecureContext: true }, "Geolocation is not supported by your browser"],
    ["an insecure page", fakeEnvironment({ position }, false).environment, "Location access requires HTTPS"],
  ])("rejects on %s", async (_name, environment, message) => {
    await expect(getCurrentPosition(environment as GeolocationEnvironment)).rejects.toThrow(message);
  });

  it("does not ask the browser on an insecure page", async () => {
    const fake = fakeEnvironment({ position }, false);
    await getCurrentPosition(fake.environment).catch(() => undefined);
    expect(fake.getCurrentPosition).not.toHaveBeenCalled();
  });

  it("rejects with the unknown text when the browser throws", async () => {
    const environment: GeolocationEnvironment = {
      isSecureContext: true,
      navigator: {
        geolocation: {
          getCurrentPosition: () => {
            throw new Error("boom");
          },
          watchPosition: () => 0,
          clearWatch: () => undefined,
        },
      },
    };
    await expect(getCurrentPosition(environment)).rejects.toThrow("An unknown error occurred while fetching location");
  });
});

describe("watchPosition", () => {
  it("reports positions and stops", () => {
    const fake = fakeEnvironment({ position });
    const onPosition = vi.fn();
    const stop = watchPosition({ onPosition, onError: vi.fn() }, fake.environment);
    expect(onPosition).toHaveBeenCalledWith(expect.objectContaining({ latitude: 39.78, longitude: -89.65 }));
    stop();
    expect(fake.clearWatch).toHaveBeenCalledWith(7);
  });

  it("reports the spec's texts", () => {
    const onError = vi.fn();
    watchPosition({ onPosition: vi.fn(), onError }, fakeEnvironment({ errorCode: 1 }).environment);
    watchPosition({ onPosition: vi.fn(), onError }, {});
    expect(onError.mock.calls.map(([e]) => e.message)).toEqual([
      "Permission denied for location access",
      "Geolocation is not supported by your browser",
    ]);
  });
});
