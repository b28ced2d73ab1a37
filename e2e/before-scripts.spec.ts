import { expect, test, type Page } from "@playwright/test";
import { DEMO, linkIn, PASSWORD, reloadWithScriptsHeld, signIn, waitForMail } from "./helpers";
import { createJob } from "./jobs";

// Issue 20 item 17: nothing typed or pressed before the page's scripts have run is lost. Each test
// holds every script of the page, acts, and only then lets them run (or never does).

test("a Login pressed before the scripts ran signs in (posted, never in the address)", async ({ page }) => {
  await page.goto("/login?next=%2Fadmin-jobs");
  const release = await reloadWithScriptsHeld(page);
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  await page.getByLabel("Email").fill(DEMO.admin);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin-jobs$/);
  release();
  expect(navigations.filter((url) => /[?&](email|password)=/.test(url))).toEqual([]);
});

test("a wrong password posted before the scripts ran is refused on the page, the e-mail kept", async ({ page }) => {
  await page.goto("/login");
  const release = await reloadWithScriptsHeld(page);
  await page.getByLabel("Email").fill(DEMO.customer);
  await page.getByLabel("Password", { exact: true }).fill("Wrong@12345");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(DEMO.customer);
  expect(page.url()).not.toContain("password=");
  release();
});

test("Set Password pressed before the scripts ran sets it", async ({ page, request }) => {
  // customer8's password is set to the demo password again, so other tests are not disturbed.
  const email = "customer8@example.com";
  expect((await request.post("/api/v1/forget-password", { data: { email } })).ok()).toBe(true);
  const link = new URL(linkIn(await waitForMail(email, "Reset your password")));
  await page.goto(`${link.pathname}${link.search}`);
  const release = await reloadWithScriptsHeld(page);
  await page.getByLabel("Password", { exact: true }).fill("Short");
  await page.getByLabel("Confirm Password").fill("Other");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText("Passwords do not match!")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText(/password has been updated/i)).toBeVisible();
  release();
  await page.goto("/login");
  await signIn(page, email);
});

test.describe("a list's search", () => {
  test.beforeEach(async ({ page }) => signIn(page, DEMO.admin));

  test("typed before the scripts ran filters the list once they have", async ({ page }) => {
    await page.goto("/company");
    const release = await reloadWithScriptsHeld(page);
    await page.getByRole("searchbox").fill("Acme");
    release();
    await expect(page).toHaveURL(/[?&]search=Acme/);
    await expect(page.getByRole("searchbox")).toHaveValue("Acme");
    await expect(page.locator("tbody tr").first()).toContainText("Acme");
  });

  test("sent with Enter before the scripts ran searches as a plain form, keeping the tab", async ({ page }) => {
    await page.goto("/admin-jobs?tab=delivered");
    const release = await reloadWithScriptsHeld(page);
    await page.getByRole("searchbox").fill("zzz-no-such-job");
    await page.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/\/admin-jobs\?tab=delivered&search=zzz-no-such-job$/);
    await expect(page.getByText("No data available")).toBeVisible();
    release();
  });
});

/** Issue 30: a slow phone or a busy server, where scripts arrive long after the first paint. */
async function throttleCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

test.describe("a row menu and its dialogs, pressed before the scripts ran", () => {
  test("the customer's Cancel Job from the row menu opens its dialog once", async ({ page }) => {
    await signIn(page, DEMO.customer);
    const job = await createJob(page.request, { po: "PO-HELD-CANCEL" });
    await throttleCpu(page);
    await page.goto(`/jobs?search=${job.vin}`);
    const release = await reloadWithScriptsHeld(page);
    await page.getByRole("button", { name: `More actions for job-${job.id}` }).click();
    await page.getByRole("menuitem", { name: "Cancel Job" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]dialog=cancel&for=${job.id}$|[?&]for=${job.id}&dialog=cancel$`));
    release();
    const dialog = page.getByRole("dialog", { name: "Cancel Job" });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await dialog.getByLabel("Cancellation reason").fill("Sold before pickup.");
    await dialog.getByRole("button", { name: "Cancel Job" }).click();
    await expect(page.getByText(/Your cancellation request has been sent/)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`search=${job.vin}`));
    // The dialog left the address, and the refresh that followed did not write it back: a reload opens none.
    await page.waitForLoadState("networkidle");
    await expect(page).not.toHaveURL(/[?&](dialog|for)=/);
    await page.reload();
    await expect(page.getByRole("link", { name: `job-${job.id}`, exact: true })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the admin's Assign Driver from the row menu opens its dialog once", async ({ page }) => {
    await signIn(page, DEMO.customer);
    const job = await createJob(page.request, { po: "PO-HELD-ASSIGN" });
    await page.context().clearCookies();
    await signIn(page, DEMO.admin);
    expect((await page.request.put("/api/v1/admin/job-approve", { data: { jobId: job.id } })).ok()).toBe(true);
    await throttleCpu(page);
    await page.goto(`/admin-jobs?search=${job.vin}`);
    const release = await reloadWithScriptsHeld(page);
    await page.getByRole("button", { name: `More actions for job-${job.id}` }).click();
    await page.getByRole("menuitem", { name: "Assign Driver" }).click();
    release();
    const dialog = page.getByRole("dialog", { name: "Assign Driver" });
    // The page's scripts and then the dialog's load on a 4x throttled CPU.
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await dialog.getByRole("radio").first().check();
    await dialog.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(page.getByText("Driver assigned successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("the customer's Cancel on a job's page opens its dialog once", async ({ page }) => {
    await signIn(page, DEMO.customer);
    const job = await createJob(page.request, { po: "PO-HELD-DETAIL" });
    await throttleCpu(page);
    await page.goto(`/jobs/job-details/${job.id}?status=submitted`);
    const release = await reloadWithScriptsHeld(page);
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(page).toHaveURL(/[?&]dialog=cancel/);
    await expect(page).toHaveURL(/[?&]status=submitted/);
    release();
    const dialog = page.getByRole("dialog", { name: "Cancel Job" });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("dialog")).toHaveCount(1);
  });
});
