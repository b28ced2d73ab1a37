/**
 * Demo data (INTERFACES.md "Demo data"): the three demo accounts and enough companies,
 * users, drivers, addresses and jobs that every list has a second page.
 *
 * Deterministic (a fixed pseudo-random generator) except for dates, which are relative
 * to today in UTC. Idempotent: nothing happens when superadmin@example.com exists.
 */
import { fillTimeZones } from "./fill-time-zones";
import { vinCheckDigit } from "@/lib/jobs/vin";
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import { env } from "@/lib/env";
import type { JobStatus } from "@/lib/jobs/statuses";
import type { FuelType } from "@/lib/vehicles/fuel-types";
import type { Db, Tx } from "./client";
import { companies, drivers, jobLogs, jobs, locationUpdates, rides, savedAddresses, users, vehicleMakes, type NewJob } from "./schema";

export const DEMO_PASSWORD = "Password@123";
export const DEMO_SUPERADMIN_EMAIL = "superadmin@example.com";
export const DEMO_ADMIN_EMAIL = "admin@example.com";
export const DEMO_CUSTOMER_EMAIL = "customer@example.com";
export const DEMO_COMPANY_NAME = "Acme Motors";

/** Any constant: serialises two seeders on one PostgreSQL server. */
const SEED_LOCK_KEY = 731_204_118;

type SeedOptions = { log?: (line: string) => void };

export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => {});
  assertDemoDataAllowed();
  if (await superadminExists(db)) return { seeded: false };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await superadminExists(tx)) return null;
    return insertDemoData(tx, passwordHash);
  });
  if (!counts) return { seeded: false };
  log(
    `Seeded ${counts.users} users (${counts.staff} staff, ${counts.customers} customers), ${counts.companies} companies, ` +
      `${counts.drivers} drivers, ${counts.makes} vehicle makes, ${counts.addresses} saved addresses, ` +
      `${counts.jobs} jobs, ${counts.logs} job logs, ${counts.rides} rides, ${counts.locations} location updates.`,
  );
  return { seeded: true };
}

/**
 * Demo data never goes into a real production database (NODE_ENV=production with DATABASE_URL).
 * The embedded PGlite of `next start` runs with NODE_ENV=production too and is allowed.
 */
export function assertDemoDataAllowed(): void {
  const { NODE_ENV, DATABASE_URL } = env();
  if (NODE_ENV === "production" && DATABASE_URL) {
    throw new Error("Refusing to load demo data into a production database (NODE_ENV=production with DATABASE_URL set).");
  }
}

async function superadminExists(db: Db | Tx): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, DEMO_SUPERADMIN_EMAIL))
    .limit(1);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------
// Deterministic randomness and dates
// ---------------------------------------------------------------------------

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
};

function makeRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)],
    chance: (p) => next() < p,
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const atUtc = (date: string, time: string) => new Date(`${date}T${time}:00.000Z`).getTime();
const addDays = (date: string, days: number) => dateOf(atUtc(date, "00:00") + days * DAY);
const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);

// ---------------------------------------------------------------------------
// VINs
// ---------------------------------------------------------------------------

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const MODEL_YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789"; // 1980 (and 2010) is A

