import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, waitForMail } from "./helpers";

/** Unique per run and per test, so parallel tests and re-runs never collide. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A 1×1 transparent PNG. */
const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

/** Flips the page's Active switch, waits for its call, and checks the state survives a reload. */
async function toggleActive(page: Page, path: string, expected: boolean) {
  const toggle = page.getByRole("switch", { name: "Active" });
  const saved = page.waitForResponse((r) => r.url().includes(path) && r.request().method() === "PUT");
  await toggle.click();
  expect((await saved).ok()).toBe(true);
  await expect(toggle).toHaveAttribute("aria-checked", String(expected));
  // The label says the state (issue 20 item 9).
  await expect(page.getByRole("switch", { name: expected ? /^Active$/ : /^Inactive$/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: expected ? /^Active$/ : /^Inactive$/ })).toHaveAttribute("aria-checked", String(expected));
}

test.describe("companies and their users", () => {
  test("adds a company (every missing-field message), adds a user to it, toggles it inactive and back", async ({ page }) => {
    const tag = unique();
    const companyName = `Test Haulers ${tag}`;
    const userEmail = `user.${tag}@example.com`;
    await signIn(page, DEMO.admin);

    await page.goto("/company");
    await page.getByRole("link", { name: "Add company" }).click();
    await expect(page).toHaveURL(/\/company\/add-company$/);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    for (const message of [
      "Company name is required.",
      "Billing address is required.",
      "POC name is required.",
      "POC phone is required.",
      "Email is required.",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    await page.getByLabel("Company Name").fill(companyName);
    await page.getByLabel("Billing Address").fill("1 Test Way, Dallas, TX 75201");
    await page.getByLabel("Default POC Name").fill("Pat Tester");
    await page.getByLabel("Default POC Phone").fill("(214) 555-0199");
    await page.getByLabel("Default E-mail").fill("not-an-email");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByText("Company name is required.")).toHaveCount(0);

    await page.getByLabel("Default E-mail").fill(`fleet.${tag}@example.com`);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Added Company successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/company\/company-details\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: companyName })).toBeVisible();
    await expect(page.getByText("(214) 555-0199")).toBeVisible();
    const companyUrl = page.url();

    // Add a user to it.
    await page.getByRole("link", { name: "Add User" }).click();
    await expect(page).toHaveURL(/\/company\/company-details\/add-customer\?companyId=\d+$/);
    await expect(page.getByRole("navigation", { name: "breadcrumb" }).getByRole("link", { name: companyName })).toBeVisible();
    await page.getByRole("button", { name: "Add", exact: true }).click();
    for (const message of ["First name is required.", "Email is required.", "Phone number is required."]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel("First Name").fill("Quinn");
    await page.getByLabel("Last Name").fill(`Tester ${tag}`);
    await page.getByLabel("E-mail").fill("quinn@nowhere");
    await page.getByLabel("Phone").fill("2145550142");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Invalid email format.")).toBeVisible();
    await page.getByLabel("E-mail").fill(userEmail);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Created a Customer successfully!")).toBeVisible();
    await expect(page).toHaveURL(companyUrl);
    const users = page.getByRole("region", { name: "Customer Users" });
    const row = users.getByRole("row").filter({ hasText: userEmail });
    await expect(row).toContainText(`Quinn Tester ${tag}`);
    await expect(row).toContainText("Never");
    await expect(row).toContainText("Active");
    const mail = await waitForMail(userEmail, /invit/i);
    expect(mail.text).toContain("/set-password?token=");

    // The user's details, reached by a row click.
    await row.getByRole("cell").first().click();
    await expect(page).toHaveURL(/\/company\/customer-details\/\d+\?companyId=\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: `Quinn Tester ${tag}` })).toBeVisible();
    const details = page.getByRole("region", { name: "Details" });
    await expect(details.getByText(userEmail)).toBeVisible();
    await expect(details.getByText(companyName)).toBeVisible();
    // Created by the demo admin: shown as 'Admin' (SPEC.md §3).
    await expect(details.getByText("Admin", { exact: true })).toBeVisible();

    // Toggle the company inactive and back; the state outlives a reload.
    await page.goto(companyUrl);
    await expect(page.getByRole("switch", { name: "Active" })).toHaveAttribute("aria-checked", "true");
    await toggleActive(page, "admin/update-company-details", false);
    await page.goto(`/company?search=${encodeURIComponent(companyName)}`);
    await expect(page.getByRole("row").filter({ hasText: companyName })).toContainText("Inactive");
    await page.goto(companyUrl);
    await toggleActive(page, "admin/update-company-details", true);
  });

  test("edits a company: e-mail optional, the other fields required", async ({ page }) => {
    const tag = unique();
    await signIn(page, DEMO.admin);
    const created = await page.request.post("/api/v1/admin/create-company", {
      data: {
        company_name: `Edit Me ${tag}`,
        address: "2 Test Way",
        contact_person_name: "Sam",
        contact_person_phone: "2145550100",
        email: `edit.${tag}@example.com`,
      },
    });
    const { data } = (await created.json()) as { data: { id: number } };

    await page.goto(`/company?search=${encodeURIComponent(`Edit Me ${tag}`)}`);
    await page.getByRole("link", { name: `Edit Edit Me ${tag}` }).click();
    await expect(page).toHaveURL(new RegExp(`/company/edit-company\\?companyId=${data.id}$`));
    for (const label of ["Company Name", "Billing Address", "POC Name", "E-mail"]) await page.getByLabel(label).fill("");
    await page.getByLabel("POC Phone").fill("");
    await page.getByRole("button", { name: "Update" }).click();
    for (const message of [
      "Company name is required.",
      "Billing address is required.",
      "POC name is required.",
      "POC phone is required.",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("Email is required.")).toHaveCount(0);

    await page.getByLabel("Company Name").fill(`Edited ${tag}`);
    await page.getByLabel("Billing Address").fill("3 New Road");
    await page.getByLabel("POC Name").fill("Alex");
    await page.getByLabel("POC Phone").fill("2145550111");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText("Updated Company successfully!")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/company/company-details/${data.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Edited ${tag}` })).toBeVisible();
    await expect(page.getByText("3 New Road")).toBeVisible();
  });

  test("refuses to add a user without a company", async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto("/company/company-details/add-customer");
    await page.getByLabel("First Name").fill("Nobody");
    await page.getByLabel("E-mail").fill(`nobody.${unique()}@example.com`);
    await page.getByLabel("Phone").fill("2145550100");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Company ID not found." })).toBeVisible();
  });
});

test.describe("drivers", () => {
  test("refuses a non-image picture, then adds the driver with a PNG shown on the details page", async ({ page }) => {
    const tag = unique();
    const name = `Dana Driver ${tag}`;
    await signIn(page, DEMO.admin);
    await page.goto("/drivers");
    await page.getByRole("link", { name: "Add Driver" }).click();
    await expect(page).toHaveURL(/\/drivers\/add-driver$/);

    await page.getByRole("button", { name: "Add", exact: true }).click();
    for (const message of ["User name is required.", "Email is required.", "Phone number is required."]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("E-mail").fill("dana@nowhere");
    await page.getByLabel("Phone").fill("2145550177");
    await page.getByLabel("Note").fill("Night shifts only.");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Invalid email format.")).toBeVisible();
    await page.getByLabel("E-mail").fill(`dana.${tag}@example.com`);

    const picture = page.getByLabel("Profile Picture");
    await expect(picture).toHaveAttribute("accept", "image/*");
    // Refused in the browser: not an image type.
    await picture.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(page.getByRole("alert").filter({ hasText: "Only image files are allowed." })).toBeVisible();
    // Claims to be a PNG but is not: the server refuses it by its bytes (415).
    await picture.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not really a png") });
    await expect(page.getByRole("alert").filter({ hasText: "Only image files are allowed." })).toHaveCount(0);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Only image files are allowed." })).toBeVisible();
    await expect(page).toHaveURL(/\/drivers\/add-driver$/);

    await picture.setInputFiles({ name: "face.png", mimeType: "image/png", buffer: TINY_PNG });
    await expect(page.getByRole("img", { name: "Preview of the chosen picture" })).toBeVisible();
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Added Driver successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/drivers\/driver-details\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const avatar = page.getByRole("img", { name: `${name}'s profile picture` });
    await expect(avatar).toHaveAttribute("src", /^\/api\/v1\/files\//);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    const details = page.getByRole("region", { name: "Details" });
    await expect(details.getByText("Night shifts only.")).toBeVisible();
    await expect(details.getByText("Demo Admin")).toBeVisible();

    // The active switch, and the list (where the status is always shown Active, SPEC.md §9).
    await toggleActive(page, "admin/update-driver-details", false);
    await page.goto(`/drivers?search=${encodeURIComponent(name)}`);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Active");
    // Anywhere on the row opens it (the first cell's link covers the row).
    await row.getByRole("cell").nth(1).click({ force: true });
    await expect(page).toHaveURL(/\/drivers\/driver-details\/\d+$/);
    await expect(page.getByRole("switch", { name: "Active" })).toHaveAttribute("aria-checked", "false");
  });

  test("gives a driver added without a picture the default picture; the edit form keeps the e-mail read-only", async ({ page }) => {
    const tag = unique();
    const name = `Plain Driver ${tag}`;
    await signIn(page, DEMO.admin);
    await page.goto("/drivers/add-driver");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("E-mail").fill(`plain.${tag}@example.com`);
    await page.getByLabel("Phone").fill("2145550178");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page).toHaveURL(/\/drivers\/driver-details\/\d+$/);
    await expect(page.getByRole("img", { name: `${name}'s profile picture` })).toHaveAttribute("src", "/images/default-driver.svg");

    await page.getByRole("link", { name: "Edit" }).click();
    await expect(page).toHaveURL(/\/drivers\/add-driver\?mode=edit&driverId=\d+$/);
    await expect(page.getByLabel("E-mail")).toHaveAttribute("readonly", "");
    await page.getByLabel("Name").fill(`${name} Jr`);
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText("Updated Driver successfully!")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: `${name} Jr` })).toBeVisible();
  });
});

