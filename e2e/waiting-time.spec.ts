import { expect, test, type Page } from "@playwright/test";
import { seriousFindings } from "./axe";
import { DEMO, signIn } from "./helpers";
import { png } from "./inspection-helpers";
import { demoApis, jobWithDriverLink } from "./job-detail-helpers";

// Issue 33's waiting time: "I've arrived" on the driver's phone, refused far from the pickup,
// kept on the phone without signal and sent when it returns; the clock and a "Can't pick up"
// report are still known after a reload; staff see the wait on the job.

// jobWithDriverLink's pickup: 1500 Marilla St, Dallas (32.7763, -96.7969).
const FAR = { latitude: 32.7953, longitude: -96.7969 };
const AT_PICKUP = { latitude: 32.7771, longitude: -96.7969 };
const PHONE = { viewport: { width: 390, height: 844 }, geolocation: FAR, permissions: ["geolocation"] };
const apis = demoApis("admin", "customer");

async function snap(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
}

test("a driver's arrival starts the waiting clock, offline too; a reload keeps the clock and the report; staff see the wait", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { jobId, url } = await jobWithDriverLink(apis.admin, apis.customer);
  const phone = await browser.newContext(PHONE);
  const driver = await phone.newPage();
  await driver.goto(url);
  await driver.waitForLoadState("networkidle");
  const arrival = driver.getByRole("region", { name: "At the pickup" });

  await arrival.getByRole("button", { name: "I've arrived" }).click();
  await expect(arrival.getByText("You are 2.1 km from the pickup address: “I've arrived” works within 300 m of it.")).toBeVisible();

  // At the yard, without signal: the clock runs on the phone and the page says the arrival waits to send.
  await phone.setGeolocation(AT_PICKUP);
  await phone.setOffline(true);
  await arrival.getByRole("button", { name: "I've arrived" }).click();
  const clock = driver.getByRole("status", { name: "Waiting at the pickup" });
  await expect(clock).toContainText("saved on this phone, waiting to send");
  await phone.setOffline(false);
  await expect(clock).toContainText("1 h free, then $12.50 per started 15 minutes.", { timeout: 30_000 });
  await expect(clock).toContainText("The clock stops when you start the check-in.");
  expect(await seriousFindings(driver)).toEqual([]);
  await snap(driver, "waiting-time-driver");

  // "Can't pick up" while waiting, then a reload: both come back from the server.
  await driver.getByText("Can't pick up").click();
  const report = driver.getByRole("form", { name: "Can't pick up" });
  await report
    .getByLabel("Photo of what you see")
    .setInputFiles({ name: "lot.png", mimeType: "image/png", buffer: png(640, 480, [80, 90, 100]) });
  await expect(report.getByText(/^Photo ready/)).toBeVisible();
  // Without signal the report is kept on the phone and says so; it is "Reported" only once the server has it.
  await phone.setOffline(true);
  await report.getByRole("button", { name: "Tell dispatch" }).click();
  await expect(
    driver.getByRole("status").filter({ hasText: "Can't pick up: Vehicle not ready: saved on this phone, waiting to send" }),
  ).toBeVisible();
  await expect(driver.getByText("Reported: dispatch has been told")).toHaveCount(0);
  await phone.setOffline(false);
  await expect(driver.getByRole("status").filter({ hasText: "Reported: dispatch has been told" })).toBeVisible({ timeout: 30_000 });
  await driver.reload();
  await expect(driver.getByRole("status", { name: "Waiting at the pickup" })).toContainText("Arrived at");
  await expect(driver.getByRole("status").filter({ hasText: "Vehicle not ready. Reported: dispatch has been told" })).toBeVisible();
  await expect(driver.getByRole("form", { name: "Can't pick up" })).toHaveCount(0);
  await phone.close();

  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await staff.newPage();
  await signIn(page, DEMO.admin);
  await page.goto(`/admin-jobs/job-details/${jobId}`);
  const card = page.getByRole("region", { name: "Waiting at pickup" });
  await expect(card).toContainText(/The driver arrived at .* \(\d+ m from the pickup address\) and has waited \d+ min so far\./);
  await expect(card).toContainText("Nothing billed yet: still within the free waiting.");
  await expect(page.getByRole("region", { name: "Can't pick up" })).toContainText("Vehicle not ready");
  expect(await seriousFindings(page), page.url()).toEqual([]);
  await snap(page, "waiting-time-staff");
});
