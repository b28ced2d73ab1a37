import { expect, test, type Page } from "@playwright/test";
import { seriousFindings } from "./axe";
import { DEMO, signIn } from "./helpers";
import { png } from "./inspection-helpers";
import { call, demoApis, jobWithDriverLink } from "./job-detail-helpers";

// Issue 33's "Can't pick up": the driver reports a vehicle that is not ready, on a phone, before
// check-in; staff find the job under Pickup exception and cancel it as a dry run; the dry-run fee is
// on a draft invoice of the company.

const PHONE = { viewport: { width: 390, height: 844 }, geolocation: { latitude: 32.78, longitude: -96.8 }, permissions: ["geolocation"] };
const apis = demoApis("admin", "customer");

async function snap(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
}

type Line = { job_id: number | null; description: string; cents: number };

test("a driver reports a vehicle not ready; staff cancel the job as a dry run and the fee is billed", async ({ browser }) => {
  test.setTimeout(150_000);
  const { jobId, driverId, url } = await jobWithDriverLink(apis.admin, apis.customer);

  const phone = await browser.newContext(PHONE);
  const driver = await phone.newPage();
  await driver.goto(url);
  await driver.getByText("Can't pick up").click();
  const report = driver.getByRole("form", { name: "Can't pick up" });
  await report.getByLabel("What is wrong").selectOption("not_ready");
  await report
    .getByLabel("Photo of what you see")
    .setInputFiles({ name: "lift.png", mimeType: "image/png", buffer: png(800, 600, [90, 90, 100]) });
  await expect(report.getByText(/^Photo ready/)).toBeVisible();
  await report.getByLabel("Note").fill("Still on the lift; service says two more hours");
  expect(await seriousFindings(driver)).toEqual([]);
  await snap(driver, "pickup-exception-driver");
  await report.getByRole("button", { name: "Tell dispatch" }).click();
  await expect(driver.getByRole("status").filter({ hasText: "Reported: dispatch has been told" })).toBeVisible({ timeout: 20_000 });
  await phone.close();

  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await staff.newPage();
  await signIn(page, DEMO.admin);
  await page.goto(`/admin-jobs?tab=pickupException`);
  await expect(page.getByRole("link", { name: new RegExp(`^job-${jobId}$`) }).first()).toBeVisible();
  await page.goto(`/admin-jobs/job-details/${jobId}`);
  const card = page.getByRole("region", { name: "Can't pick up" });
  await expect(card).toContainText("Vehicle not ready");
  await expect(card).toContainText("Still on the lift; service says two more hours");
  await expect(card.getByRole("img", { name: /Photo with the report/ })).toBeVisible();
  expect(await seriousFindings(page), page.url()).toEqual([]);
  await snap(page, "pickup-exception-staff");
  await card.getByText("Cancel as a dry run…").click();
  await card.getByRole("button", { name: "Cancel as a dry run" }).click();
  await expect(page.getByText(/^Cancelled as a dry run/).first()).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText("Cancelled as a dry run by");

  const drafts = await call<{ id: number }[]>(apis.admin, "GET", "admin/get-invoices?tab=draft&limit=50");
  const lines = (
    await Promise.all(drafts.map((d) => call<{ lines: Line[] }>(apis.admin, "GET", `admin/get-invoice-details?invoice_id=${d.id}`)))
  ).flatMap((d) => d.lines);
  const fee = lines.find((l) => l.job_id === jobId);
  expect(fee?.description).toMatch(new RegExp(`^Dry run: job-${jobId}, .*\\(Vehicle not ready\\)$`));
  expect(fee?.cents).toBeGreaterThan(0);

  // The driver's pay statement carries the dry-run pay.
  await page.goto(`/drivers/pay?driver_id=${driverId}`);
  const form = page.getByRole("form", { name: "New pay statement" });
  await form.getByLabel("From").fill("2000-01-01");
  await form.getByLabel("To").fill(new Date().toISOString().slice(0, 10));
  await form.getByRole("button", { name: "Make statement" }).click();
  await expect(page).toHaveURL(/\/drivers\/pay\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole("table", { name: "Jobs" }).getByRole("row").filter({ hasText: "Dry run (" })).toContainText("$75.00");
});
