import { describe, expect, it } from "vitest";
import { MILEAGE_PATTERN, parseMileage } from "./mileage";

describe("parseMileage", () => {
  it.each([
    ["48250", 48250],
    [" 48250 ", 48250],
    ["12,345", 12345],
    ["0", 0],
    ["9999999", 9999999],
  ])("reads %j as %d", (text, miles) => {
    expect(parseMileage(text)).toBe(miles);
  });

  it.each(["12abc", "abc", "12.5", "12.5 mi", "-5", "+5", "1e3", "0x10", "", " ", "12345678", "１２"])("refuses %j", (text) => {
    expect(parseMileage(text)).toBeNull();
  });

  it("gives the input a pattern that lets through what it reads and stops letters", () => {
    const pattern = new RegExp(`^(?:${MILEAGE_PATTERN})$`);
    expect(pattern.test("12,345")).toBe(true);
    expect(pattern.test("12abc")).toBe(false);
  });
});
