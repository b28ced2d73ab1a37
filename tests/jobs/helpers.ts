import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { POST as login } from "@/app/api/v1/login/route";
import type { Db, DbOrTx } from "@/db/client";
import { jobLogs, jobs, type Company, type NewUser, type User } from "@/db/schema";
import type { Role } from "@/lib/auth/roles";
import { createCompany, createJob, createUser, PASSWORD, utcDateFromNow } from "../helpers/factories";
import { call, type CallResult } from "../helpers/http";

export type Handler = Parameters<typeof call>[0];
export type SignedIn = { user: User; token: string };

/** A new user of the role and a bearer token from POST /login. */
export async function signIn(db: DbOrTx, role: Role, values: Partial<NewUser> = {}): Promise<SignedIn> {
  const user = await createUser(db, role, values);
  const res = await call<string>(login, { body: { email: user.email, password: PASSWORD } });
  expect(res.status, `login of ${user.email}: ${res.body?.message}`).toBe(200);
  return { user, token: res.body.data };
}

/**
 * The people of a test file: two companies with a customer each, an admin and a superadmin.
 * `jobOf(who)` makes a job of that customer's company.
 */
export type World = {
  db: Db;
  companyA: Company;
  companyB: Company;
  customer: SignedIn;
  otherCustomer: SignedIn;
  admin: SignedIn;
  superadmin: SignedIn;
};

export async function makeWorld(db: Db): Promise<World> {
  const [companyA, companyB] = await Promise.all([createCompany(db, { name: "Acme Motors" }), createCompany(db, { name: "Globex Fleet" })]);
  const [customer, otherCustomer, admin, superadmin] = await Promise.all([
    signIn(db, "customer", { companyId: companyA.id, firstName: "Carla", username: "Carla Customer" }),
    signIn(db, "customer", { companyId: companyB.id, firstName: "Otto", username: "Otto Other" }),
    signIn(db, "admin", { firstName: "Ann", username: "Ann Admin" }),
    signIn(db, "superadmin", { firstName: "Sam", username: "Sam Super" }),
  ]);
  return { db, companyA, companyB, customer, otherCustomer, admin, superadmin };
}

/** A job of the customer's company, requested by that customer. */
export function jobFor(db: DbOrTx, who: SignedIn, values: Partial<typeof jobs.$inferInsert> = {}) {
  return createJob(db, { companyId: who.user.companyId!, customerId: who.user.id, ...values });
}

export async function jobRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

export function logsOf(db: DbOrTx, jobId: number) {
  return db.select().from(jobLogs).where(eq(jobLogs.jobId, jobId)).orderBy(asc(jobLogs.id));
}

/** 400 with the envelope of INTERFACES.md: 'Validation errors' and the field's message. */
export function expectFieldError(res: CallResult, field: string, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.success).toBe(false);
  expect(res.body.message).toBe("Validation errors");
  expect(res.body.errors?.[field] ?? [], JSON.stringify(res.body.errors)).toContain(message);
}

export function expectStatus(res: CallResult, status: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
}

/** 'YYYY-MM-DD' in UTC. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A valid job request form (SPEC.md §3 "Job request form", the wizard's fields) for the given
 * vehicles: pickup in three days, drop-off in five, Dallas to Houston; any field overridable.
 */
export function jobRequestForm(vehicles: Record<string, unknown>[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    pickup_date: utcDateFromNow(3),
    pickup_time: "10:00",
    dropoff_date: utcDateFromNow(5),
    dropoff_time: "15:30",
    time_relaxation: false,
    pickup_location: "100 Commerce St, Dallas, TX",
    pickup_latitude: 32.7767,
    pickup_longitude: -96.797,
    pickup_business_name: "North Yard",
    pickup_POC_name: "pat pickup",
    pickup_POC_phone: "2145550110",
    pickup_additional_note: "",
    dropoff_location: "200 Main St, Houston, TX",
    dropoff_latitude: 29.7604,
    dropoff_longitude: -95.3698,
    dropoff_business_name: "South Lot",
    dropoff_POC_name: "dana dropoff",
    dropoff_POC_phone: "7135550120",
    dropoff_additional_note: "",
    vehicle_details: vehicles,
    deliver_washed: false,
    deliver_full: false,
    send_driver_contact_info: false,
    empire_notes: "",
    driver_notes: "",
    ...overrides,
  };
}
