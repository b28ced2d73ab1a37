import { describe, expect, it, vi } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { FLASH_COOKIE, PAGE_HEADER } from "@/lib/forms/flash";
import { runFormAction } from "@/lib/forms/form-action";

// A success the browser posted itself (before the page's scripts) is sent back to a page with a
// redirect, its message in a cookie for that page: answered in place, a reload would post the form
// again. A post from the hydrated form (Next-Action header) is answered in place.
const request = vi.hoisted(() => ({ headers: new Headers(), set: [] as [string, string, unknown][] }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ set: (name: string, value: string, options: unknown) => void request.set.push([name, value, options]) }),
}));
vi.mock("@/lib/auth/current", () => ({
  getCurrentActor: async (): Promise<Actor> => ({ id: 1, role: "admin", username: "a", email: "a@example.com", companyId: null }),
}));
vi.mock("@/db/client", () => ({ getDb: async () => ({}) }));

type Next = Parameters<typeof runFormAction<unknown, { id: number }>>[1]["next"];
const post = (run: () => Promise<{ id: number }>, next?: Next) =>
  runFormAction({}, { roles: ["admin"], run, message: "Expense approved", next });

/** Where the redirect goes (Next answers a server action's redirect to a browser's own post with a 303). */
async function redirectOf(posting: Promise<unknown>): Promise<string> {
  const error = await posting.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error, "a redirect was thrown").toBeInstanceOf(Error);
  const [kind, , place] = String((error as { digest?: string }).digest).split(";");
  expect(kind).toBe("NEXT_REDIRECT");
  return place ?? "";
}

describe("a success the browser posted itself", () => {
  it("goes back to the page it posted from (path and query), its message a cookie of a minute", async () => {
    request.headers = new Headers({ [PAGE_HEADER]: "/admin-jobs/job-details/7?tab=expenses" });
    request.set = [];
    const place = await redirectOf(post(async () => ({ id: 7 })));
    expect(place).toBe("/admin-jobs/job-details/7?tab=expenses");
    expect(request.set).toEqual([[FLASH_COOKIE, "Expense approved", { path: "/", maxAge: 60, sameSite: "lax" }]]);
  });

  it("goes where the form goes next (a new record's page), or stays for a form that shows the answer", async () => {
    request.headers = new Headers({ [PAGE_HEADER]: "/company/add-company" });
    request.set = [];
    expect(
      await redirectOf(
        post(
          async () => ({ id: 42 }),
          ({ id }) => `/company/company-details/${id}`,
        ),
      ),
    ).toBe("/company/company-details/42");
    request.set = [];
    expect(await post(async () => ({ id: 42 }), "stay")).toMatchObject({ ok: true, message: "Expense approved" });
    expect(request.set).toEqual([]);
  });

  it("never goes to another site", async () => {
    request.headers = new Headers({ [PAGE_HEADER]: "//evil.example/x" });
    request.set = [];
    expect(await post(async () => ({ id: 1 }))).toMatchObject({ ok: true });
    expect(request.set).toEqual([]);
  });
});

describe("answered in place", () => {
  it("the hydrated form's call, and any refusal", async () => {
    request.headers = new Headers({ "next-action": "abc123", [PAGE_HEADER]: "/setting" });
    request.set = [];
    expect(await post(async () => ({ id: 1 }))).toMatchObject({ ok: true, message: "Expense approved" });
    request.headers = new Headers({ [PAGE_HEADER]: "/setting" });
    const { conflict } = await import("@/lib/api/errors");
    expect(
      await post(async () => {
        throw conflict("Already reviewed.");
      }),
    ).toMatchObject({ ok: false, message: "Already reviewed." });
    expect(request.set).toEqual([]);
  });
});