test.describe("admins", () => {
  test("an admin sees no Admin menu and /admin answers Access denied", async ({ page }) => {
    await signIn(page, DEMO.admin);
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    await expect(nav.getByRole("link", { name: "Users" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
    const answer = await page.goto("/admin");
    expect(answer?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/add-admin");
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveCount(0);
  });

  test("a refused switch goes back silently: a superadmin cannot deactivate himself", async ({ page }) => {
    await signIn(page, DEMO.superadmin);
    await page.goto(`/admin?search=${encodeURIComponent(DEMO.superadmin)}`);
    await page.getByRole("row").filter({ hasText: DEMO.superadmin }).getByRole("cell").first().click();
    await expect(page).toHaveURL(/\/admin\/admin-details\/\d+$/);
    const toggle = page.getByRole("switch", { name: "Active" });
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    const refused = page.waitForResponse((r) => r.url().includes("admin/update-admin-details"));
    await toggle.click();
    expect((await refused).status()).toBe(403);
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expect(page.getByText("You cannot deactivate your own account.")).toHaveCount(0);
  });

  test("a superadmin adds an admin: in the list, invited by mail, with details and an edit form", async ({ page }) => {
    const tag = unique();
    const email = `admin.${tag}@example.com`;
    const name = `Avery Admin${tag}`;
    await signIn(page, DEMO.superadmin);
    await page.getByRole("navigation", { name: "Main" }).first().getByRole("link", { name: "Admin", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("searchbox", { name: "Search admins" })).toHaveAttribute(
      "placeholder",
      "Search by Job Id, VIN, PO Number Or Customer",
    );
    await page.getByRole("link", { name: "Add Admin" }).click();
    await expect(page).toHaveURL(/\/admin\/add-admin$/);

    await page.getByRole("button", { name: "Add", exact: true }).click();
    for (const message of ["First name is required.", "Email is required.", "Phone number is required."]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel("First Name").fill("Avery");
    await page.getByLabel("Last Name").fill(`Admin${tag}`);
    await page.getByLabel("E-mail").fill("avery at example.com");
    await page.getByLabel("Phone").fill("2145550155");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Invalid email format.")).toBeVisible();
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Added admin successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);

    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText(name);
    await expect(row).toContainText("(214) 555-0155");
    await expect(row).toContainText("Active");
    const mail = await waitForMail(email, /invit/i);
    expect(mail.text).toContain("/set-password?token=");

    await row.getByRole("cell").first().click();
    await expect(page).toHaveURL(/\/admin\/admin-details\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "breadcrumb" })).toContainText("Admin Details");
    // Created by the signed-in superadmin; the role is Admin.
    const details = page.getByRole("region", { name: "Details" });
    await expect(details.getByText("Super Admin", { exact: true })).toBeVisible();
    await expect(details.getByText(email)).toBeVisible();
    await expect(page.getByRole("switch", { name: "Active" })).toHaveAttribute("aria-checked", "true");
    await toggleActive(page, "admin/update-admin-details", false);

    await page.getByRole("link", { name: "Edit" }).click();
    await expect(page).toHaveURL(/\/admin\/add-admin\?mode=edit&adminId=\d+$/);
    await expect(page.getByLabel("E-mail")).toHaveValue(email);
    await expect(page.getByLabel("E-mail")).toHaveAttribute("readonly", "");
    await page.getByLabel("First Name").fill("Avery-Jo");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText("Updated admin successfully!")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: `Avery-Jo Admin${tag}` })).toBeVisible();
  });
});
