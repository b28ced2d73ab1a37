import { describe, expect, it } from "vitest";
import { isBlankSignature, signingProblems, type InspectionParts } from "./completeness";
import { areaAt } from "./diagram";
import { DAMAGE_AREA_CODES, damageCode, describeDamage, formatFuel } from "./vocabulary";

describe("the condition report's words", () => {
  it("lists the damage areas in code order, 01 first", () => {
    expect(DAMAGE_AREA_CODES.slice(0, 3)).toEqual(["01", "02", "03"]);
    expect(DAMAGE_AREA_CODES.at(-1)).toBe("21");
    expect(DAMAGE_AREA_CODES).toHaveLength(21);
  });
  it("codes a damage as area, type and severity (M-22 style)", () => {
    expect(damageCode({ area: "09", type: "02", severity: "2" })).toBe("09022");
    expect(describeDamage({ area: "01", type: "03", severity: "1" })).toBe("Front bumper: chip, minor (01031)");
  });

  it("says a fuel level in eighths the way a gauge reads", () => {
    expect([0, 1, 2, 4, 6, 8].map(formatFuel)).toEqual(["Empty", "1/8", "1/4", "1/2", "3/4", "Full"]);
  });

  it("preselects the area under a tap on either view", () => {
    expect(areaAt("top", 0.5, 0.02)).toBe("01");
    expect(areaAt("top", 0.5, 0.15)).toBe("02");
    expect(areaAt("top", 0.15, 0.45)).toBe("09");
    expect(areaAt("top", 0.85, 0.55)).toBe("14");
    expect(areaAt("top", 0.5, 0.98)).toBe("07");
    expect(areaAt("side", 0.2, 0.8)).toBe("18");
    expect(areaAt("side", 0.6, 0.55)).toBe("10");
    expect(areaAt("side", 0.5, 0.2)).toBe("04");
  });
});

describe("signing rules", () => {
  const complete: InspectionParts = {
    inspection: {
      kind: "pickup",
      requiredSlots: ["front", "odometer"],
      vinCheckedAt: new Date(),
      odometer: 1000,
      keysCount: 2,
      noDamage: true,
    },
    photos: [
      { id: "p1", place: "front" },
      { id: "p2", place: "odometer" },
    ],
    damages: [],
    pickupOdometer: null,
  };

  it("finds nothing missing in a complete inspection", () => {
    expect(signingProblems(complete)).toEqual([]);
  });

  it("names every missing part", () => {
    const problems = signingProblems({
      ...complete,
      inspection: { ...complete.inspection, vinCheckedAt: null, odometer: null, noDamage: false },
      photos: [{ id: "p1", place: "front" }],
    });
    expect(problems.map((p) => p.field)).toEqual(["vin", "photos", "readings", "damages"]);
    expect(problems[1]!.message).toBe("Please take the required photos: Odometer.");
  });

  it("refuses a delivery odometer below pickup's and a damage whose photo has not arrived", () => {
    const delivery = { ...complete.inspection, kind: "delivery" as const, odometer: 900, noDamage: false };
    const problems = signingProblems({
      ...complete,
      inspection: delivery,
      damages: [{ area: "02", type: "01", severity: "1", photoIds: ["missing"] }],
      pickupOdometer: 1000,
    });
    expect(problems.map((p) => p.message)).toEqual([
      "The delivery odometer cannot be less than the pickup odometer (1,000).",
      "Hood: scratch, minor (02011) needs at least one photo.",
    ]);
  });

  it("takes no strokes, a dot or a tiny slip for a blank signature", () => {
    expect(isBlankSignature([])).toBe(true);
    expect(isBlankSignature([[[0.5, 0.5]]])).toBe(true);
    expect(
      isBlankSignature([
        [
          [0.5, 0.5],
          [0.51, 0.5],
        ],
      ]),
    ).toBe(true);
    expect(
      isBlankSignature([
        [
          [0.1, 0.5],
          [0.4, 0.2],
          [0.7, 0.8],
        ],
      ]),
    ).toBe(false);
  });
});
