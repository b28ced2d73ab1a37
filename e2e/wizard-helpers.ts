import { expect, type Locator, type Page } from "@playwright/test";
import { vinCheckDigit } from "../lib/jobs/vin";

/** Steps through the New Job wizard as a customer would (components/job-wizard). */

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

/** A fresh VIN with a correct check digit, so no run shares one with another. */
export function uniqueVin(): string {
  let vin = "";
  for (let i = 0; i < 17; i++) vin += VIN_CHARS[Math.floor(Math.random() * VIN_CHARS.length)];
  return vin.slice(0, 8) + vinCheckDigit(vin) + vin.slice(9);
}

export function utcDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
}

export const side = (page: Page, which: "pickup" | "dropoff") =>
  page.getByRole("region", { name: which === "pickup" ? "Pickup location" : "Drop-off location" });

export async function next(page: Page) {
  await page.getByRole("button", { name: "Next", exact: true }).click();
}

export async function expectStep(page: Page, title: string) {
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
}

export async function openWizard(page: Page) {
  await page.goto("/jobs/create-job");
  await expectStep(page, "Timing");
}

/** Step 1 with a pickup three days ahead. */
export async function fillTiming(page: Page) {
  await page.getByLabel("Pickup date").fill(utcDay(3));
  await page.getByLabel("Pickup time").fill("10:00");
  await page.getByLabel("Dropoff date").fill(utcDay(5));
  await page.getByLabel("Dropoff time").fill("15:30");
  await page.getByLabel("Both are important but flexible").check();
  await next(page);
  await expectStep(page, "Locations");
}

/** Types into a side's place search and takes the first suggestion; answers the chosen text. */
export async function searchPlace(area: Locator, text: string): Promise<string> {
  await area.getByRole("combobox").fill(text);
  const first = area.getByRole("option").first();
  await expect(first).toBeVisible();
  const chosen = (await first.textContent())!.trim();
  await first.click();
  await expect(area.getByTestId(/selected-location$/)).toHaveText(chosen);
  return chosen;
}

export async function fillContact(area: Locator, name: string, phone: string) {
  await area.getByLabel("POC name").fill(name);
  await area.getByLabel("POC phone").fill(phone);
}

/** Step 2 with places found by search. */
export async function fillLocations(page: Page) {
  await searchPlace(side(page, "pickup"), "Dallas");
  await fillContact(side(page, "pickup"), "Pat Pickup", "2145550100");
  await searchPlace(side(page, "dropoff"), "Houston");
  await fillContact(side(page, "dropoff"), "Dana Dropoff", "7135550100");
  await next(page);
  await expectStep(page, "Vehicles");
}

export async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

export type Vehicle = { year?: string; make: string; model: string; vin: string; fuel: string; po?: string };

export async function fillVehicle(page: Page, v: Vehicle) {
  await choose(page, "Year", v.year ?? String(new Date().getUTCFullYear()));
  await choose(page, "Make", v.make);
  await choose(page, "Model", v.model);
  await page.getByLabel("VIN").fill(v.vin);
  await choose(page, "Fuel type", v.fuel);
  if (v.po) await page.getByLabel("PO Number").fill(v.po);
}
