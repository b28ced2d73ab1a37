import { describe, expect, it } from "vitest";
import { MAX_RECORD_ID, recordIdSchema, wholeNumberSchema } from "./record-id";

describe("recordIdSchema", () => {
  const schema = recordIdSchema({ required: "jobId is required.", invalid: "jobId must be a job's id." });

  it("takes a whole number from 1 to PostgreSQL's largest integer, as text or number", () => {
    expect(schema.parse("12")).toBe(12);
    expect(schema.parse(1)).toBe(1);
    expect(schema.parse(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
  });

  it("refuses anything else with the caller's message, a number past the integer column too", () => {
    for (const bad of [
      String(MAX_RECORD_ID + 1),
      "99999999999",
      "0",
      "-3",
      "1.5",
      "abc",
      true,
      false,
      "0x10",
      " 1",
      "1 ",
      "01",
      "007",
      "+1",
      "1,000",
      "1_000",
      "1e3",
      "",
      [1],
      { id: 1 },
    ]) {
      const result = schema.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message, String(bad)).toBe("jobId must be a job's id.");
    }
    for (const missing of [undefined, null]) expect(schema.safeParse(missing).error?.issues[0]?.message).toBe("jobId is required.");
  });
});

describe("wholeNumberSchema", () => {
  const schema = wholeNumberSchema({ min: 0, max: 9_999_999, required: "Odometer is required.", invalid: "Digits only." });

  it.each([
    ["0", 0],
    ["7", 7],
    ["13000", 13000],
    ["9999999", 9_999_999],
    [0, 0],
    [48250, 48250],
  ])("reads %j as %d", (input, value) => {
    expect(schema.parse(input)).toBe(value);
  });

  it.each([
    [" 13000"],
    ["13000 "],
    ["01"],
    ["00"],
    ["-1"],
    ["+5"],
    ["1e4"],
    ["0x10"],
    ["0b1"],
    ["13,000"],
    ["13 000"],
    ["1.0"],
    ["10000000"],
    [""],
    ["٣"],
    [-1],
    [1.5],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [true],
    [[1]],
  ])("refuses %j as loosely written or out of range", (input) => {
    expect(schema.safeParse(input).error?.issues[0]?.message).toBe("Digits only.");
  });

  it("says what is missing when it is left out", () => {
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe("Odometer is required.");
    expect(schema.safeParse(null).error?.issues[0]?.message).toBe("Odometer is required.");
  });
});
