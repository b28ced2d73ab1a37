import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_RECORD_ID } from "@/lib/api/record-id";
import { resetDatabase } from "../helpers/db";
import { encodedForm } from "../helpers/http";
import { NextRequest } from "next/server";
import { assignedJob, type Handler } from "../driver-link/helpers";
import { jobFor, jobRequestForm, makeWorld, type World } from "../jobs/helpers";
import { utcDateFromNow } from "../helpers/factories";

/**
 * A generated pass of bad input over every route of app/api/v1 (issue 21): each verb, as every
 * kind of caller, with bodies and query strings whose fields hold NUL characters, huge text,
 * wrong types, impossible dates, ids past PostgreSQL's integer and loosely coerced ids. No
 * answer may be a 5xx, and every answer is the envelope.
 */
const API_ROOT = path.resolve("app/api/v1");
const VERBS = ["GET", "POST", "PUT", "DELETE", "PATCH"] as const;

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

/** Every field name the API reads, so each bad value reaches every parser. */
const FIELDS = [
  "jobId",
  "job_id",
  "driverId",
  "driver_id",
  "companyId",
  "comapnyId",
  "customerId",
  "addressId",
  "id",
  "email",
  "password",
  "currentPassword",
  "token",
  "userId",
  "username",
  "first_name",
  "last_name",
  "phone_number",
  "phone",
  "name",
  "note",
  "company_name",
  "address",
  "contact_person_name",
  "contact_person_phone",
  "active_status",
  "is_active",
  "reason",
  "type",
  "po_number",
  "search",
  "tabName",
  "page",
  "limit",
  "before",
  "q",
  "lat",
  "lng",
  "make",
  "models",
  "pickup_date",
  "pickup_time",
  "dropoff_date",
  "dropoff_time",
  "time_relaxation",
  "business_name",
  "label",
  "latitude",
  "longitude",
  "pickup_location",
  "pickup_latitude",
  "pickup_longitude",
  "pickup_POC_name",
  "pickup_POC_phone",
  "pickup_business_name",
  "dropoff_location",
  "dropoff_latitude",
  "dropoff_longitude",
  "dropoff_POC_name",
  "dropoff_POC_phone",
  "dropoff_business_name",
  "empire_notes",
  "driver_notes",
  "checkin_mileage",
  "ending_mileage",
  "damage_notes",
  "delivery_notes",
  "ride_status",
  "current_latitude",
  "current_longitude",
  "additional_notes",
  "existing_other_receipts",
  "from",
  "to",
  "kind",
  "rate",
  "rate_text",
  "statement_id",
  "format",
  "as_of",
  "company_id",
] as const;

const NUL = "bad\u0000value";
// Ten times the longest text any field takes (2,000 characters): past every limit, and cheap enough to send
// in every field of every call.
const HUGE = "x".repeat(20_000);
/** Values that have broken calls before, each tried in every field. */
const BAD_VALUES: Record<string, unknown> = {
  nul: NUL,
  huge: HUGE,
  boolean: true,
  object: { nested: NUL },
  array: [NUL, 1],
  negative: -1,
  fraction: 1.5,
  pastInteger: MAX_RECORD_ID + 1,
  pastIntegerText: "99999999999999999999",
  hex: "0x10",
  spaced: " 1",
  signed: "+1",
  leadingZero: "01",
  yearZero: "0000-01-01",
  yearZeroMoment: "0000-01-01T00:00:00Z",
  impossibleDate: "2026-02-30",
  impossibleMonth: "2099-13-01",
  badTime: "25:61",
};
const vehicle = (value: unknown) => ({ year: value, make: value, model: value, vinNumber: value, fueltype: value, PO_number: value });

function bodyOf(value: unknown): Record<string, unknown> {
  return { ...Object.fromEntries(FIELDS.map((field) => [field, value])), vehicle_details: [vehicle(value)] };
}
function queryOf(value: unknown): Record<string, string> {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return Object.fromEntries(FIELDS.map((field) => [field, text]));
}
function formOf(value: unknown): FormData {
  const form = new FormData();
  const text = typeof value === "string" ? value : JSON.stringify(value);
  for (const field of FIELDS) form.set(field, text);
  return form;
}

