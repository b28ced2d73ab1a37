import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./helpers";
import { createJob, demoApis } from "./job-detail-helpers";

const api = demoApis("customer");

test("the customer shares a tracking link, the receiver opens it on a phone, the customer revokes it", async ({ page, browser }) => {
  const jobId = await createJob(api.customer);
  await signIn(page, DEMO.customer);
  await page.goto(`/jobs/job-details/${jobId}`);
  const card = page.getByRole("region", { name: "Tracking link" });
  await card.getByRole("button", { name: "Create tracking link" }).click();
  const field = card.getByRole("textbox", { name: "Tracking link URL" });
  await expect(field).toHaveValue(/\/track\/\d+\.[\w-]{43}$/);
  const url = await field.inputValue();

  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await card.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Tracking link copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The receiver: no session, a 390 px phone.
  const receiver = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await receiver.newPage();
  expect((await phone.goto(url))?.status()).toBe(200);
  await expect(phone.getByRole("heading", { level: 1 })).toContainText("Toyota Camry");
  await expect(phone.getByRole("status")).toHaveText("Submitted");
  await expect(phone.getByRole("definition").filter({ hasText: "Dallas" })).toBeVisible();
  await expect(phone.getByRole("definition").filter({ hasText: "Austin" })).toBeVisible();
  await expect(phone.getByText("Marilla")).toHaveCount(0);
  // As light as it gets: not one script, nothing wider than the phone.
  await expect(phone.locator("script")).toHaveCount(0);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await card.getByRole("button", { name: "Revoke link" }).click();
  await expect(card.getByRole("button", { name: "Create tracking link" })).toBeVisible();
  expect((await phone.reload())?.status()).toBe(404);
  await expect(phone.getByRole("heading", { name: "This tracking link has ended." })).toBeVisible();
  await receiver.close();
});
