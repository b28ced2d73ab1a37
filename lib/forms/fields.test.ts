import { describe, expect, it } from "vitest";
import { z } from "zod";
import { activeStatusField, emailField, isStatusOnly, phoneField, withNameParts } from "@/lib/forms/fields";

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("emailField", () => {
  it.each([
    [undefined, ["Email is required."]],
    ["   ", ["Email is required."]],
    ["a@b", ["Invalid email format."]],
    ["a b@c.d", ["Invalid email format."]],
    ["a@b.c", []],
    [" Jane.Doe@Example.com ", []],
  ])("%j -> %j", (value, expected) => {
    expect(messages(emailField(), value)).toEqual(expected);
  });
});

describe("phoneField", () => {
  it.each([
    [null, ["Phone number is required."]],
    ["", ["Phone number is required."]],
    ["+12145550100", ["Phone number must contain digits only, at most 15."]],
    ["1234567890123456", ["Phone number must contain digits only, at most 15."]],
    ["123456789012345", []],
    [2145550100, []],
  ])("%j -> %j", (value, expected) => {
    expect(messages(phoneField(), value)).toEqual(expected);
  });
});

describe("activeStatusField", () => {
  it.each([
    ["active", true],
    ["Inactive", false],
    [true, true],
    ["false", false],
    [0, false],
  ])("%j -> %j", (value, expected) => {
    expect(activeStatusField.parse(value)).toBe(expected);
  });

  it("refuses anything else", () => {
    expect(messages(activeStatusField, "maybe")).toEqual(["Active status must be active or inactive."]);
  });
});

describe("withNameParts", () => {
  it.each([
    [{ username: "Jane Doe" }, { first_name: "Jane", last_name: "Doe" }],
    [{ username: "  Jane   van  Doe " }, { first_name: "Jane", last_name: "van Doe" }],
    [{ username: "Cher" }, { first_name: "Cher", last_name: "" }],
    [{ username: "Jane Doe", first_name: "J" }, { first_name: "J" }],
  ])("%j", (input, expected) => {
    expect(withNameParts(input)).toMatchObject(expected);
  });
});

describe("isStatusOnly", () => {
  it("is the switch only when no detail field comes with the status", () => {
    expect(isStatusOnly({ id: 1, active_status: "active" }, "active_status", ["email"])).toBe(true);
    expect(isStatusOnly({ id: 1, active_status: "active", email: "a@b.c" }, "active_status", ["email"])).toBe(false);
    expect(isStatusOnly({ id: 1 }, "active_status", ["email"])).toBe(false);
  });
});