let world: World;
let jobId: number;
let callers: { name: string; token?: string; query?: Record<string, string> }[];
let sent = 0;
const failures: string[] = [];

beforeAll(async () => {
  const db = await resetDatabase();
  world = await makeWorld(db);
  const { token } = await assignedJob(db, world);
  jobId = (await jobFor(db, world.customer, { requestStatus: "approved" })).id;
  callers = [
    { name: "anonymous" },
    { name: "customer", token: world.customer.token },
    { name: "admin", token: world.admin.token },
    { name: "superadmin", token: world.superadmin.token },
    { name: "driver link", query: { token } },
  ];
}, 120_000);

afterAll(() => {
  console.log(`[bad input] ${sent} requests sent, ${failures.length} answered 5xx or without the envelope`);
});

type Send = {
  method: string;
  token?: string;
  path: string;
  params: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
};

/** One request to a handler, as Next would make it; the body as JSON, a form, or raw text. */
async function send(handler: Handler, options: Send): Promise<{ status: number; text: string; type: string }> {
  const url = new URL(options.path, "http://localhost:3000");
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers(options.token ? { authorization: `Bearer ${options.token}` } : {});
  let body: BodyInit | undefined;
  if (typeof options.body === "string") body = options.body;
  else if (options.body instanceof FormData) {
    const encoded = await encodedForm(options.body);
    body = encoded.bytes;
    headers.set("content-type", encoded.type);
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const res = await handler(new NextRequest(url, { method: options.method, headers, body }), { params: Promise.resolve(options.params) });
  return { status: res.status, text: await res.text(), type: res.headers.get("content-type") ?? "" };
}

async function check(label: string, handler: Handler, options: Send) {
  sent++;
  const res = await send(handler, options);
  let envelope: boolean;
  try {
    envelope = typeof JSON.parse(res.text).success === "boolean";
  } catch {
    envelope = false;
  }
  // A file's bytes are the one answer that is not the envelope, and only with a 200.
  if (res.status >= 500 || (!envelope && res.status !== 200)) failures.push(`${label}: ${res.status} ${res.text.slice(0, 200)}`);
}

const routes = routeFiles(API_ROOT).map((file) => ({ file, name: path.relative(API_ROOT, path.dirname(file)) }));

describe("every call survives bad input", () => {
  it.each(routes.map((r) => [r.name, r.file] as const))(
    "%s",
    async (name, file) => {
      const routeModule = (await import(file)) as Partial<Record<(typeof VERBS)[number], Handler>>;
      const before = failures.length;
      for (const verb of VERBS) {
        const handler = routeModule[verb];
        if (!handler) continue;
        for (const caller of callers) {
          const base = { method: verb, token: caller.token, path: `/api/v1/${name}`, params: { id: NUL } };
          for (const [kind, value] of Object.entries(BAD_VALUES)) {
            const label = `${verb} ${name} as ${caller.name} with ${kind}`;
            const query = { ...queryOf(value), ...caller.query };
            await check(`${label} (query)`, handler, { ...base, query });
            if (verb === "GET") continue;
            await check(`${label} (json)`, handler, { ...base, query: caller.query, body: bodyOf(value) });
            await check(`${label} (form)`, handler, { ...base, query: caller.query, body: formOf(value) });
          }
          if (verb !== "GET")
            await check(`${verb} ${name} as ${caller.name} with a body that is not JSON`, handler, {
              ...base,
              query: caller.query,
              body: "{not json",
            });
        }
      }
      expect(failures.slice(before)).toEqual([]);
    },
    300_000,
  );
});

/**
 * Valid bodies of the write calls, each field then replaced by each bad value in turn, so that a
 * bad value reaches the parser and the query behind every other field that is right.
 */
const VALID_BODIES: { route: string; as: "customer" | "admin" | "superadmin" | "anonymous"; body: () => Record<string, unknown> }[] = [
  {
    route: "customer/create-job",
    as: "customer",
    body: () =>
      jobRequestForm([
        {
          year: new Date().getUTCFullYear(),
          make: "Ford",
          model: "F-150",
          vinNumber: "1FTFW1E50NFA00001",
          fueltype: "Gas",
          PO_number: "PO-1",
        },
      ]),
  },
  {
    route: "customer/update-job-schedule",
    as: "customer",
    body: () => ({
      jobId,
      pickup_date: utcDateFromNow(4),
      pickup_time: "11:00",
      dropoff_date: utcDateFromNow(6),
      dropoff_time: "12:00",
      reason: "Moved",
    }),
  },
  {
    route: "customer/update-job-schedule",
    as: "admin",
    body: () => ({ jobId, pickup_date: utcDateFromNow(4), pickup_time: "11:00", dropoff_date: utcDateFromNow(6), dropoff_time: "12:00" }),
  },
  { route: "customer/fill-po-number", as: "customer", body: () => ({ jobId, po_number: "PO-9" }) },
  { route: "customer/job-action", as: "customer", body: () => ({ jobId, type: "cancel", reason: "No longer needed" }) },
  { route: "admin/job-cancellation", as: "admin", body: () => ({ jobId, reason: "Duplicate" }) },
  {
    route: "customer/save-delivery-address",
    as: "customer",
    body: () => ({
      address: "1 Main St, Dallas, TX",
      pickup_latitude: 32.7,
      pickup_longitude: -96.8,
      dropoff_latitude: null,
      dropoff_longitude: null,
      type: "pickup",
      business_name: "Yard",
    }),
  },
  {
    route: "admin/create-company",
    as: "admin",
    body: () => ({
      company_name: `Fuzz ${Math.random()}`,
      address: "1 Main St",
      contact_person_name: "Pat",
      contact_person_phone: "2145550100",
      email: `fuzz${Math.random()}@example.com`,
    }),
  },
  {
    route: "admin/create-customer",
    as: "admin",
    body: () => ({
      username: "Fuzz Person",
      email: `fuzz${Math.random()}@example.com`,
      phone_number: "2145550100",
      companyId: world.companyA.id,
    }),
  },
  {
    route: "admin/add-admin",
    as: "superadmin",
    body: () => ({ username: "Fuzz Admin", email: `fuzz${Math.random()}@example.com`, phone_number: "2145550100" }),
  },
  { route: "create-vehicle-make-model", as: "admin", body: () => ({ make: `Fuzz${Math.random()}`, models: ["One"] }) },
  { route: "login", as: "anonymous", body: () => ({ email: "nobody@example.com", password: "Wrong@1234" }) },
  { route: "forget-password", as: "anonymous", body: () => ({ email: "nobody@example.com" }) },
];

/** Every path of a body to a leaf value (vehicle_details.0.make and the like). */
function leaves(value: unknown, prefix: string[] = []): string[][] {
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => leaves(v, [...prefix, k]));
  return [prefix];
}
function withValue(body: Record<string, unknown>, at: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let node: Record<string, unknown> = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[at.at(-1)!] = value;
  return copy;
}

describe("a bad value in one field of an otherwise valid body", () => {
  it.each(VALID_BODIES.map((b) => [b.route, b.as, b] as const))(
    "%s as %s",
    async (route, as, spec) => {
      const routeModule = (await import(path.join(API_ROOT, route, "route.ts"))) as Partial<Record<(typeof VERBS)[number], Handler>>;
      const [verb, handler] = Object.entries(routeModule).find(([k]) => k !== "GET") as [string, Handler];
      const token = as === "anonymous" ? undefined : world[as].token;
      const before = failures.length;
      for (const at of leaves(spec.body())) {
        for (const [kind, value] of Object.entries(BAD_VALUES)) {
          const body = withValue(spec.body(), at, value);
          await check(`${verb} ${route} with ${at.join(".")} ${kind}`, handler, {
            method: verb,
            token,
            path: `/api/v1/${route}`,
            params: {},
            body,
          });
        }
      }
      expect(failures.slice(before)).toEqual([]);
    },
    300_000,
  );
});
