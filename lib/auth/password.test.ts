import { describe, expect, it } from "vitest";
import { hashPassword, isStrongPassword, passwordSchema, PASSWORD_RULE_MESSAGE, verifyPassword } from "./password";

describe("password rule", () => {
  it.each([
    ["Password@123", true],
    ["Abcdefg!", true],
    ["ABCDEFGH$", true],
    ["password@123", false], // no uppercase
    ["Password123", false], // no special
    ["Pass@1", false], // too short
    ["Password@123#", false], // '#' is not an allowed character
    ["Pass word@123", false], // spaces are not allowed
    ["", false],
  ])("%j strong: %s", (value, strong) => {
    expect(isStrongPassword(value)).toBe(strong);
  });

  it("carries the spec's messages", () => {
    expect(passwordSchema.safeParse("").error?.issues[0]?.message).toBe("Please enter your password.");
    expect(passwordSchema.safeParse("weakpass").error?.issues[0]?.message).toBe(PASSWORD_RULE_MESSAGE);
  });

  it("hashes slowly and verifies", async () => {
    const hash = await hashPassword("Password@123");
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    expect(await verifyPassword("Password@123", hash)).toBe(true);
    expect(await verifyPassword("Password@124", hash)).toBe(false);
    expect(await verifyPassword("Password@123", null)).toBe(false);
  });
});
