import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { seriousFindings } from "./axe";
import { DEMO, signIn } from "./helpers";
import { call, demoApis, utcDay } from "./job-detail-helpers";

// Issue 33's driver pay: an admin sets a driver's pay rule on the driver's page, makes the driver's
// statement on Drivers → Pay, and finds the delivered jobs on it and in its CSV. Axe on each page.

const apis = demoApis("admin");

/** With E2E_SCREENSHOTS set: the page at desktop width and on a 390 px phone, to look at. */
async function shot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  const size = page.viewportSize()!;
  await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize(size);
}

type JobRow = { id: number; driver_id: number | null; driver_name: string | null };

test("an admin sets a driver's pay rule and makes the driver's pay statement", async ({ page }) => {
  test.setTimeout(120_000);
  const delivered = await call<JobRow[]>(apis.admin, "GET", "admin/get-all-jobs-by-status?tabName=delivered&page=1&limit=50");
  // A driver with no statement yet: a retry after a first try that made one picks another.
  let job: JobRow | undefined;
  for (const candidate of delivered.filter((j) => j.driver_id !== null)) {
    const made = await call<unknown[]>(apis.admin, "GET", `admin/get-pay-statements?driver_id=${candidate.driver_id}`);
    if (made.length === 0) {
      job = candidate;
      break;
    }
  }
  expect(job, "a delivered job with a driver in the demo data").toBeTruthy();
  const driverId = job!.driver_id!;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.admin);
  await page.goto(`/drivers/driver-details/${driverId}`);
  const rule = page.getByRole("form", { name: "Pay rule" });
  await rule.getByLabel("Paid").selectOption("flat");
  await rule.getByLabel(/^Rate/).fill("150");
  await rule.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("$150.00 per job.")).toBeVisible();
  expect(await seriousFindings(page), page.url()).toEqual([]);
  await shot(page, "driver-pay-rule");

  await page.getByRole("link", { name: "Pay statements" }).click();
  await expect(page).toHaveURL(new RegExp(`/drivers/pay\\?driver_id=${driverId}$`));
  const form = page.getByRole("form", { name: "New pay statement" });
  await expect(form.getByLabel("Driver")).toHaveValue(String(driverId));
  await form.getByLabel("From").fill("2000-01-01");
  await form.getByLabel("To").fill(utcDay(0));
  expect(await seriousFindings(page), page.url()).toEqual([]);
  await form.getByRole("button", { name: "Make statement" }).click();

  await expect(page).toHaveURL(/\/drivers\/pay\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: /^Pay statement No\. \d+$/ })).toBeVisible();
  const jobs = page.getByRole("table", { name: "Jobs" });
  await expect(jobs.getByRole("row").filter({ hasText: `job-${job!.id}:` })).toContainText("$150.00");
  await expect(jobs).toContainText("Flat per job");
  // Once the toasts have gone: one stacked behind another is drawn faded on purpose, which axe reads as low contrast.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousFindings(page), page.url()).toEqual([]);
  await shot(page, "pay-statement");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^pay-statement-\d+-2000-01-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv).toContain("Statement,Driver,PeriodFrom,PeriodTo,Kind,Job,Description,Detail,Amount");
  expect(csv).toContain(`,Job,job-${job!.id},`);

  // The list shows it, and the same period again has nothing left to pay.
  await page.getByRole("link", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("table", { name: "Pay statements" })).toContainText(job!.driver_name!);
  await form.getByLabel("Driver").selectOption(String(driverId));
  await form.getByLabel("From").fill("2000-01-01");
  await form.getByLabel("To").fill(utcDay(0));
  await form.getByRole("button", { name: "Make statement" }).click();
  await expect(page.getByText(/^Nothing to pay for this period/)).toBeVisible();
  await shot(page, "pay-list");
});
