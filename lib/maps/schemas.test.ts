import { describe, expect, it } from "vitest";
import { placeSearchQuerySchema, reverseGeocodeQuerySchema } from "./schemas";

describe("placeSearchQuerySchema", () => {
  it.each([
    [{ q: " Springfield " }, { q: "Springfield", limit: 8 }],
    [
      { q: "Paris", limit: "3" },
      { q: "Paris", limit: 3 },
    ],
  ])("accepts %o", (input, output) => {
    expect(placeSearchQuerySchema.parse(input)).toEqual(output);
  });

  it.each([[{}], [{ q: "  " }], [{ q: "x".repeat(201) }], [{ q: "a", limit: "0" }], [{ q: "a", limit: "50" }], [{ q: "a", limit: "x" }]])(
    "rejects %o",
    (input) => {
      expect(placeSearchQuerySchema.safeParse(input).success).toBe(false);
    },
  );
});

describe("reverseGeocodeQuerySchema", () => {
  it("reads numbers from the query string", () => {
    expect(reverseGeocodeQuerySchema.parse({ lat: "39.78", lng: "-89.65" })).toEqual({ lat: 39.78, lng: -89.65 });
  });

  it.each([[{}], [{ lat: "", lng: "" }], [{ lat: "abc", lng: "1" }], [{ lat: "91", lng: "0" }], [{ lat: "0", lng: "-181" }]])(
    "rejects %o",
    (input) => {
      expect(reverseGeocodeQuerySchema.safeParse(input).success).toBe(false);
    },
  );
});
