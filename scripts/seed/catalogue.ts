import { vehicleMakes } from "@/db/schema";
import type { FuelType } from "@/lib/vehicles/fuel-types";
import type { SeedContext } from "./context";
import { demoClassesOf } from "./vehicle-classes";

/** A model with the maker's code its VINs start with (WMI) and the fuels it comes in. */
export type Model = { name: string; wmi: string; fuels: readonly FuelType[] };
export const CATALOGUE: { make: string; models: Model[] }[] = [
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

/** The vehicle makes and their models; returns how many makes. */
export async function insertCatalogue(ctx: SeedContext): Promise<number> {
  const makeRows = CATALOGUE.map((m, i) => {
    const created = new Date(ctx.daysAgo(115 - i));
    const models = m.models.map((x) => x.name);
    return { make: m.make, models, modelClasses: demoClassesOf(models), createdAt: created, updatedAt: created };
  });
  await ctx.tx.insert(vehicleMakes).values(makeRows);
  return makeRows.length;
}
