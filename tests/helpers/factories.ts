import { randomUUID } from "node:crypto";
import type { DbOrTx } from "@/db/client";
import { companies, drivers, users, type NewCompany, type NewUser } from "@/db/schema";
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
