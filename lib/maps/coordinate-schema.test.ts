import { describe, expect, it } from "vitest";
import { coordinateSchema, optionalCoordinateSchema } from "./coordinate-schema";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("coordinate schema", () => {
  const latitude = coordinateSchema("Pickup latitude", 90);

  it("reads numbers and their text", () => {
    expect(latitude.parse(32.78)).toBe(32.78);
    expect(latitude.parse(" -33.9 ")).toBe(-33.9);
    expect(latitude.parse("90")).toBe(90);
  });

  it("tells a missing coordinate from one that is not a number or out of range", () => {
    for (const missing of [undefined, null, "", "  "]) expect(messageOf(latitude.safeParse(missing))).toBe("Pickup latitude is required.");
    for (const text of ["abc", "12,5", "NaN"]) expect(messageOf(latitude.safeParse(text))).toBe("Pickup latitude must be a number.");
    expect(messageOf(latitude.safeParse("90.01"))).toBe("Pickup latitude must be between -90 and 90.");
    expect(messageOf(coordinateSchema("Longitude", 180).safeParse(-181))).toBe("Longitude must be between -180 and 180.");
  });

  it("lets an optional coordinate be left out, not be wrong", () => {
    const optional = optionalCoordinateSchema("Latitude", 90);
    for (const missing of [undefined, null, ""]) expect(optional.parse(missing)).toBeUndefined();
    expect(messageOf(optional.safeParse("north"))).toBe("Latitude must be a number.");
    expect(messageOf(optional.safeParse(95))).toBe("Latitude must be between -90 and 90.");
  });
});
