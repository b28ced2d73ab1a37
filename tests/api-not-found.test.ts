import { describe, expect, it } from "vitest";
import * as unknownCall from "@/app/api/v1/[...path]/route";
import { call } from "./helpers/http";

describe("an unknown /api/v1/ path (issue 20 item 12)", () => {
  it.each(["GET", "POST", "PUT", "PATCH", "DELETE"] as const)("answers %s with the envelope's 404", async (method) => {
    const res = await call(unknownCall[method], { method, path: "/api/v1/no/such/call", body: method === "GET" ? undefined : {} });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: `No such API call: ${method} /api/v1/no/such/call` });
  });
});
