import { describe, expect, it } from "vitest";
import { hashPassword, isStrongPassword, passwordSchema, PASSWORD_RULE_MESSAGE, SERVER_BUSY, verifyPassword } from "./password";

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

  it("verifies the hashes stored before (bcryptjs, $2a$)", async () => {
    const older = "$2a$10$.OU9HaLSxrhjk2ql/SaOKufli1uO4uOkt7jSJNGDneqJm6d2xWhwW"; // "Password@123"
    expect(await verifyPassword("Password@123", older)).toBe(true);
    expect(await verifyPassword("Password@124", older)).toBe(false);
  });

  it("bounds the hashing work queued at once: the callers past the queue are told the server is busy", async () => {
    const calls = Array.from({ length: 60 }, () =>
      hashPassword("Password@123").then(
        () => "hashed",
        (e: Error) => e.message,
      ),
    );
    const results = await Promise.all(calls);
    expect(results.filter((r) => r === "hashed").length).toBeGreaterThanOrEqual(32);
    expect(results.filter((r) => r === SERVER_BUSY).length).toBeGreaterThan(0);
    expect(results.every((r) => r === "hashed" || r === SERVER_BUSY)).toBe(true);
    // The slots are all free again afterwards.
    expect(await verifyPassword("Password@123", await hashPassword("Password@123"))).toBe(true);
  });
});
