import { afterEach, describe, expect, it, vi } from "vitest";
import { drivingMiles } from "./driving-distance";

const dallas = { lat: 32.7767, lng: -96.797 };
const houston = { lat: 29.7604, lng: -95.3698 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("drivingMiles", () => {
  it("asks Google's Routes API for a driving route between the two points and answers its length in miles", async () => {
    const fetch = vi.fn(async () => Response.json({ routes: [{ distanceMeters: 385_000 }] }));
    vi.stubGlobal("fetch", fetch);
    expect(await drivingMiles(dallas, houston, "test-key")).toBe(239.2);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://routes.googleapis.com/directions/v2:computeRoutes");
    expect(init.headers).toMatchObject({ "X-Goog-Api-Key": "test-key", "X-Goog-FieldMask": "routes.distanceMeters" });
    expect(JSON.parse(String(init.body))).toEqual({
      origin: { location: { latLng: { latitude: dallas.lat, longitude: dallas.lng } } },
      destination: { location: { latLng: { latitude: houston.lat, longitude: houston.lng } } },
      travelMode: "DRIVE",
    });
  });

  it("asks nothing without a key", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    expect(await drivingMiles(dallas, houston, undefined)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ["an error status", async () => new Response("denied", { status: 403 })],
    ["no route", async () => Response.json({})],
    ["a network failure", async () => Promise.reject(new TypeError("fetch failed"))],
  ])("answers null on %s, so the straight line stands in", async (_, answer) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal("fetch", vi.fn(answer));
    expect(await drivingMiles(dallas, houston, "test-key")).toBeNull();
  });
});
