import { expect, request, test, type APIRequestContext, type Page } from "@playwright/test";
import { e2ePort } from "../scripts/e2e-paths.mjs";
import { DEMO, linkIn, PASSWORD, waitForMail } from "./helpers";

/**
 * Jobs made for one test through the API, so the job-detail tests never share a job with each
 * other or with other files running in parallel.
 */

const BASE_URL = `http://localhost:${e2ePort()}`;
const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

/** An API client signed in as `email` with a bearer token (on the main test server by default). */
export async function apiAs(email: string, baseURL = BASE_URL): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL });
  const login = await anonymous.post("/api/v1/login", { data: { email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const { data: token } = (await login.json()) as { data: string };
  await anonymous.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}`, Accept: "application/json" } });
}

type DemoRole = "customer" | "admin";

/**
 * API clients signed in as the demo users, for the tests of the file (or describe block) that
 * calls this: signed in before its tests, closed after them.
 */
export function demoApis<R extends DemoRole>(...roles: R[]): Record<R, APIRequestContext> {
  const apis = {} as Record<R, APIRequestContext>;
  test.beforeAll(async () => {
    for (const role of roles) apis[role] = await apiAs(DEMO[role]);
  });
  test.afterAll(async () => {
    for (const role of roles) await apis[role]?.dispose();
  });
  return apis;
}

/**
 * An approved job of the demo customer with a new driver assigned and the link sent; the link
 * from the outbox of the server the clients call (the main one, or the maps-key one).
 */
export async function jobWithDriverLink(
  admin: APIRequestContext,
  customer: APIRequestContext,
  options: { server?: "main" | "maps-key" } = {},
) {
  const jobId = await createJob(customer);
  await call(admin, "PUT", "admin/job-approve", { jobId });
  const email = `e2e-driver-${Date.now()}-${Math.floor(Math.random() * 1e4)}@example.com`;
  const created = await admin.post("/api/v1/admin/create-driver", {
    multipart: { name: "Erin Roadie", email, phone: "2145550199", note: "" },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { data: driver } = (await created.json()) as { data: { id: number } };
  await call(admin, "POST", "admin/assign-driver", { jobId, driverId: driver.id });
  await call(admin, "POST", "admin/send-Link", { jobId, driverId: driver.id });
  const mail = await waitForMail(email, `Your transport job #${jobId}`, options);
  return { jobId, driverId: driver.id, url: linkIn(mail) };
}

/**
 * Calls the API and returns `data`, failing the test with the server's answer otherwise. A kept-
 * alive connection the server closed while idle (ECONNRESET, nothing received) is tried again.
 */
export async function call<T = unknown>(ctx: APIRequestContext, method: "GET" | "POST" | "PUT", path: string, body?: unknown): Promise<T> {
  const response = await ctx.fetch(`/api/v1/${path}`, { method, data: body, maxRetries: 2 });
  const text = await response.text();
  expect(response.ok(), `${method} ${path}: ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

export function utcDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

function randomVin(): string {
  let vin = "";
  for (let i = 0; i < 17; i++) vin += VIN_CHARS[Math.floor(Math.random() * VIN_CHARS.length)];
  return vin;
}

export type Stop = { location: string; latitude: number; longitude: number };

/**
 * A new job of the customer's company, `submitted` (with a PO) unless told otherwise; from
 * Dallas to Austin unless other stops are given.
 */
export async function createJob(
  customer: APIRequestContext,
  options: { po?: boolean; pickup?: Stop; dropoff?: Stop; notes?: { company?: string; driver?: string } } = {},
): Promise<number> {
  const pickup = options.pickup ?? { location: "1500 Marilla St, Dallas, TX 75201", latitude: 32.7763, longitude: -96.7969 };
  const dropoff = options.dropoff ?? { location: "500 E Cesar Chavez St, Austin, TX 78701", latitude: 30.2622, longitude: -97.7388 };
  const [job] = await call<{ id: number }[]>(customer, "POST", "customer/create-job", {
    pickup_date: utcDay(5),
    pickup_time: "09:30",
    dropoff_date: utcDay(7),
    dropoff_time: "15:00",
    time_relaxation: false,
    pickup_location: pickup.location,
    pickup_latitude: pickup.latitude,
    pickup_longitude: pickup.longitude,
    pickup_business_name: "E2E Pickup Yard",
    pickup_POC_name: "Pat Pickup",
    pickup_POC_phone: "2145550101",
    pickup_additional_note: "Gate code 1234",
    dropoff_location: dropoff.location,
    dropoff_latitude: dropoff.latitude,
    dropoff_longitude: dropoff.longitude,
    dropoff_business_name: "E2E Dropoff Lot",
    dropoff_POC_name: "Dana Dropoff",
    dropoff_POC_phone: "5125550102",
    dropoff_additional_note: "",
    vehicle_details: [
      {
        year: new Date().getUTCFullYear(),
        make: "Toyota",
        model: "Camry",
        vinNumber: randomVin(),
        fueltype: "Gas",
        PO_number: options.po === false ? "" : `PO-E2E-${Math.floor(Math.random() * 1e6)}`,
      },
    ],
    deliver_washed: true,
    deliver_full: false,
    send_driver_contact_info: true,
    empire_notes: options.notes?.company ?? "",
    driver_notes: options.notes?.driver ?? "",
  });
  return job.id;
}

/** The number of entries in the job's timeline on the page. */
export function timelineEntries(page: Page) {
  return page.getByTestId("timeline").locator(":scope > li");
}