function makeVin(rng: Rng, wmi: string, year: number): string {
  let vds = "";
  for (let i = 0; i < 5; i++) vds += rng.pick([...VIN_CHARS]);
  const yearCode = MODEL_YEAR_CODES[(((year - 1980) % 30) + 30) % 30];
  const plant = rng.pick([..."ABCDEFGHJKLMNPRSTUVWXYZ0123456789"]);
  let serial = "";
  for (let i = 0; i < 6; i++) serial += String(rng.int(0, 9));
  const draft = `${wmi}${vds}0${yearCode}${plant}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

// ---------------------------------------------------------------------------
// Fixed demo content
// ---------------------------------------------------------------------------

type Model = { name: string; wmi: string; fuels: readonly FuelType[] };
const CATALOGUE: { make: string; models: Model[] }[] = [
  {
    make: "Toyota",
    models: [
      { name: "Camry", wmi: "4T1", fuels: ["Gas"] },
      { name: "Corolla", wmi: "2T1", fuels: ["Gas"] },
      { name: "RAV4", wmi: "2T3", fuels: ["Gas"] },
      { name: "Tacoma", wmi: "3TM", fuels: ["Gas"] },
      { name: "Highlander", wmi: "5TD", fuels: ["Gas"] },
      { name: "Tundra", wmi: "5TF", fuels: ["Gas"] },
    ],
  },
  {
    make: "Ford",
    models: [
      { name: "F-150", wmi: "1FT", fuels: ["Gas", "Diesel"] },
      { name: "F-250 Super Duty", wmi: "1FT", fuels: ["Diesel", "Gas"] },
      { name: "Explorer", wmi: "1FM", fuels: ["Gas"] },
      { name: "Escape", wmi: "1FM", fuels: ["Gas"] },
      { name: "Mustang Mach-E", wmi: "3FM", fuels: ["Electric"] },
    ],
  },
  {
    make: "Honda",
    models: [
      { name: "Civic", wmi: "2HG", fuels: ["Gas"] },
      { name: "Accord", wmi: "1HG", fuels: ["Gas"] },
      { name: "CR-V", wmi: "2HK", fuels: ["Gas"] },
      { name: "Pilot", wmi: "5FN", fuels: ["Gas"] },
    ],
  },
  {
    make: "Chevrolet",
    models: [
      { name: "Silverado 1500", wmi: "1GC", fuels: ["Gas", "Diesel"] },
      { name: "Silverado 2500HD", wmi: "1GC", fuels: ["Diesel"] },
      { name: "Equinox", wmi: "2GN", fuels: ["Gas"] },
      { name: "Tahoe", wmi: "1GN", fuels: ["Gas"] },
      { name: "Bolt EV", wmi: "1G1", fuels: ["Electric"] },
    ],
  },
  {
    make: "Tesla",
    models: [
      { name: "Model 3", wmi: "5YJ", fuels: ["Electric"] },
      { name: "Model Y", wmi: "7SA", fuels: ["Electric"] },
      { name: "Model S", wmi: "5YJ", fuels: ["Electric"] },
      { name: "Model X", wmi: "5YJ", fuels: ["Electric"] },
    ],
  },
  {
    make: "BMW",
    models: [
      { name: "3 Series", wmi: "WBA", fuels: ["Gas"] },
      { name: "5 Series", wmi: "WBA", fuels: ["Gas"] },
      { name: "X3", wmi: "5UX", fuels: ["Gas"] },
      { name: "X5", wmi: "5UX", fuels: ["Gas"] },
      { name: "i4", wmi: "WBY", fuels: ["Electric"] },
    ],
  },
];

type Place = { address: string; business: string; lat: number; lng: number };

/** Acme Motors' saved addresses (Dallas-Fort Worth based, with partner sites). */
const ACME_ADDRESSES: (Place & { type: "pickup" | "dropoff"; label: string })[] = [
  {
    type: "pickup",
    label: "Main Lot",
    business: "Acme Motors Main Lot",
    address: "4800 Lemmon Ave, Dallas, TX 75219",
    lat: 32.8141,
    lng: -96.8112,
  },
  {
    type: "pickup",
    label: "Fort Worth Service Center",
    business: "Acme Motors Fort Worth",
    address: "3900 W 7th St, Fort Worth, TX 76107",
    lat: 32.7512,
    lng: -97.3647,
  },
  {
    type: "pickup",
    label: "Houston Branch",
    business: "Acme Motors Houston",
    address: "6100 Katy Fwy, Houston, TX 77007",
    lat: 29.7846,
    lng: -95.4452,
  },
  {
    type: "pickup",
    label: "Austin Showroom",
    business: "Acme Motors Austin",
    address: "9500 Research Blvd, Austin, TX 78759",
    lat: 30.3905,
    lng: -97.7468,
  },
  {
    type: "pickup",
    label: "Plano Prep Center",
    business: "Acme Motors Reconditioning",
    address: "3000 N Central Expy, Plano, TX 75074",
    lat: 33.0289,
    lng: -96.7049,
  },
  {
    type: "pickup",
    label: "San Antonio Lot",
    business: "Acme Motors San Antonio",
    address: "11500 W Interstate 10, San Antonio, TX 78230",
    lat: 29.5502,
    lng: -98.5661,
  },
  {
    type: "dropoff",
    label: "Dallas Auction",
    business: "Manheim Dallas",
    address: "5333 W Kiest Blvd, Dallas, TX 75236",
    lat: 32.7031,
    lng: -96.9072,
  },
  {
    type: "dropoff",
    label: "DFW Rental Return",
    business: "DFW Airport Rental Car Center",
    address: "2424 E 38th St, DFW Airport, TX 75261",
    lat: 32.8722,
    lng: -97.0262,
  },
  {
    type: "dropoff",
    label: "Oklahoma City Dealer",
    business: "Sooner State Auto Sales",
    address: "7000 NW Expressway, Oklahoma City, OK 73132",
    lat: 35.5301,
    lng: -97.6302,
  },
  {
    type: "dropoff",
    label: "Chicago Partner Lot",
    business: "Bridgeport Auto Partners",
    address: "1200 W 35th St, Chicago, IL 60609",
    lat: 41.8305,
    lng: -87.6561,
  },
  {
    type: "dropoff",
    label: "Atlanta Customer Delivery",
    business: "Buckhead Premier Motors",
    address: "3400 Peachtree Rd NE, Atlanta, GA 30326",
    lat: 33.8472,
    lng: -84.3648,
  },
  {
    type: "dropoff",
    label: "Phoenix Fleet Yard",
    business: "Valley Fleet Services",
    address: "4400 E Washington St, Phoenix, AZ 85034",
    lat: 33.4482,
    lng: -111.9871,
  },
];

/** Pickup and drop-off places across US cities. */
const PLACES: Place[] = [
  { business: "Lone Star Auto Auction", address: "1500 Marilla St, Dallas, TX 75201", lat: 32.7763, lng: -96.7969 },
  { business: "Bayou City Motors", address: "1001 Avenida De Las Americas, Houston, TX 77010", lat: 29.7522, lng: -95.3585 },
  { business: "Capital City Fleet Services", address: "500 E Cesar Chavez St, Austin, TX 78701", lat: 30.2622, lng: -97.7388 },
  { business: "Windy City Auto Group", address: "233 S Wacker Dr, Chicago, IL 60606", lat: 41.8789, lng: -87.6359 },
  { business: "Motor City Vehicle Logistics", address: "1 Campus Martius, Detroit, MI 48226", lat: 42.3315, lng: -83.0466 },
  { business: "Peachtree Auto Depot", address: "265 Park Ave W NW, Atlanta, GA 30313", lat: 33.7627, lng: -84.3933 },
  { business: "Desert Sun Dealership", address: "200 W Washington St, Phoenix, AZ 85003", lat: 33.4484, lng: -112.0764 },
  { business: "Mile High Motors", address: "1701 Bryant St, Denver, CO 80204", lat: 39.7439, lng: -105.0201 },
  { business: "Queen City Auto Mall", address: "100 N Tryon St, Charlotte, NC 28202", lat: 35.2272, lng: -80.8431 },
  { business: "Biscayne Bay Motors", address: "401 Biscayne Blvd, Miami, FL 33132", lat: 25.7781, lng: -80.1868 },
  { business: "Music City Motors", address: "501 Broadway, Nashville, TN 37203", lat: 36.1606, lng: -86.7781 },
  { business: "Sunshine State Auto", address: "400 S Orange Ave, Orlando, FL 32801", lat: 28.5383, lng: -81.3792 },
  { business: "Arlington Auto Plaza", address: "1 AT&T Way, Arlington, TX 76011", lat: 32.7473, lng: -97.0945 },
  { business: "Alamo City Auto", address: "300 Alamo Plaza, San Antonio, TX 78205", lat: 29.426, lng: -98.4861 },
  { business: "North Star Automotive", address: "100 Washington Ave S, Minneapolis, MN 55401", lat: 44.9806, lng: -93.264 },
  { business: "Crossroads Auto Transport", address: "1 N Capitol Ave, Indianapolis, IN 46204", lat: 39.7684, lng: -86.163 },
  { business: "Crescent City Cars", address: "701 Poydras St, New Orleans, LA 70139", lat: 29.949, lng: -90.0695 },
  { business: "Heartland Auto Exchange", address: "1 Arrowhead Dr, Kansas City, MO 64129", lat: 39.049, lng: -94.4839 },
  { business: "Pacific Coast Auto Exchange", address: "1000 Vin Scully Ave, Los Angeles, CA 90012", lat: 34.0739, lng: -118.24 },
  { business: "Puget Sound Vehicle Hub", address: "800 Occidental Ave S, Seattle, WA 98134", lat: 47.5952, lng: -122.3316 },
  { business: "Red River Motors", address: "100 N Broadway Ave, Oklahoma City, OK 73102", lat: 35.4686, lng: -97.5133 },
  { business: "Liberty Bell Auto Center", address: "1 Citizens Bank Way, Philadelphia, PA 19148", lat: 39.9061, lng: -75.1665 },
];

type Person = { first: string; last: string };

const ADMINS: (Person & { active: boolean })[] = [
  { first: "Michael", last: "Thompson", active: true },
  { first: "Jessica", last: "Ramirez", active: true },
  { first: "David", last: "Chen", active: true },
  { first: "Sarah", last: "Johnson", active: true },
  { first: "Brian", last: "Patel", active: true },
  { first: "Emily", last: "Walker", active: true },
  { first: "Kevin", last: "O'Brien", active: true },
  { first: "Laura", last: "Martinez", active: true },
  { first: "Daniel", last: "Kim", active: false },
  { first: "Rachel", last: "Green", active: false },
];

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

type CompanySeed = {
  name: string;
  address: string;
  email: string;
  contact: string;
  area: string;
  active: boolean;
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

const OTHER_COMPANIES: CompanySeed[] = [
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

const DRIVERS: (Person & { note: string; active: boolean })[] = [
  { first: "Robert", last: "Wilson", note: "CDL Class A, 12 years experience. Prefers Texas and Oklahoma routes.", active: true },
  { first: "Carlos", last: "Hernandez", note: "Bilingual (English/Spanish). Enclosed trailer certified.", active: true },
  { first: "Anthony", last: "Davis", note: "Available weekends. Based in Houston.", active: true },
  { first: "Jamal", last: "Washington", note: "Long-haul specialist, Midwest and Great Lakes.", active: true },
  { first: "Steven", last: "Miller", note: "EV handling training completed.", active: true },
  { first: "Miguel", last: "Torres", note: "Based in Phoenix; covers the Southwest.", active: true },
  { first: "Christopher", last: "Lee", note: "", active: true },
  { first: "Darnell", last: "Jackson", note: "Prefers day trips within 300 miles.", active: true },
  { first: "Patrick", last: "Murphy", note: "Southeast routes (Atlanta, Charlotte, Nashville).", active: true },
  { first: "Jose", last: "Ramirez", note: "Flatbed and dually experience.", active: true },
  { first: "William", last: "Turner", note: "New driver, onboarding completed.", active: true },
  { first: "Frank", last: "Russo", note: "On leave until further notice.", active: false },
];

const POC_NAMES = [
  "JOHN MILLER",
  "MARIA GONZALEZ",
  "JAMES SMITH",
  "LINDA NGUYEN",
  "ROBERT BROWN",
  "PATRICIA DAVIS",
  "MICHAEL JONES",
  "JENNIFER GARCIA",
  "WILLIAM MOORE",
  "ELIZABETH TAYLOR",
  "DAVID ANDERSON",
  "SUSAN THOMAS",
  "RICHARD JACKSON",
  "KAREN WHITE",
  "JOSEPH HARRIS",
  "NANCY MARTIN",
  "CHARLES CLARK",
  "LISA LEWIS",
];
const AREA_CODES = ["214", "469", "713", "512", "312", "313", "404", "602", "303", "704", "305", "615", "817", "210"];
const PICKUP_TIMES = ["07:00", "07:30", "08:00", "08:30", "09:00", "09:30", "10:00", "10:30", "11:00"];
const DROPOFF_TIMES = ["12:00", "12:30", "13:00", "14:00", "14:30", "15:00", "16:00", "16:30", "17:00", "18:00"];
const PICKUP_NOTES = [
  "",
  "",
  "Keys at the front desk.",
  "Call 30 minutes before arrival.",
  "Vehicle is parked in row C.",
  "Gate code 4417.",
  "Ask for the lot manager.",
];
const DROPOFF_NOTES = [
  "",
  "",
  "Deliver to the service entrance.",
  "Receiving hours 8am-5pm only.",
  "Customer will inspect on arrival.",
  "Leave keys with the cashier.",
];
const EMPIRE_NOTES = [
  "",
  "",
  "Dealer trade, handle with care.",
  "Fleet rotation.",
  "Customer purchase, deliver detailed.",
  "Lease return.",
];
const DRIVER_NOTES = [
  "",
  "",
  "Low tire pressure warning, check before departure.",
  "Do not exceed 65 mph.",
  "Photos of all four sides required.",
  "Vehicle has a temporary tag.",
];
const DAMAGE_NOTES = [
  "No visible damage.",
  "Small scratch on rear bumper.",
  "Minor chip on windshield.",
  "Light curb rash on front left wheel.",
  "Door ding on passenger side.",
];
const DELIVERY_NOTES = [
  "Delivered without issues.",
  "Delivered, receipt signed by the receiving manager.",
  "Delivered; keys left with the front desk.",
  "Delivered on time, customer inspected the vehicle.",
];
const RESCHEDULE_REASONS = [
  "Receiving lot closed that day.",
  "Customer asked for a later date.",
  "Vehicle still in the service bay.",
  "Buyer financing delayed.",
];
const CANCEL_REASONS = [
  "Deal fell through.",
  "Vehicle sold locally.",
  "Customer no longer needs transport.",
  "Duplicate request.",
  "Vehicle failed inspection.",
];

// ---------------------------------------------------------------------------
// Job plans
// ---------------------------------------------------------------------------

type Plan = {
  status: JobStatus;
  /** The status before the last step (rescheduled, awaiting_*, cancelled). */
  from?: JobStatus;
  viaPoMissing?: boolean;
  noDriver?: boolean;
  pickupToday?: boolean;
  recent?: boolean;
};

const repeat = (n: number, plan: Plan): Plan[] => Array.from({ length: n }, () => ({ ...plan }));

const ACME_PLANS: Plan[] = [
  ...repeat(3, { status: "submitted" }),
  ...repeat(2, { status: "submitted", viaPoMissing: true }),
  { status: "approved", pickupToday: true },
  ...repeat(4, { status: "approved" }),
  { status: "approved", viaPoMissing: true },
  ...repeat(2, { status: "approved", noDriver: true }),
  ...repeat(2, { status: "rescheduled", from: "approved" }),
  { status: "rescheduled", from: "submitted" },
  ...repeat(3, { status: "in_transit" }),
  ...repeat(4, { status: "PO_missing" }),
  ...repeat(2, { status: "awaiting_reschedule_date", from: "approved" }),
  { status: "awaiting_reschedule_date", from: "submitted" },
  ...repeat(2, { status: "awaiting_for_cancellation", from: "approved" }),
  { status: "awaiting_for_cancellation", from: "submitted" },
  { status: "delivered", recent: true },
  ...repeat(10, { status: "delivered" }),
  { status: "cancelled", from: "submitted" },
  { status: "cancelled", from: "PO_missing" },
  { status: "cancelled", from: "awaiting_for_cancellation" },
];

const OTHER_PLANS: Plan[] = [
  ...repeat(2, { status: "submitted" }),
  { status: "approved", pickupToday: true },
  ...repeat(4, { status: "approved" }),
  { status: "PO_missing" },
  { status: "rescheduled", from: "approved" },
  { status: "in_transit" },
  ...repeat(3, { status: "delivered" }),
  { status: "cancelled", from: "approved" },
  { status: "awaiting_for_cancellation", from: "submitted" },
];

type LogStep = { status: JobStatus; actor: "customer" | "admin" | "driver" };

function logSteps(plan: Plan): LogStep[] {
  const start: LogStep[] = plan.viaPoMissing
    ? [
        { status: "PO_missing", actor: "customer" },
        { status: "submitted", actor: "customer" },
      ]
    : [{ status: "submitted", actor: "customer" }];
  const approved: LogStep = { status: "approved", actor: "admin" };
  switch (plan.status) {
    case "submitted":
      return start;
    case "PO_missing":
      return [{ status: "PO_missing", actor: "customer" }];
    case "approved":
      return [...start, approved];
    case "rescheduled":
    case "awaiting_reschedule_date":
    case "awaiting_for_cancellation":
      return [...start, ...(plan.from === "approved" ? [approved] : []), { status: plan.status, actor: "customer" }];
    case "in_transit":
      return [...start, approved, { status: "in_transit", actor: "driver" }];
    case "delivered":
      return [...start, approved, { status: "in_transit", actor: "driver" }, { status: "delivered", actor: "driver" }];
    case "cancelled":
      if (plan.from === "PO_missing")
        return [
          { status: "PO_missing", actor: "customer" },
          { status: "cancelled", actor: "admin" },
        ];
      if (plan.from === "approved") return [...start, approved, { status: "cancelled", actor: "admin" }];
      if (plan.from === "awaiting_for_cancellation") {
        return [...start, { status: "awaiting_for_cancellation", actor: "customer" }, { status: "cancelled", actor: "admin" }];
      }
      return [...start, { status: "cancelled", actor: "admin" }];
  }
}

function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(h));
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

// ---------------------------------------------------------------------------
// The insert
// ---------------------------------------------------------------------------

async function insertDemoData(tx: Tx, passwordHash: string) {
  const rng = makeRng(0x5eed_2024);
  const now = Date.now();
  const todayStart = atUtc(dateOf(now), "00:00");
  const today = dateOf(now);
  const currentYear = new Date(now).getUTCFullYear();
  /** `days` days ago at a fixed-ish time of day (never in the future). */
  const daysAgo = (days: number, hour = rng.int(8, 18), minute = rng.int(0, 59)) =>
    Math.min(todayStart - days * DAY + hour * HOUR + minute * MINUTE, now - 2 * HOUR - minute * MINUTE);
  const phone = (area = rng.pick(AREA_CODES)) => `${area}555${String(rng.int(100, 199)).padStart(4, "0")}`;
  const emailOf = (p: Person) => `${p.first}.${p.last}`.toLowerCase().replace(/[^a-z.]/g, "") + "@example.com";

  // Users: the superadmin first (the others name it as their creator).
  const superadminCreated = new Date(daysAgo(120));
  const [superadmin] = await tx
    .insert(users)
    .values({
      username: "Super Admin",
      firstName: "Super",
      lastName: "Admin",
      email: DEMO_SUPERADMIN_EMAIL,
      phoneNumber: "2145550100",
      passwordHash,
      role: "superadmin",
      createdAt: superadminCreated,
      updatedAt: superadminCreated,
    })
    .returning({ id: users.id });

  const staffRows = [
    { first: "Demo", last: "Admin", email: DEMO_ADMIN_EMAIL, active: true, phone: "2145550101", days: 110 },
    ...ADMINS.map((a, i) => ({ ...a, email: `admin${i + 1}@example.com`, phone: phone(), days: 105 - i * 3 })),
  ].map((a) => {
    const created = new Date(daysAgo(a.days));
    return {
      username: `${a.first} ${a.last}`,
      firstName: a.first,
      lastName: a.last,
      email: a.email,
      phoneNumber: a.phone,
      passwordHash,
      role: "admin" as const,
      active: a.active,
      createdBy: superadmin.id,
      createdAt: created,
      updatedAt: created,
    };
  });
  const staff = await tx.insert(users).values(staffRows).returning({ id: users.id, email: users.email, active: users.active });
  const adminByEmail = new Map(staff.map((s) => [s.email, s.id]));
  const demoAdminId = adminByEmail.get(DEMO_ADMIN_EMAIL)!;
  const actingStaff = [superadmin.id, demoAdminId, demoAdminId, ...staff.filter((s) => s.active).map((s) => s.id)];

  // Companies.
  const companySeeds = [ACME, ...OTHER_COMPANIES];
  const companyRows = companySeeds.map((c, i) => {
    const created = new Date(daysAgo(100 - i * 2));
    return {
      name: c.name,
      address: c.address,
      email: c.email,
      contactPersonName: c.contact,
      contactPersonPhone: phone(c.area),
      active: c.active,
      createdBy: i % 3 === 2 ? demoAdminId : superadmin.id,
      createdAt: created,
      updatedAt: created,
    };
  });
  const companyIds = await tx.insert(companies).values(companyRows).returning({ id: companies.id, name: companies.name });
  const companyByName = new Map(companyIds.map((c) => [c.name, c.id]));
  const acmeId = companyByName.get(DEMO_COMPANY_NAME)!;

  // Customers.
  type CustomerSeed = Person & {
    email: string;
    companyId: number;
    active: boolean;
    username?: string;
    createdBy: number;
    days: number;
    area: string;
  };
  const customerSeeds: CustomerSeed[] = [
    {
      first: "Casey",
      last: "Customer",
      email: DEMO_CUSTOMER_EMAIL,
      companyId: acmeId,
      active: true,
      createdBy: superadmin.id,
      days: 98,
      area: "214",
    },
    ...ACME_CUSTOMERS.map((c, i) => ({
      ...c,
      email: `customer${i + 1}@example.com`,
      companyId: acmeId,
      createdBy: i % 2 === 0 ? superadmin.id : demoAdminId,
      days: 95 - i * 4,
      area: rng.pick(["214", "469", "972", "817"]),
    })),
    ...OTHER_COMPANIES.flatMap((company, ci) =>
      company.customers.map((c, j) => ({
        ...c,
        email: emailOf(c),
        companyId: companyByName.get(company.name)!,
        active: true,
        createdBy: (ci + j) % 2 === 0 ? superadmin.id : demoAdminId,
        days: 90 - ci * 3 - j,
        area: company.area,
      })),
    ),
  ];
  const customerRows = customerSeeds.map((c) => {
    const created = new Date(daysAgo(c.days));
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
  const customers = await tx
    .insert(users)
    .values(customerRows)
    .returning({ id: users.id, email: users.email, companyId: users.companyId, active: users.active });
  const demoCustomerId = customers.find((c) => c.email === DEMO_CUSTOMER_EMAIL)!.id;
  const activeCustomersOf = (companyId: number) => customers.filter((c) => c.companyId === companyId && c.active).map((c) => c.id);

  // Drivers.
  const driverRows = DRIVERS.map((d, i) => {
    const created = new Date(daysAgo(88 - i * 2));
    return {
      name: `${d.first} ${d.last}`,
      email: `driver${i + 1}@example.com`,
      phone: phone(),
      note: d.note,
      active: d.active,
      referredBy: rng.pick(actingStaff),
      createdAt: created,
      updatedAt: created,
    };
  });
  const driverIds = await tx.insert(drivers).values(driverRows).returning({ id: drivers.id, active: drivers.active });
  const activeDrivers = driverIds.filter((d) => d.active).map((d) => d.id);

  // Vehicle catalogue.
  const makeRows = CATALOGUE.map((m, i) => {
    const created = new Date(daysAgo(115 - i));
    return { make: m.make, models: m.models.map((x) => x.name), createdAt: created, updatedAt: created };
  });
  await tx.insert(vehicleMakes).values(makeRows);

  // Acme's saved addresses.
  const addressRows = ACME_ADDRESSES.map((a, i) => {
    const created = new Date(daysAgo(90 - i * 6));
    return {
      companyId: acmeId,
      createdBy: demoCustomerId,
      type: a.type,
      label: a.label,
      address: a.address,
      businessName: a.business,
      latitude: a.lat,
      longitude: a.lng,
      createdAt: created,
      updatedAt: created,
    };
  });
  await tx.insert(savedAddresses).values(addressRows);

  // Jobs.
  const otherCompanyIds = OTHER_COMPANIES.filter((c) => c.active).map((c) => companyByName.get(c.name)!);
  const planned = [
    ...ACME_PLANS.map((plan) => ({ plan, companyId: acmeId })),
    ...OTHER_PLANS.map((plan, i) => ({ plan, companyId: otherCompanyIds[i % otherCompanyIds.length] })),
  ];
  const acmePickups = ACME_ADDRESSES.filter((a) => a.type === "pickup");
  const acmeDropoffs = ACME_ADDRESSES.filter((a) => a.type === "dropoff");
  const usedVins = new Set<string>();
  let poCounter = 10_000;
  // One in-transit job has a long trip (more positions than a job's details carry), so the
  // tracking list's "Show earlier updates" has something to show in the demo.
  const LONG_TRACK_POINTS = 64;
  let longTrackGiven = false;

  type Built = {
    job: NewJob & { vinNumber: string };
    logs: { status: JobStatus; actor: LogStep["actor"]; at: number }[];
    ride?: {
      checkinMileage: number;
      damageNotes: string;
      checkedInAt: number;
      startedAt: number;
      endingMileage?: number;
      deliveryNotes?: string;
      deliveredAt?: number;
    };
    track: { lat: number; lng: number; at: number }[];
  };

  const built: Built[] = planned.map(({ plan, companyId }) => {
    const isAcme = companyId === acmeId;
    // Customer, vehicle, route: drawn the same way for every job (determinism).
    const acmeOthers = activeCustomersOf(acmeId).filter((id) => id !== demoCustomerId);
    const customerPick = rng.next();
    const customerId = isAcme
      ? customerPick < 0.8
        ? demoCustomerId
        : acmeOthers[Math.floor(rng.next() * acmeOthers.length)]
      : rng.pick(activeCustomersOf(companyId));
    const make = rng.pick(CATALOGUE);
    const model = rng.pick(make.models);
    const year = currentYear - rng.int(0, 9);
    let vin = makeVin(rng, model.wmi, year);
    while (usedVins.has(vin)) vin = makeVin(rng, model.wmi, year);
    usedVins.add(vin);
    const fuelType = rng.pick(model.fuels);

    const pickupPlace: Place = isAcme && rng.chance(0.75) ? rng.pick(acmePickups) : rng.pick(PLACES);
    let dropoffPlace: Place = isAcme && rng.chance(0.5) ? rng.pick(acmeDropoffs) : rng.pick(PLACES);
    while (dropoffPlace.address === pickupPlace.address || milesBetween(pickupPlace, dropoffPlace) < 15) {
      dropoffPlace = rng.pick(PLACES);
    }
    const miles = milesBetween(pickupPlace, dropoffPlace);
    const transitDays = Math.max(1, Math.ceil(miles / 500));
    const pickupTime = rng.pick(PICKUP_TIMES);
    const dropoffTime = rng.pick(DROPOFF_TIMES);

    // Dates by status.
    const r = {
      a: rng.int(0, 35),
      b: rng.int(1, 21),
      c: rng.int(2, 30),
      d: rng.int(1, 14),
      e: rng.int(14, 60),
      f: rng.int(2, 5),
      g: rng.int(4, 15),
      h: rng.int(1, 2),
      k: rng.int(8, 30),
      m: rng.int(3, 6),
    };
    const createdHour = rng.int(8, 19);
    const createdMinute = rng.int(0, 59);
    let createdAt: number;
    let pickupDate: string;
    let deliveredAt: number | undefined;
    switch (plan.status) {
      case "delivered":
        if (plan.recent) {
          deliveredAt = now - r.k * HOUR - createdMinute * MINUTE;
          pickupDate = addDays(dateOf(deliveredAt), -transitDays);
          createdAt = daysAgo(transitDays + r.m + 2, createdHour, createdMinute);
        } else {
          createdAt = daysAgo(r.e, createdHour, createdMinute);
          pickupDate = addDays(dateOf(createdAt), r.f);
          deliveredAt = atUtc(addDays(pickupDate, transitDays), dropoffTime) + (createdMinute % 40) * MINUTE;
        }
        break;
      case "in_transit":
        createdAt = daysAgo(r.g, createdHour, createdMinute);
        pickupDate = addDays(today, -r.h);
        break;
      case "cancelled":
        createdAt = daysAgo(r.e - 10, createdHour, createdMinute);
        pickupDate = addDays(dateOf(createdAt), r.g);
        break;
      case "approved":
        createdAt = daysAgo(r.a, createdHour, createdMinute);
        pickupDate = addDays(today, plan.pickupToday ? 0 : r.b);
        break;
      case "awaiting_reschedule_date":
      case "awaiting_for_cancellation":
        createdAt = daysAgo(r.a, createdHour, createdMinute);
        pickupDate = addDays(today, r.d);
        break;
      default:
        createdAt = daysAgo(r.a, createdHour, createdMinute);
        pickupDate = addDays(today, r.c);
    }
    let dropoffDate = addDays(pickupDate, transitDays);
    let dropoffTimeFinal = dropoffTime;
    if (plan.status === "in_transit" && dropoffDate <= today) dropoffDate = addDays(today, 1);
    if (deliveredAt !== undefined) {
      dropoffDate = dateOf(deliveredAt);
      dropoffTimeFinal = hhmm(Math.floor(deliveredAt / (30 * MINUTE)) * 30 * MINUTE);
    }
    const pickupAt = atUtc(pickupDate, pickupTime);

    // Driver and ride.
    const driverPick = rng.pick(activeDrivers);
    const hasDriver = (plan.status === "approved" && !plan.noDriver) || plan.status === "in_transit" || plan.status === "delivered";
    const driverId = hasDriver ? driverPick : null;
    const baseMileage = (currentYear - year + 1) * rng.int(6_000, 12_000) + rng.int(5, 900);
    const damageNotes = rng.pick(DAMAGE_NOTES);
    const deliveryNotes = rng.pick(DELIVERY_NOTES);
    let trackPoints = rng.int(3, 6);
    if (plan.status === "in_transit" && isAcme && !longTrackGiven) {
      trackPoints = LONG_TRACK_POINTS;
      longTrackGiven = true;
    }

    // Timeline.
    const steps = logSteps(plan);
    const driverSteps = steps.filter((s) => s.actor === "driver");
    const officeSteps = steps.filter((s) => s.actor !== "driver");
    const officeEnd =
      driverSteps.length > 0
        ? pickupAt - 3 * HOUR
        : plan.status === "cancelled"
          ? Math.min(now - 5 * MINUTE, pickupAt - HOUR)
          : now - 5 * MINUTE;
    const fractions = officeSteps.map((_, i) => (i === 0 ? 0 : rng.next())).sort((x, y) => x - y);
    const logs: Built["logs"] = officeSteps.map((s, i) => ({
      status: s.status,
      actor: s.actor,
      at: Math.round(createdAt + (officeEnd - createdAt) * (i === 0 ? 0 : 0.1 + 0.85 * fractions[i])),
    }));

    let ride: Built["ride"];
    const track: Built["track"] = [];
    if (plan.status === "in_transit" || plan.status === "delivered") {
      const checkedInAt = pickupAt + 10 * MINUTE;
      const startedAt = pickupAt + 25 * MINUTE;
      const firstUpdate = pickupAt + 45 * MINUTE;
      const lastUpdate = deliveredAt ?? now - 15 * MINUTE;
      const plannedEnd = atUtc(dropoffDate, dropoffTimeFinal);
      const progress =
        deliveredAt !== undefined ? 1 : Math.min(0.9, Math.max(0.15, (now - startedAt) / Math.max(HOUR, plannedEnd - startedAt)));
      for (let i = 0; i < trackPoints; i++) {
        const share = trackPoints === 1 ? 1 : i / (trackPoints - 1);
        const along = 0.03 + (progress - 0.03) * share;
        track.push({
          lat: round6(pickupPlace.lat + (dropoffPlace.lat - pickupPlace.lat) * along),
          lng: round6(pickupPlace.lng + (dropoffPlace.lng - pickupPlace.lng) * along),
          at: Math.round(firstUpdate + (lastUpdate - firstUpdate) * share) - (i === trackPoints - 1 && deliveredAt ? MINUTE : 0),
        });
      }
      logs.push({ status: "in_transit", actor: "driver", at: firstUpdate });
      ride = { checkinMileage: baseMileage, damageNotes, checkedInAt, startedAt };
      if (deliveredAt !== undefined) {
        logs.push({ status: "delivered", actor: "driver", at: deliveredAt });
        ride.endingMileage = baseMileage + Math.round(miles * 1.18);
        ride.deliveryNotes = deliveryNotes;
        ride.deliveredAt = deliveredAt;
      }
    }

    // Texts.
    const poMissing = plan.status === "PO_missing" || (plan.status === "cancelled" && plan.from === "PO_missing");
    poCounter += rng.int(3, 97);
    const poNumber = poMissing ? null : `PO-${poCounter}`;
    const cancelReason = rng.pick(CANCEL_REASONS);
    const rescheduleReason = rng.pick(RESCHEDULE_REASONS);
    const flags = { washed: rng.chance(0.4), full: rng.chance(0.35), contact: rng.chance(0.5), relax: rng.chance(0.3) };
    const texts = {
      pickupPoc: rng.pick(POC_NAMES),
      dropoffPoc: rng.pick(POC_NAMES),
      pickupPhone: phone(),
      dropoffPhone: phone(),
      pickupNote: rng.pick(PICKUP_NOTES),
      dropoffNote: rng.pick(DROPOFF_NOTES),
      empire: rng.pick(EMPIRE_NOTES),
      driver: rng.pick(DRIVER_NOTES),
    };
    const lastLogAt = logs[logs.length - 1].at;

    const job: Built["job"] = {
      companyId,
      customerId,
      requestStatus: plan.status,
      statusBeforeCancellation: plan.status === "awaiting_for_cancellation" ? (plan.from ?? "submitted") : null,
      cancellationReason: plan.status === "cancelled" || plan.status === "awaiting_for_cancellation" ? cancelReason : null,
      rescheduleReason: plan.status === "rescheduled" || plan.status === "awaiting_reschedule_date" ? rescheduleReason : null,
      driverId,
      linkVersion: driverId ? 1 : 0,
      vehicleYear: year,
      vehicleMake: make.make,
      vehicleModel: model.name,
      vinNumber: vin,
      fuelType,
      poNumber,
      deliverWashed: flags.washed,
      deliverFull: flags.full,
      sendDriverContactInfo: flags.contact,
      timeRelaxation: flags.relax,
      pickupBusinessName: pickupPlace.business,
      pickupLocation: pickupPlace.address,
      pickupLatitude: pickupPlace.lat,
      pickupLongitude: pickupPlace.lng,
      pickupDate,
      pickupTime,
      pickupPocName: texts.pickupPoc,
      pickupPocPhone: texts.pickupPhone,
      pickupAdditionalNote: texts.pickupNote,
      dropoffBusinessName: dropoffPlace.business,
      dropoffLocation: dropoffPlace.address,
      dropoffLatitude: dropoffPlace.lat,
      dropoffLongitude: dropoffPlace.lng,
      dropoffDate,
      dropoffTime: dropoffTimeFinal,
      dropoffPocName: texts.dropoffPoc,
      dropoffPocPhone: texts.dropoffPhone,
      dropoffAdditionalNote: texts.dropoffNote,
      empireNotes: texts.empire,
      driverNotes: texts.driver,
      deliveredAt: deliveredAt !== undefined ? new Date(deliveredAt) : null,
      lastLatitude: track.at(-1)?.lat ?? null,
      lastLongitude: track.at(-1)?.lng ?? null,
      lastLocationAt: track.length > 0 ? new Date(track[track.length - 1].at) : null,
      createdAt: new Date(createdAt),
      updatedAt: new Date(lastLogAt),
    };
    return { job, logs, ride, track };
  });

  // Oldest first, so ids grow with created_at.
  built.sort((x, y) => (x.job.createdAt as Date).getTime() - (y.job.createdAt as Date).getTime());
  const jobIds = await tx
    .insert(jobs)
    .values(built.map((b) => b.job))
    .returning({ id: jobs.id, vin: jobs.vinNumber });
  await fillTimeZones(tx);
  const jobIdByVin = new Map(jobIds.map((j) => [j.vin, j.id]));

  const logRows = built.flatMap((b) => {
    const jobId = jobIdByVin.get(b.job.vinNumber)!;
    return b.logs.map((l) => ({
      jobId,
      requestStatus: l.status,
      userId: l.actor === "customer" ? b.job.customerId : l.actor === "admin" ? rng.pick(actingStaff) : null,
      driverId: l.actor === "driver" ? (b.job.driverId ?? null) : null,
      note:
        l.status === "cancelled" || l.status === "awaiting_for_cancellation"
          ? (b.job.cancellationReason ?? null)
          : l.status === "rescheduled" || l.status === "awaiting_reschedule_date"
            ? (b.job.rescheduleReason ?? null)
            : null,
      createdAt: new Date(l.at),
    }));
  });
  await tx.insert(jobLogs).values(logRows);

  const withRide = built.filter((b) => b.ride);
  if (withRide.length > 0) {
    await tx.insert(rides).values(
      withRide.map((b) => {
        const ride = b.ride!;
        return {
          jobId: jobIdByVin.get(b.job.vinNumber)!,
          driverId: b.job.driverId!,
          rideStatus: ride.deliveredAt !== undefined ? ("delivered" as const) : ("ride_started" as const),
          checkinMileage: ride.checkinMileage,
          damageNotes: ride.damageNotes,
          endingMileage: ride.endingMileage ?? null,
          deliveryNotes: ride.deliveryNotes ?? null,
          checkedInAt: new Date(ride.checkedInAt),
          startedAt: new Date(ride.startedAt),
          deliveredAt: ride.deliveredAt !== undefined ? new Date(ride.deliveredAt) : null,
          createdAt: new Date(ride.checkedInAt),
          updatedAt: new Date(ride.deliveredAt ?? b.track[b.track.length - 1].at),
        };
      }),
    );
    await tx.insert(locationUpdates).values(
      withRide.flatMap((b) =>
        b.track.map((p) => ({
          jobId: jobIdByVin.get(b.job.vinNumber)!,
          driverId: b.job.driverId!,
          latitude: p.lat,
          longitude: p.lng,
          createdAt: new Date(p.at),
        })),
      ),
    );
  }

  return {
    users: 1 + staff.length + customers.length,
    staff: 1 + staff.length,
    customers: customers.length,
    companies: companyIds.length,
    drivers: driverIds.length,
    makes: makeRows.length,
    addresses: addressRows.length,
    jobs: jobIds.length,
    logs: logRows.length,
    rides: withRide.length,
    locations: withRide.reduce((n, b) => n + b.track.length, 0),
  };
}
