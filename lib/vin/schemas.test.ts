import { describe, expect, it } from "vitest";
import { VIN_MESSAGE } from "@/lib/jobs/vin";
import { decodeVinsSchema, TOO_MANY_VINS, VINS_REQUIRED } from "./schemas";
import { MAX_VINS, splitVins } from "./split-vins";

describe("splitVins", () => {
  it("splits on commas, spaces, semicolons and line breaks, upper-cases and drops repeats", () => {
    const text = " 1ftfw1e59nkd69096,3GNKBHR47NS184058\n2HKRW2H20NH207506 ; 1FTFW1E59NKD69096\r\n\t";
    expect(splitVins(text)).toEqual({ vins: ["1FTFW1E59NKD69096", "3GNKBHR47NS184058", "2HKRW2H20NH207506"], rejected: [] });
  });

  it("sets aside pieces that are not VINs", () => {
    expect(splitVins("1FTFW1E59NKD69096 hello 1FTFW1E59NKD6909 IOQ00000000000000")).toEqual({
      vins: ["1FTFW1E59NKD69096"],
      rejected: ["hello", "1FTFW1E59NKD6909", "IOQ00000000000000"],
    });
    expect(splitVins("  ")).toEqual({ vins: [], rejected: [] });
  });
});

describe("decodeVinsSchema", () => {
  it("upper-cases well-formed VINs", () => {
    expect(decodeVinsSchema.parse({ vins: [" 1ftfw1e59nkd69096 "] })).toEqual({ vins: ["1FTFW1E59NKD69096"] });
  });

  it("refuses a wrong VIN, none, or too many", () => {
    const wrong = decodeVinsSchema.safeParse({ vins: ["1FTFW1E59NKD69096", "NOT-A-VIN"] });
    expect(wrong.error?.issues).toEqual([expect.objectContaining({ path: ["vins", 1], message: VIN_MESSAGE })]);
    expect(decodeVinsSchema.safeParse({ vins: [] }).error?.issues[0]?.message).toBe(VINS_REQUIRED);
    expect(decodeVinsSchema.safeParse({}).error?.issues[0]?.message).toBe(VINS_REQUIRED);
    const many = Array.from({ length: MAX_VINS + 1 }, () => "1FTFW1E59NKD69096");
    expect(decodeVinsSchema.safeParse({ vins: many }).error?.issues[0]?.message).toBe(TOO_MANY_VINS);
  });
});
