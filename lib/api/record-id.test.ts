import { describe, expect, it } from "vitest";
import { MAX_RECORD_ID, recordIdSchema } from "./record-id";

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
      "+1",
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
