import { expect, test, type Page } from "@playwright/test";
import { DEMO, linkIn, newCompany, PASSWORD, reloadWithScriptsHeld, signIn, waitForMail } from "./helpers";
import { demoApis, jobWithDriverLink } from "./job-detail-helpers";
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

/** Unique per run and per test, so parallel tests and re-runs never collide. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A 1×1 transparent PNG. */
const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

test.describe("a form posted before the scripts ran (issue 30 item 3: useActionForm)", () => {
  test.beforeEach(async ({ page }) => signIn(page, DEMO.admin));

  test("Add company: a refusal is shown on the page with what was typed; the next post adds it, and the page goes to it", async ({
    page,
  }) => {
    const name = `Held Haulers ${unique()}`;
    await page.goto("/company/add-company");
    const release = await reloadWithScriptsHeld(page);
    await page.getByLabel("Company Name").fill(name);
    await page.getByLabel("Billing Address").fill("1 Held Way, Dallas, TX 75201");
    await page.getByLabel("Default POC Name").fill("Pat Held");
    await page.getByLabel("Default POC Phone").fill("2145550166");
    await page.getByLabel("Default E-mail").fill("not-an-email");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByLabel("Company Name")).toHaveValue(name);
    await expect(page.getByLabel("Default POC Name")).toHaveValue("Pat Held");
    await page.getByLabel("Default E-mail").fill(`held.${unique()}@example.com`);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    release();
    await expect(page.getByText("Added Company successfully!")).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/company\/company-details\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("Add driver: the picture chosen before the scripts ran is posted with the form", async ({ page }) => {
    const name = `Held Driver ${unique()}`;
    await page.goto("/drivers/add-driver");
    const release = await reloadWithScriptsHeld(page);
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("E-mail").fill(`held.${unique()}@example.com`);
    await page.getByLabel("Phone").fill("2145550167");
    await page.getByLabel("Profile Picture").setInputFiles({ name: "face.png", mimeType: "image/png", buffer: TINY_PNG });
    await page.getByRole("button", { name: "Add", exact: true }).click();
    release();
    await expect(page.getByText("Added Driver successfully!")).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/drivers\/driver-details\/\d+$/);
    await expect(page.getByRole("img", { name: `${name}'s profile picture` })).toHaveAttribute("src", /^\/api\/v1\/files\//);
  });
});

test("Forgot password sent before the scripts ran: the empty e-mail's message, then the mail, then the login page", async ({ page }) => {
  await page.goto("/forgot-password");
  const release = await reloadWithScriptsHeld(page);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Please enter your email address.")).toBeVisible();
  await page.getByLabel("Email").fill("customer4@example.com");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Taking you back to the login page…")).toBeVisible();
  release();
  await expect(
    page.getByText("A password reset email has been sent to the specified email address, if there is a user associated with it"),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  await waitForMail("customer4@example.com", "Reset your password");
});

test("Reset Password (signed in) posted before the scripts ran: a wrong current password is refused on its field", async ({ page }) => {
  await signIn(page, DEMO.customer);
  await page.goto("/reset-password");
  const release = await reloadWithScriptsHeld(page);
  await page.getByLabel("Current Password").fill("Wrong@12345");
  await page.getByLabel("New Password").fill("Changed@123");
  await page.getByLabel("Confirm Password").fill("Changed@123");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("The current password is not correct.")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { name: "Reset password" })).toBeVisible();
  // The demo password still signs in.
  await page.context().clearCookies();
  await signIn(page, DEMO.customer);
});

test("a company's photo slots saved before the scripts ran", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto(`/company/company-details/${await newCompany(page.request, "Slots Co")}`);
  const release = await reloadWithScriptsHeld(page);
  const slots = page.getByRole("group", { name: /photos a driver must take/ });
  await slots.getByLabel("Roof").check();
  await slots.getByLabel("Front").uncheck();
  await page.getByRole("button", { name: "Save photo slots" }).click();
  release();
  await expect(page.getByText("Inspection photo slots saved")).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(slots.getByLabel("Roof")).toBeChecked();
  await expect(slots.getByLabel("Front")).not.toBeChecked();
  await expect(slots.getByLabel("Odometer")).toBeChecked();
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

test("a photo slot ticked before the scripts ran is saved once they have", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto(`/company/company-details/${await newCompany(page.request, "Held Slots")}`);
  const release = await reloadWithScriptsHeld(page);
  const slots = page.getByRole("region", { name: "Inspection photo slots" });
  await slots.getByLabel("Keys").check();
  release();
  // The form's code arrives after the page's and finds the box ticked: Save, hydrated, sends it (it once
  // stayed disabled, the form not knowing it had changed).
  await page.waitForLoadState("networkidle");
  await slots.getByRole("button", { name: "Save photo slots" }).click();
  await expect(page.getByText("Inspection photo slots saved")).toBeVisible();
  await page.reload();
  await expect(slots.getByLabel("Keys")).toBeChecked();
});

test.describe("a form gone from the page it posted to", () => {
  const apis = demoApis("admin", "customer");

  test("Continue pickup pressed before the scripts ran: recorded, and the page says so once live (the form is gone from it)", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { jobId, driverId, url } = await jobWithDriverLink(apis.admin, apis.customer);
    const token = new URL(url).searchParams.get("token")!;
    const reported = await page.request.post(`/api/v1/driver/report-pickup-exception?token=${encodeURIComponent(token)}`, {
      multipart: {
        job_id: String(jobId),
        driver_id: String(driverId),
        id: `held-${Date.now()}`,
        reason: "not_ready",
        captured_at: new Date().toISOString(),
        latitude: "32.7765",
        longitude: "-96.7969",
        photo: { name: "lot.png", mimeType: "image/png", buffer: TINY_PNG },
      },
    });
    expect(reported.ok(), await reported.text()).toBe(true);
    await signIn(page, DEMO.admin);
    await page.goto(`/admin-jobs/job-details/${jobId}`);
    const release = await reloadWithScriptsHeld(page);
    const card = page.getByRole("region", { name: "Can't pick up" });
    await card.getByRole("button", { name: "Continue pickup" }).click();
    await expect(card).toContainText("Pickup continued by");
    release();
    await expect(page.getByText("The pickup continues: the driver's report is closed.")).toHaveCount(1, { timeout: 30_000 });
    // Once: a reload does not say it again.
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(page.getByText("The pickup continues: the driver's report is closed.")).toHaveCount(0);
  });
});
