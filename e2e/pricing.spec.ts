import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";
import { expectStep, fillLocations, fillTiming, fillVehicle, next, openWizard, uniqueVin } from "./wizard-helpers";

/** Screenshots to look at (E2E_SCREENSHOTS=dir). */
async function snap(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
}

test("a customer sees each vehicle's price, its lines and the estimate in the wizard's review, and on the job", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.customer);
  const vin = uniqueVin();
  await openWizard(page);
  await fillTiming(page);
  await fillLocations(page);
  // The demo catalogue classes the RAV4 as an SUV.
  await fillVehicle(page, { make: "Toyota", model: "RAV4", vin, fuel: "Gas", po: "PO-PRICE-1" });
  await page.getByRole("button", { name: "Add vehicle" }).click();
  await next(page);
  await expectStep(page, "Service options");
  await page.getByLabel("Deliver washed").check();
  await next(page);
  await expectStep(page, "Notes");
  await next(page);
  await expectStep(page, "Review");

  const price = page.getByRole("region", { name: "Price" });
  await expect(price.getByTestId("wizard-quote")).toBeVisible();
  await expect(price).toContainText("SUV surcharge");
  await expect(price).toContainText("Deliver washed");
  await expect(price).toContainText("(estimate)");
  await expect(price.getByText("estimate", { exact: true })).toBeVisible();
  const total = (await price.getByTestId("price-total").textContent())!.trim();
  expect(total).toMatch(/^\$[\d,]+\.\d\d$/);
  await snap(page, "wizard-review-price");

  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/jobs");
  await page.getByRole("searchbox").fill(vin);
  // The search has answered (its one row), so the row clicked is not one the search replaces.
  await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText("1–1 of 1");
  await page.getByRole("row").filter({ hasText: vin }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/jobs\/job-details\/\d+/);
  const card = page.getByRole("region", { name: "Price" });
  await expect(card.getByTestId("price-total")).toHaveText(total);
  await snap(page, "job-detail-price-customer");
});

test("an admin edits the default rate card: a new version from today, the minimum in force", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto("/setting");
  await page.getByRole("link", { name: "Rates" }).click();
  await expect(page).toHaveURL(/\/setting\/rates$/);
  const card = page.getByRole("region", { name: "Default" });
  const versions = card.getByRole("list", { name: "Default versions" }).getByRole("listitem");
  const before = await versions.count();

  await card.getByText("Edit Default (a new version)").click();
  const minimum = (Math.floor(Math.random() * 9000) + 1000) / 100;
  await card.getByLabel("Minimum per vehicle ($)").fill(minimum.toFixed(2));
  await card.getByLabel("Band 1 from (mi)").fill("5");
  await card.getByRole("button", { name: "Save as a new version" }).click();
  await expect(card.getByRole("alert").filter({ hasText: "The first band starts at 0 miles." })).toBeVisible();

  await card.getByLabel("Band 1 from (mi)").fill("0");
  await card.getByRole("button", { name: "Save as a new version" }).click();
  await expect(page.getByText("Rate card saved as a new version")).toBeVisible();
  await expect(versions).toHaveCount(before + 1);
  await expect(card.getByText(`$${minimum.toFixed(2)}`).first()).toBeVisible();
  await snap(page, "rates");

  await page.goto("/setting");
  await snap(page, "settings-catalogue");
});

test("an admin sets a job's price with a reason: the total, and 'Price changed' on the timeline", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto("/admin-jobs?tab=pendingApproval");
  await page.getByRole("table").getByRole("row").nth(1).getByRole("link").first().click();
  const card = page.getByRole("region", { name: "Price" });
  await expect(card).toBeVisible();
  await card.getByText("Change the price").click();
  await card.getByLabel("New price ($)").fill("499.00");
  await card.getByRole("button", { name: "Change price" }).click();
  await expect(card.getByRole("alert").filter({ hasText: "Please give the reason for the new price." })).toBeVisible();
  await card.getByLabel("Reason").fill("Contract rate agreed by phone");
  await card.getByRole("button", { name: "Change price" }).click();
  await expect(page.getByText("Price changed").first()).toBeVisible();
  await expect(card.getByTestId("price-total")).toHaveText("$499.00");
  await expect(card).toContainText("Adjusted by staff");
  await expect(page.getByTestId("timeline")).toContainText("Price changed");
  await snap(page, "job-detail-price-admin");
});
