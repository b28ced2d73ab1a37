import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { e2eDataDir, e2ePort, mapsKeyDataDir } from "../scripts/e2e-paths.mjs";

export const PASSWORD = "Password@123";

/**
 * A company of the test's own, made through POST admin/create-company as staff (a test that changes a
 * company's settings must not change the demo companies' under another test): its id.
 */
export async function newCompany(staff: APIRequestContext, name: string): Promise<number> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const created = await staff.post("/api/v1/admin/create-company", {
    data: {
      company_name: `${name} ${tag}`,
      address: "2 Slot Way, Dallas, TX",
      contact_person_name: "Sol Slots",
      contact_person_phone: "2145550169",
      email: `company.${tag}@example.com`,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { data: { id: number } }).data.id;
}
export const DEMO = {
  superadmin: "superadmin@example.com",
  admin: "admin@example.com",
  customer: "customer@example.com",
} as const;

/**
 * Reloads the page with every script held back (the server's HTML is drawn, nothing hydrated);
 * the scripts load once the returned function is called.
 */
export async function reloadWithScriptsHeld(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: "commit" });
  return release;
}

export async function signIn(page: Page, email: string, password = PASSWORD, options: { remember?: boolean } = {}) {
  if (!page.url().includes("/login")) await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (options.remember) await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

type Mail = { to: string; subject: string; text: string; html: string; createdAt: string };

/** One outbox message, or null while the server is still writing it. */
function readMail(file: string): Mail | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Mail;
  } catch {
    return null;
  }
}

/**
 * The newest message to an address in an e2e server's outbox (INTERFACES.md "Mail"): the main
 * server's, or the maps-key server's (`{ server: "maps-key" }`).
 */
export async function waitForMail(to: string, subject: string | RegExp, options: { server?: "main" | "maps-key" } = {}): Promise<Mail> {
  const dir = path.resolve(options.server === "maps-key" ? mapsKeyDataDir() : e2eDataDir(e2ePort()), "mail");
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(dir)
              .filter((f) => f.endsWith(".json"))
              .sort();
          } catch {
            return [];
          }
        })();
        found = files
          .map((f) => readMail(path.join(dir, f)))
          .filter((m): m is Mail => m !== null)
          .filter((m) => m.to === to && (typeof subject === "string" ? m.subject === subject : subject.test(m.subject)))
          .at(-1);
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export function linkIn(mail: Mail): string {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in "${mail.subject}"`);
  return match[0];
}
