import { users } from "@/db/schema";
import { OTHER_COMPANIES, type Companies } from "./companies";
import type { Person, SeedContext } from "./context";
import { DEMO_CUSTOMER_EMAIL } from "./demo-accounts";
import type { Staff } from "./staff";

const ACME_CUSTOMERS: (Person & { active: boolean })[] = [
  { first: "Olivia", last: "Bennett", active: true },
  { first: "Marcus", last: "Reed", active: true },
  { first: "Priya", last: "Nair", active: true },
  { first: "Tyler", last: "Brooks", active: true },
  { first: "Hannah", last: "Scott", active: true },
  { first: "Jordan", last: "Ellis", active: true },
  { first: "Sofia", last: "Alvarez", active: true },
  { first: "Nathan", last: "Price", active: true },
  { first: "Grace", last: "Liu", active: true },
  { first: "Ethan", last: "Carter", active: false },
];

type CustomerSeed = Person & {
  email: string;
  companyId: number;
  active: boolean;
  createdBy: number;
  days: number;
  area: string;
};

export type Customers = {
  demoCustomerId: number;
  activeCustomersOf: (companyId: number) => number[];
  count: number;
};

const emailOf = (p: Person) => `${p.first}.${p.last}`.toLowerCase().replace(/[^a-z.]/g, "") + "@example.com";

/** The demo customer, Acme's other customers, then the other companies' customers. */
function customerSeeds(ctx: SeedContext, staff: Staff, companies: Companies): CustomerSeed[] {
  const { superadminId, demoAdminId } = staff;
  const demo = {
    first: "Casey",
    last: "Customer",
    email: DEMO_CUSTOMER_EMAIL,
    active: true,
    createdBy: superadminId,
    days: 98,
    area: "214",
  };
  return [
    { ...demo, companyId: companies.acmeId },
    ...ACME_CUSTOMERS.map((c, i) => ({
      ...c,
      email: `customer${i + 1}@example.com`,
      companyId: companies.acmeId,
      createdBy: i % 2 === 0 ? superadminId : demoAdminId,
      days: 95 - i * 4,
      area: ctx.rng.pick(["214", "469", "972", "817"]),
    })),
    ...OTHER_COMPANIES.flatMap((company, ci) =>
      company.customers.map((c, j) => ({
        ...c,
        email: emailOf(c),
        companyId: companies.companyByName.get(company.name)!,
        active: true,
        createdBy: (ci + j) % 2 === 0 ? superadminId : demoAdminId,
        days: 90 - ci * 3 - j,
        area: company.area,
      })),
    ),
  ];
}

export async function insertCustomers(ctx: SeedContext, staff: Staff, companies: Companies): Promise<Customers> {
  const { rng, daysAgo, phone, passwordHash } = ctx;
  const customerRows = customerSeeds(ctx, staff, companies).map((c) => {
    const created = new Date(daysAgo(c.days));
    // Drawn for the demo customer too, who has never signed in: the draws stay in step.
    const loggedIn = rng.chance(0.6) ? new Date(daysAgo(rng.int(0, 20))) : null;
    return {
      username: `${c.first} ${c.last}`,
      firstName: c.first,
      lastName: c.last,
      email: c.email,
      phoneNumber: phone(c.area),
      passwordHash,
      role: "customer" as const,
      active: c.active,
      companyId: c.companyId,
      createdBy: c.createdBy,
      lastLogin: c.email === DEMO_CUSTOMER_EMAIL ? null : loggedIn,
      createdAt: created,
      updatedAt: created,
    };
  });
  const customers = await ctx.tx
    .insert(users)
    .values(customerRows)
    .returning({ id: users.id, email: users.email, companyId: users.companyId, active: users.active });
  return {
    demoCustomerId: customers.find((c) => c.email === DEMO_CUSTOMER_EMAIL)!.id,
    activeCustomersOf: (companyId) => customers.filter((c) => c.companyId === companyId && c.active).map((c) => c.id),
    count: customers.length,
  };
}
