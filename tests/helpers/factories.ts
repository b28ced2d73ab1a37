import { randomUUID } from "node:crypto";
import type { DbOrTx } from "@/db/client";
import { companies, drivers, jobLogs, jobs, users, vehicleMakes, type NewCompany, type NewUser } from "@/db/schema";
import type { Role } from "@/lib/auth/roles";
import { hashPassword } from "@/lib/auth/password";

export const PASSWORD = "Password@123";
let hashed: Promise<string> | undefined;
const passwordHash = () => (hashed ??= hashPassword(PASSWORD));
const unique = () => randomUUID().slice(0, 8);

export async function createCompany(db: DbOrTx, values: Partial<NewCompany> = {}) {
  const [company] = await db
    .insert(companies)
    .values({
      name: `Company ${unique()}`,
      address: "1 Main St, Dallas, TX",
      email: `office-${unique()}@example.com`,
      contactPersonName: "Pat Contact",
      contactPersonPhone: "2145550100",
      ...values,
    })
    .returning();
  return company!;
}

export async function createUser(db: DbOrTx, role: Role, values: Partial<NewUser> = {}) {
  const companyId = role === "customer" ? (values.companyId ?? (await createCompany(db)).id) : (values.companyId ?? null);
  const first = values.firstName ?? role.charAt(0).toUpperCase() + role.slice(1);
  const [user] = await db
    .insert(users)
    .values({
      firstName: first,
      lastName: "Tester",
      username: `${first} Tester`,
      email: `${role}-${unique()}@example.com`,
      phoneNumber: "2145550101",
      passwordHash: await passwordHash(),
      role,
      ...values,
      companyId,
    })
    .returning();
  return user!;
}

export async function createDriver(db: DbOrTx, values: Partial<typeof drivers.$inferInsert> = {}) {
  const [driver] = await db
    .insert(drivers)
    .values({ name: `Driver ${unique()}`, email: `driver-${unique()}@example.com`, phone: "2145550102", ...values })
    .returning();
  return driver!;
}

/** 'YYYY-MM-DD' (UTC) `days` days from now: pickup and drop-off dates of test jobs. */
export function utcDateFromNow(days: number, from: Date = new Date()): string {
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * A valid job row inserted directly (no API), with its first timeline entry by the customer.
 * Defaults: PO present, status `submitted`, pickup three days ahead at 10:00 (UTC).
 */
export async function createJob(db: DbOrTx, values: { companyId: number; customerId: number } & Partial<typeof jobs.$inferInsert>) {
  const [job] = await db
    .insert(jobs)
    .values({
      requestStatus: "submitted",
      vehicleYear: new Date().getUTCFullYear() - 1,
      vehicleMake: "Honda",
      vehicleModel: "Accord",
      vinNumber: "1HGCM82633A004352",
      fuelType: "Gas",
      poNumber: `PO-${unique().toUpperCase()}`,
      pickupBusinessName: "North Yard",
      pickupLocation: "100 Commerce St, Dallas, TX",
      pickupLatitude: 32.7767,
      pickupLongitude: -96.797,
      pickupDate: utcDateFromNow(3),
      pickupTime: "10:00",
      pickupPocName: "PAT PICKUP",
      pickupPocPhone: "2145550110",
      dropoffBusinessName: "South Lot",
      dropoffLocation: "200 Main St, Houston, TX",
      dropoffLatitude: 29.7604,
      dropoffLongitude: -95.3698,
      dropoffDate: utcDateFromNow(5),
      dropoffTime: "16:00",
      dropoffPocName: "DANA DROPOFF",
      dropoffPocPhone: "7135550120",
      ...values,
    })
    .returning();
  await db.insert(jobLogs).values({ jobId: job!.id, requestStatus: job!.requestStatus, userId: values.customerId });
  return job!;
}

/** A vehicle catalogue entry. */
export async function createVehicleMake(db: DbOrTx, make: string, models: string[]) {
  const [entry] = await db.insert(vehicleMakes).values({ make, models }).returning();
  return entry!;
}
