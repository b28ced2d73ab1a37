import { describe, expect, it } from "vitest";
import { MILEAGE_PATTERN, parseMileage, typedMileage } from "./mileage";

describe("parseMileage (what the API takes)", () => {
  it.each([
    ["48250", 48250],
    ["0", 0],
    ["9999999", 9999999],
    [48250, 48250],
    [0, 0],
  ])("reads %j as %d", (value, miles) => {
    expect(parseMileage(value)).toBe(miles);
  });

  it.each([
    [" 13000"],
    ["13000 "],
    ["01"],
    ["012345"],
    ["12,345"],
    ["12 345"],
    ["12abc"],
    ["abc"],
    ["12.5"],
    ["12.5 mi"],
    ["-5"],
    ["+5"],
    ["1e3"],
    ["0x10"],
    [""],
    [" "],
    ["12345678"],
    ["１２"],
    [12.5],
    [-1],
    [10_000_000],
    [true],
    [null],
  ])("refuses %j", (value) => {
    expect(parseMileage(value)).toBeNull();
  });
});

describe("typedMileage (the phone's form)", () => {
  it.each([
    ["48250", "48250"],
    [" 48250 ", "48250"],
    ["12,345", "12345"],
    ["048,250", "48250"],
    ["0", "0"],
    ["000", "0"],
    ["9999999", "9999999"],
  ])("sends %j as %j, which the API reads", (text, sent) => {
    expect(typedMileage(text)).toBe(sent);
    expect(parseMileage(sent)).toBe(Number(sent));
  });

  it.each(["12abc", "abc", "12.5", "-5", "+5", "1e3", "0x10", "", " ", "12345678", "１２"])("refuses %j", (text) => {
    expect(typedMileage(text)).toBeNull();
  });

  it("gives the input a pattern that lets through what it reads and stops letters", () => {
    const pattern = new RegExp(`^(?:${MILEAGE_PATTERN})$`);
    expect(pattern.test("12,345")).toBe(true);
    expect(pattern.test("12abc")).toBe(false);
  });
});
