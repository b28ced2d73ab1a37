import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/v1/login/route";
import { TOO_DEEP } from "@/lib/api/errors";
import { parseJsonText } from "@/lib/api/json-depth";
import { resetDatabase } from "../helpers/db";
import { assignedJob, type Handler } from "../driver-link/helpers";
import { makeWorld } from "../jobs/helpers";

/**
 * JSON nested thousands deep (issue 29 item 14): walking it overflowed the stack, a 500 on every
 * JSON route, sign-in included. It is refused with the envelope's 400 before anything walks it.
 */
const API_ROOT = path.resolve("app/api/v1");
const VERBS = ["POST", "PUT", "DELETE", "PATCH"] as const;

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

const DEEP = 3000;
const BODIES = {
  arrays: `{"email":"a@example.com","password":"x","jobId":${"[".repeat(DEEP)}${"]".repeat(DEEP)}}`,
  objects: `${'{"a":'.repeat(DEEP)}1${"}".repeat(DEEP)}`,
  "a top-level array": `${"[".repeat(DEEP)}${"]".repeat(DEEP)}`,
  "very deep": `{"x":${"[".repeat(200_000)}${"]".repeat(200_000)}}`,
};

async function send(handler: Handler, options: { method: string; url: string; token?: string; body: string }) {
  const headers = new Headers({ "content-type": "application/json" });
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  const req = new NextRequest(new URL(options.url, "http://localhost:3000"), { method: options.method, headers, body: options.body });
  const res = await handler(req, { params: Promise.resolve({ id: "1" }) });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as { success: boolean; message: string } };
}

describe("parseJsonText", () => {
  it("reads JSON up to 32 levels, counting no bracket inside a string", () => {
    const deepest = `${"[".repeat(32)}${"]".repeat(32)}`;
    expect(() => parseJsonText(deepest)).not.toThrow();
    expect(parseJsonText(`{"a":"${"[{".repeat(100)}\\"]"}`)).toEqual({ a: `${"[{".repeat(100)}"]` });
    expect(() => parseJsonText(`[${deepest}]`)).toThrow(TOO_DEEP);
  });

  it("leaves malformed text to JSON.parse", () => {
    expect(() => parseJsonText("{not json")).toThrow(SyntaxError);
  });
});

describe("JSON nested 3,000 deep", () => {
  let callers: { name: string; token?: string; query?: string }[];
  beforeAll(async () => {
    const db = await resetDatabase();
    const world = await makeWorld(db);
    const { token } = await assignedJob(db, world);
    callers = [
      { name: "anonymous" },
      { name: "customer", token: world.customer.token },
      { name: "admin", token: world.admin.token },
      { name: "superadmin", token: world.superadmin.token },
      { name: "driver link", query: `?token=${token}` },
    ];
  }, 120_000);

  it.each(Object.entries(BODIES))("is a 400 at sign-in (%s)", async (_kind, body) => {
    const res = await send(login as Handler, { method: "POST", url: "/api/v1/login", body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: TOO_DEEP });
  });

  const routes = routeFiles(API_ROOT).map((file) => ({ file, name: path.relative(API_ROOT, path.dirname(file)) }));
  it.each(routes.map((r) => [r.name, r.file] as const))(
    "never a 5xx from %s",
    async (name, file) => {
      const routeModule = (await import(file)) as Partial<Record<(typeof VERBS)[number], Handler>>;
      const failures: string[] = [];
      for (const verb of VERBS) {
        const handler = routeModule[verb];
        if (!handler) continue;
        for (const caller of callers) {
          for (const [kind, body] of Object.entries(BODIES)) {
            const res = await send(handler, { method: verb, url: `/api/v1/${name}${caller.query ?? ""}`, token: caller.token, body });
            if (res.status >= 500 || res.body.success !== false) failures.push(`${verb} as ${caller.name}, ${kind}: ${res.status}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
