import { drivers } from "@/db/schema";
import type { Person, SeedContext } from "./context";

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

export type Drivers = { activeDrivers: number[]; count: number };

/** Each driver referred by one of the acting staff. */
export async function insertDrivers(ctx: SeedContext, actingStaff: number[]): Promise<Drivers> {
  const { rng, daysAgo, phone } = ctx;
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
  const rows = await ctx.tx.insert(drivers).values(driverRows).returning({ id: drivers.id, active: drivers.active });
  return { activeDrivers: rows.filter((d) => d.active).map((d) => d.id), count: rows.length };
}
