import { expect, test } from "@playwright/test";
import { DEMO, linkIn, PASSWORD, signIn, waitForMail } from "./helpers";

test.describe("sign-in", () => {
  test("shows the login texts and refuses an empty form without a call", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByText("Manage job requests, assign drivers, keep everything moving.").first()).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Remember me")).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot Password?" })).toHaveAttribute("href", "/forgot-password");
    await expect(page.getByText("Terms and Conditions")).toBeVisible();

    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await password.fill("");

    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please enter both email and password." })).toBeVisible();
    expect(posts).toEqual([]);
  });

  test("shows the server's message for a wrong password", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(DEMO.admin);
    await page.getByLabel("Password", { exact: true }).fill("Wrong@12345");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Invalid email or password.").first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test("returns a logged-out visitor to the page they asked for", async ({ page }) => {
    await page.goto("/admin-jobs");
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin-jobs/);
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin-jobs$/);
    await expect(page.getByRole("heading", { name: "Jobs", level: 1 })).toBeVisible();
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("keeps the session for the browser session, or 30 days with Remember me", async ({ browser }) => {
    for (const remember of [false, true]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, DEMO.customer, PASSWORD, { remember });
      const cookie = (await context.cookies()).find((c) => c.name === "vtj.session")!;
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe("Lax");
      if (remember) expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86400_000);
      else expect(cookie.expires).toBe(-1);
      await context.close();
    }
  });
});

test.describe("the shell", () => {
  const menus = {
    superadmin: ["Dashboard", "Admin", "Users", "Jobs", "Drivers", "Dispatch", "Invoices", "Settings"],
    admin: ["Dashboard", "Users", "Jobs", "Drivers", "Dispatch", "Invoices", "Settings"],
    customer: ["Dashboard", "Jobs", "Settings", "Completed Jobs", "Invoices"],
  } as const;

  for (const role of ["superadmin", "admin", "customer"] as const) {
    test(`shows the ${role}'s sidebar, name and role`, async ({ page }) => {
      await signIn(page, DEMO[role]);
      await expect(page).toHaveURL(/\/dashboard$/);
      const nav = page.getByRole("navigation", { name: "Main" }).first();
      await expect(nav.getByRole("link")).toHaveText([...menus[role]]);
      await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
      const roleTitle = { superadmin: "Super Admin", admin: "Admin", customer: "Customer" }[role];
      await expect(page.getByRole("banner").getByText(roleTitle, { exact: true }).first()).toBeVisible();
    });
  }

  test("refuses a customer on an admin page and an admin on /admin", async ({ page }) => {
    await signIn(page, DEMO.customer);
    await page.goto("/admin-jobs");
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Jobs", level: 1 })).toHaveCount(0);
    await page
      .getByRole("button", { name: /log out/i })
      .first()
      .click()
      .catch(() => {});
    await page.context().clearCookies();
    await signIn(page, DEMO.admin);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
  });

  test("logs out: clears local storage and goes to /login", async ({ page }) => {
    await signIn(page, DEMO.customer);
    await page.evaluate(() => localStorage.setItem("leftover", "1"));
    await page.getByRole("navigation", { name: "Main" }).first().locator("..").getByRole("button", { name: "Log out" }).first().click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard/);
  });
});

test("forgot password, the mailed link, set password, sign in with it", async ({ page }) => {
  const email = "customer3@example.com";
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot Password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Please enter your email address.")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(
    page.getByText("A password reset email has been sent to the specified email address, if there is a user associated with it"),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  const mail = await waitForMail(email, "Reset your password");
  const link = new URL(linkIn(mail));
  expect(link.pathname).toBe("/set-password");
  await page.goto(`${link.pathname}${link.search}`);

  const password = page.getByLabel("Password", { exact: true });
  const confirm = page.getByLabel("Confirm Password");
  const submit = page.getByRole("button", { name: "Set Password" });
  await password.fill("NewPass@2026");
  await confirm.fill("NewPass@2027");
  await submit.click();
  await expect(page.getByText("Passwords do not match!")).toBeVisible();
  await password.fill("weakpass");
  await confirm.fill("weakpass");
  await submit.click();
  await expect(
    page.getByText("Password must be at least 8 characters long, include one uppercase letter, and one special character."),
  ).toBeVisible();
  await password.fill("NewPass@2026");
  await confirm.fill("NewPass@2026");
  await submit.click();
  // A reset changes a password the account had: "updated", not "created".
  await expect(page.getByRole("heading", { name: "Password updated" })).toBeVisible();
  await expect(page.getByText(/password has been updated/i)).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, "NewPass@2026");
  await expect(page).toHaveURL(/\/dashboard$/);

  // The used link says so when it is opened again, before any password is typed.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText("This link has already been used. Please request a new one.")).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();
});

test("the set-password page refuses a token without e-mail and id", async ({ page }) => {
  await page.goto("/set-password?token=abc.def.ghi");
  await expect(page.getByText("Invalid reset token.")).toBeVisible();
});

test("security headers are on pages and API answers", async ({ request }) => {
  for (const path of ["/login", "/api/v1/health"]) {
    const res = await request.get(path);
    const headers = res.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  }
});
