import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { e2ePort } from "../scripts/e2e-paths.mjs";
import { DEMO, signIn } from "./helpers";

/**
 * The staff's message log shows a failed message and sends it again (issue 25). A message fails
 * only after 24 hours of retries, so the test writes one into the database itself: the app runs
 * here on a PostgreSQL database of its own (the main test server's embedded database is held by
 * its process), on a port of its own. Needs the local PostgreSQL (POSTGRES_ADMIN_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres), as e2e/two-servers.spec.ts does.
 */
const ADMIN_URL = process.env.POSTGRES_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = `vtj_message_log_${process.pid}`;
const DATABASE_URL = ADMIN_URL.replace(/\/[^/]*$/, `/${DATABASE}`);
const PORT = Number(e2ePort()) + 20;
const data = mkdtempSync(path.join(tmpdir(), "vtj-message-log-"));
const MAIL_DIR = path.join(data, "mail");

const RECIPIENT = `bounced-${process.pid}@example.com`;
const SUBJECT = "Your vehicle was delivered";
const ERROR = "connect ECONNREFUSED 127.0.0.1:25";

test.describe.configure({ mode: "serial" });
test.use({ baseURL: `http://localhost:${PORT}` });

let server: ChildProcess | undefined;

function psql(url: string, sql: string) {
  const result = spawnSync("psql", [url, "-v", "ON_ERROR_STOP=1", "-qc", sql], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
}

async function healthy() {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`http://localhost:${PORT}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server on ${PORT} did not answer`);
}

/** A mail that failed a day ago after its retries, with a secret link in its body (never shown). */
function insertFailedMail() {
  const payload = JSON.stringify({
    to: RECIPIENT,
    subject: SUBJECT,
    text: "Your vehicle was delivered: http://localhost/jobs/job-details/1?token=never-shown",
    html: "<p>Your vehicle was delivered.</p>",
  });
  psql(
    DATABASE_URL,
    `insert into outbox_messages (kind, idempotency_key, payload, state, attempts, last_error, created_at, queued_at, next_attempt_at)
     values ('mail', 'e2e:message-log', $j$${payload}$j$::jsonb, 'failed', 15, '${ERROR}', now() - interval '1 minute', now() - interval '25 hours', now())`,
  );
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  psql(ADMIN_URL, `drop database if exists ${DATABASE} with (force)`);
  psql(ADMIN_URL, `create database ${DATABASE}`);
  const env = {
    ...process.env,
    DATABASE_URL,
    AUTH_SECRET: "message-log-tests-only-secret-0123456789abcdef",
    APP_URL: `http://localhost:${PORT}`,
    UPLOADS_DIR: path.join(data, "uploads"),
    MAIL_OUTBOX_DIR: MAIL_DIR,
    SMTP_URL: "",
    UPLOADTHING_TOKEN: "",
    NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "",
  };
  const seeded = spawnSync("npx", ["tsx", "scripts/db-seed.ts"], { env, encoding: "utf8" });
  if (seeded.status !== 0) throw new Error(`seed: ${seeded.stderr}`);
  insertFailedMail();
  server = spawn(process.execPath, ["server.mjs", "-p", String(PORT)], { env, stdio: "ignore" });
  await healthy();
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 1000));
  psql(ADMIN_URL, `drop database if exists ${DATABASE} with (force)`);
  rmSync(data, { recursive: true, force: true });
});

const log = (page: Page) => page.getByRole("region", { name: "Messages" });
const lineOf = (page: Page) => log(page).getByRole("row").filter({ hasText: RECIPIENT });

/** Screenshots to look at (E2E_SCREENSHOTS=dir). */
async function snap(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
}

test("on a phone, the failed messages are cards with their error", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.admin);
  await page.goto("/setting/messages");
  await log(page).getByRole("link", { name: "Failed" }).click();
  await expect(page).toHaveURL(/[?&]tab=failed/);
  await expect(lineOf(page)).toContainText(ERROR);
  await expect(lineOf(page).getByRole("button", { name: /^Resend/ })).toBeVisible();
  // A card: the row stacks its values (globals.css, table[data-stack]), nothing wider than the screen.
  expect(await lineOf(page).evaluate((row) => getComputedStyle(row).display)).toBe("block");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, "message-log-390");
});

test("the admin sees a failed message with its error and sends it again", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.admin);
  await page.goto("/setting");
  await page.getByRole("link", { name: "Message log" }).click();
  await expect(page).toHaveURL(/\/setting\/messages$/);
  await expect(page.getByRole("heading", { name: "Message log", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "breadcrumb" }).getByRole("link", { name: "Settings" })).toHaveAttribute(
    "href",
    "/setting",
  );

  await log(page).getByRole("searchbox", { name: "Search messages" }).fill("bounced-");
  await expect(page).toHaveURL(/[?&]search=bounced-/);
  await expect(lineOf(page)).toContainText(SUBJECT);
  await expect(lineOf(page).locator('[data-state="failed"]')).toHaveText("Failed");
  await expect(lineOf(page)).toContainText(ERROR);
  await expect(lineOf(page)).toContainText("15 attempts");
  await expect(log(page)).not.toContainText("never-shown");
  await snap(page, "message-log-1280");

  await lineOf(page)
    .getByRole("button", { name: /^Resend/ })
    .click();
  await expect(page.getByText("Message queued again.")).toBeVisible();
  await expect(lineOf(page).locator('[data-state="queued"], [data-state="sending"], [data-state="sent"]')).toBeVisible();

  // The server's worker sends it at once: the mail is in the outbox folder, and the log says sent.
  await expect.poll(() => mailsTo(RECIPIENT), { timeout: 15_000 }).toBe(1);
  await expect(async () => {
    await page.reload();
    await expect(lineOf(page).locator('[data-state="sent"]')).toHaveText("Sent", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await snap(page, "message-log-1280-sent");
});

function mailsTo(to: string): number {
  let files: string[];
  try {
    files = readdirSync(MAIL_DIR).filter((f) => f.endsWith(".json"));
  } catch {
    return 0;
  }
  return files.filter((f) => {
    try {
      return (JSON.parse(readFileSync(path.join(MAIL_DIR, f), "utf8")) as { to: string }).to === to;
    } catch {
      return false;
    }
  }).length;
}
