import { describe, expect, it } from "vitest";
import { rolesOfferedTo } from "./offered-roles";

describe("rolesOfferedTo", () => {
  it.each([
    ["superadmin", ["admin", "customer"]],
    ["admin", ["customer"]],
    ["customer", []],
  ] as const)("%s may give %j", (role, expected) => {
    expect(rolesOfferedTo(role).map((r) => r.value)).toEqual(expected);
  });

  it("labels each role with its title", () => {
    expect(rolesOfferedTo("superadmin")).toEqual([
      { value: "admin", label: "Admin" },
      { value: "customer", label: "Customer" },
    ]);
  });
});
