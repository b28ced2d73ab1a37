import { describe, expect, it, vi } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { FLASH_COOKIE } from "@/lib/forms/flash";
import { runFormAction } from "@/lib/forms/form-action";

// A form posted by the browser itself (before the page's scripts) carries its success message to
// the page it gets back; a post from the hydrated form (Next-Action header) does not need it.
const request = vi.hoisted(() => ({ headers: new Headers(), set: [] as [string, string, unknown][] }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ set: (name: string, value: string, options: unknown) => void request.set.push([name, value, options]) }),
}));
vi.mock("@/lib/auth/current", () => ({
  getCurrentActor: async (): Promise<Actor> => ({ id: 1, role: "admin", username: "a", email: "a@example.com", companyId: null }),
}));
vi.mock("@/db/client", () => ({ getDb: async () => ({}) }));

const post = (run: () => Promise<unknown>) => runFormAction({}, { roles: ["admin"], run, message: "Expense approved" });

describe("the flash of a form posted before the page's scripts", () => {
  it("is set, for a minute, on a success the browser posted itself", async () => {
    request.headers = new Headers();
    request.set = [];
    expect(await post(async () => null)).toMatchObject({ ok: true, message: "Expense approved" });
    expect(request.set).toEqual([[FLASH_COOKIE, "Expense approved", { path: "/", maxAge: 60, sameSite: "lax" }]]);
  });

  it("is not set for the hydrated form's call, nor for a refusal", async () => {
    request.headers = new Headers({ "next-action": "abc123" });
    request.set = [];
    await post(async () => null);
    request.headers = new Headers();
    const { conflict } = await import("@/lib/api/errors");
    expect(
      await post(async () => {
        throw conflict("Already reviewed.");
      }),
    ).toMatchObject({ ok: false, message: "Already reviewed." });
    expect(request.set).toEqual([]);
  });
});
