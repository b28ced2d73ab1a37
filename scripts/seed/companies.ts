import { companies } from "@/db/schema";
import type { Person, SeedContext } from "./context";
import { DEMO_COMPANY_NAME } from "./demo-accounts";
import type { Staff } from "./staff";

export type CompanySeed = {
  name: string;
  address: string;
  email: string;
  contact: string;
  area: string;
  active: boolean;
  /** Their customer accounts (Acme's are in customers.ts). */
  customers: Person[];
};

const ACME: CompanySeed = {
  name: DEMO_COMPANY_NAME,
  address: "4800 Lemmon Ave, Dallas, TX 75219",
  email: "fleet.acmemotors@example.com",
  contact: "Diane Foster",
  area: "214",
  active: true,
  customers: [],
};

export const OTHER_COMPANIES: CompanySeed[] = [
  {
    name: "Lone Star Fleet Leasing",
    address: "1200 Smith St, Suite 1600, Houston, TX 77002",
    email: "dispatch.lonestarfleet@example.com",
    contact: "Ramon Garza",
    area: "713",
    active: true,
    customers: [
      { first: "Carla", last: "Mendoza" },
      { first: "Luis", last: "Ortega" },
    ],
  },
  {
    name: "Great Lakes Auto Group",
    address: "181 W Madison St, Chicago, IL 60602",
    email: "logistics.greatlakesauto@example.com",
    contact: "Karen Kowalski",
    area: "312",
    active: true,
    customers: [{ first: "Derek", last: "Novak" }],
  },
  {
    name: "Peachtree Dealer Services",
    address: "1180 Peachtree St NE, Atlanta, GA 30309",
    email: "ops.peachtreedealer@example.com",
    contact: "Marcus Hill",
    area: "404",
    active: true,
    customers: [
      { first: "Tasha", last: "Greene" },
      { first: "Andre", last: "Wallace" },
    ],
  },
  {
    name: "Rocky Mountain Motors",
    address: "1700 Lincoln St, Denver, CO 80203",
    email: "fleet.rockymountainmotors@example.com",
    contact: "Heather Lindqvist",
    area: "303",
    active: true,
    customers: [{ first: "Cody", last: "Jensen" }],
  },
  {
    name: "Sonoran Auto Rentals",
    address: "2 N Central Ave, Phoenix, AZ 85004",
    email: "fleet.sonoranrentals@example.com",
    contact: "Victor Morales",
    area: "602",
    active: true,
    customers: [{ first: "Elena", last: "Ruiz" }],
  },
  {
    name: "Motor City Remarketing",
    address: "500 Woodward Ave, Detroit, MI 48226",
    email: "remarketing.motorcity@example.com",
    contact: "Gary Sobczak",
    area: "313",
    active: true,
    customers: [
      { first: "Nicole", last: "Brennan" },
      { first: "Paul", last: "Wisniewski" },
    ],
  },
  {
    name: "Sunshine Coast Car Rentals",
    address: "200 S Biscayne Blvd, Miami, FL 33131",
    email: "fleet.sunshinecoast@example.com",
    contact: "Isabel Fernandez",
    area: "305",
    active: true,
    customers: [{ first: "Ricardo", last: "Vega" }],
  },
  {
    name: "Keystone Vehicle Remarketing",
    address: "1735 Market St, Philadelphia, PA 19103",
    email: "transport.keystonevr@example.com",
    contact: "Thomas Gallagher",
    area: "215",
    active: true,
    customers: [{ first: "Megan", last: "Doyle" }],
  },
  {
    name: "Pacific Crest Dealerships",
    address: "1201 3rd Ave, Seattle, WA 98101",
    email: "logistics.pacificcrest@example.com",
    contact: "Aaron Nakamura",
    area: "206",
    active: true,
    customers: [
      { first: "Lily", last: "Tran" },
      { first: "Ben", last: "Olsen" },
    ],
  },
  {
    name: "Music City Auto Exchange",
    address: "424 Church St, Nashville, TN 37219",
    email: "dispatch.musiccityauto@example.com",
    contact: "Whitney Harper",
    area: "615",
    active: true,
    customers: [{ first: "Jake", last: "Dalton" }],
  },
  {
    name: "Bluegrass Fleet Management",
    address: "400 W Market St, Louisville, KY 40202",
    email: "fleet.bluegrassfm@example.com",
    contact: "Clay Hutchins",
    area: "502",
    active: false,
    customers: [{ first: "Amber", last: "Collins" }],
  },
];

export type Companies = { acmeId: number; companyByName: Map<string, number>; count: number };

export async function insertCompanies(ctx: SeedContext, staff: Staff): Promise<Companies> {
  const { daysAgo, phone } = ctx;
  const companyRows = [ACME, ...OTHER_COMPANIES].map((c, i) => {
    const created = new Date(daysAgo(100 - i * 2));
    return {
      name: c.name,
      address: c.address,
      email: c.email,
      contactPersonName: c.contact,
      contactPersonPhone: phone(c.area),
      active: c.active,
      createdBy: i % 3 === 2 ? staff.demoAdminId : staff.superadminId,
      createdAt: created,
      updatedAt: created,
    };
  });
  const rows = await ctx.tx.insert(companies).values(companyRows).returning({ id: companies.id, name: companies.name });
  const companyByName = new Map(rows.map((c) => [c.name, c.id]));
  return { acmeId: companyByName.get(DEMO_COMPANY_NAME)!, companyByName, count: rows.length };
}
