import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { proxy } from "@/proxy";
import { signSessionToken } from "@/lib/auth/session-token";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { ACCESS_DENIED_PATH, pageRuleOf, ROLES, type Role } from "@/lib/auth/roles";
import { env } from "@/lib/env";

// Every page of the signed-in shell, for every role, through the one page guard (proxy.ts and
// lib/auth/roles.ts PAGE_ACCESS). The expected access is written out here by hand: a new page
// fails until it is listed, and a change of the table shows up as a failing pair.

const STAFF: Role[] = ["admin", "superadmin"];
const ALL: Role[] = [...ROLES];
const EXPECTED: Record<string, Role[]> = {
  "/access-denied": ALL,
  "/dashboard": ALL,
  "/setting": ALL,
  "/setting/add-vehicle": STAFF,
  "/setting/webhooks": STAFF,
  "/setting/messages": STAFF,
  "/setting/rates": STAFF,
  "/jobs": ["customer"],
  "/jobs/create-job": ["customer"],
  "/jobs/job-details/1": ["customer"],
  "/completed-jobs": ["customer"],
  "/admin-jobs": STAFF,
  "/admin-jobs/job-details/1": STAFF,
  "/company": STAFF,
  "/company/add-company": STAFF,
  "/company/edit-company": STAFF,
  "/company/company-details/1": STAFF,
  "/company/company-details/add-customer": STAFF,
  "/company/customer-details/1": STAFF,
  "/drivers": STAFF,
  "/dispatch": STAFF,
  "/dispatch/map": STAFF,
  "/invoices": STAFF,
  "/invoices/po-missing": STAFF,
  "/invoices/aging": STAFF,
  "/invoices/invoice-details/1": STAFF,
  "/invoices/statement/1": STAFF,
  "/my-invoices": ["customer"],
  "/my-invoices/statement": ["customer"],
  "/drivers/add-driver": STAFF,
  "/drivers/driver-details/1": STAFF,
  "/drivers/expenses": STAFF,
  "/drivers/pay": STAFF,
  "/drivers/pay/1": STAFF,
  "/admin": ["superadmin"],
  "/admin/add-admin": ["superadmin"],
  "/admin/admin-details/1": ["superadmin"],
};

// proxy.ts learns who is signed in from next-auth's auth(), which reads the request's headers
// through next/headers: in Next that is the request proxy.ts was given, here the test's.
const incoming = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => incoming.headers }));

async function proxyOf(request: NextRequest) {
  incoming.headers = request.headers;
  return proxy(request);
}

/** The URL of each page.tsx under app/(app): route groups dropped, each [param] as 1. */
function shellPages(): string[] {
  const root = path.resolve("app/(app)");
  const found: string[] = [];
  const visit = (folder: string, url: string[]) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isFile() && entry.name === "page.tsx") found.push(`/${url.join("/")}`);
      if (!entry.isDirectory() || entry.name.startsWith("_")) continue;
      const segment = /^\(.*\)$/.test(entry.name) ? [] : [/^\[.*\]$/.test(entry.name) ? "1" : entry.name];
      visit(path.join(folder, entry.name), [...url, ...segment]);
    }
  };
  visit(root, []);
  return found.sort();
}

async function open(url: string, role: Role) {
  const token = await signSessionToken(
    { id: 1, role, username: "Someone", email: "someone@example.com", companyId: null, sv: 0 },
    env().AUTH_SECRET,
  );
  const response = await proxyOf(new NextRequest(`http://localhost${url}`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } }));
  const rewrite = response.headers.get("x-middleware-rewrite");
  return { status: response.status, deniedBy: rewrite ? new URL(rewrite).pathname : null, redirect: response.headers.get("location") };
}

describe("the page guard", () => {
  it("knows every page of the shell, and every page falls under a rule of PAGE_ACCESS", () => {
    const pages = shellPages();
    expect(pages).toEqual(Object.keys(EXPECTED).sort());
    expect(pages.filter((url) => !pageRuleOf(url))).toEqual([]);
  });

  for (const url of Object.keys(EXPECTED)) {
    it(`${url}: opens for ${EXPECTED[url]!.join(", ")}, answers Access denied (403) to the others`, async () => {
      for (const role of ROLES) {
        const answer = await open(url, role);
        expect(answer.redirect, `${role} on ${url}`).toBeNull();
        if (EXPECTED[url]!.includes(role)) expect(answer, `${role} on ${url}`).toMatchObject({ status: 200, deniedBy: null });
        else expect(answer, `${role} on ${url}`).toMatchObject({ status: 403, deniedBy: ACCESS_DENIED_PATH });
      }
    });
  }

  it("sends a visitor without a session to /login and back, whatever the page", async () => {
    for (const url of Object.keys(EXPECTED)) {
      const response = await proxyOf(new NextRequest(`http://localhost${url}`));
      expect(new URL(response.headers.get("location")!).pathname).toBe("/login");
    }
  });
});
