import { beforeAll, describe, expect, it } from "vitest";
import { GET as roles } from "@/app/api/v1/roles/route";
import type { Db } from "@/db/client";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { tokensForEveryRole, type Tokens } from "./helpers";

let db: Db;
let tokens: Tokens;

beforeAll(async () => {
  db = await resetDatabase();
  tokens = await tokensForEveryRole(db);
});

describe("GET /api/v1/roles", () => {
  it.each([
    [
      "superadmin",
      [
        { value: "admin", label: "Admin" },
        { value: "customer", label: "Customer" },
      ],
    ],
    ["admin", [{ value: "customer", label: "Customer" }]],
    ["customer", []],
  ] as const)("offers a %s the roles it may give", async (role, expected) => {
    const res = await call(roles, { token: tokens[role] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(expected);
  });

  it("needs a signed-in caller", async () => {
    expect((await call(roles)).status).toBe(401);
    expect((await call(roles, { token: "not-a-token" })).status).toBe(401);
  });
});
