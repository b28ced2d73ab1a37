import { expect, test, type Page } from "@playwright/test";
import { DEMO, reloadWithScriptsHeld, signIn } from "./helpers";

/** The Quick Access list and its cards. */
const quickAccess = (page: Page) => page.getByTestId("quick-access-list");
const cards = (page: Page) => quickAccess(page).getByRole("article");

async function chooseStatus(page: Page, label: string) {
  await page.getByLabel("Status :").selectOption({ label });
}

/** "1–10 of 43" -> 43; "0 results" -> 0. */
async function listTotal(page: Page, path: string): Promise<number> {
  await page.goto(path);
  const text =
    (await page
      .getByRole("navigation", { name: "Pagination" })
      .getByText(/ of \d+$|^0 results$/)
      .textContent()) ?? "";
  return text === "0 results" ? 0 : Number(/of (\d+)$/.exec(text)?.[1]);
}

const figure = async (page: Page, key: string) => Number(await page.locator(`[data-figure="${key}"]`).textContent());

test.describe("dashboard as the demo customer", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("greets the user and offers a job request", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1, name: /^Hello, \S/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Job Request/ })).toHaveAttribute("href", "/jobs/create-job");
    const overview = page.getByRole("region", { name: "Overview" });
    await expect(overview.getByText("job requests still waiting for approval")).toBeVisible();
    for (const label of ["Total job requests", "Completed jobs", "PO missing", "Awaiting Reschedule date", "In-transit", "Cancelled"]) {
      await expect(overview.getByText(label, { exact: true })).toBeVisible();
    }
  });

  test("loads the next page when the list was scrolled to the bottom before the page hydrated", async ({ page }) => {
    // The page again, its scripts held back until the list (drawn by the server) is scrolled.
    const release = await reloadWithScriptsHeld(page);
    await expect(cards(page)).toHaveCount(10);
    // Scrolled once the styles make the list a scrolling box (they may still be on their way).
    await expect
      .poll(() =>
        quickAccess(page).evaluate((el) => {
          el.scrollTo({ top: el.scrollHeight });
          return el.scrollTop;
        }),
      )
      .toBeGreaterThan(0);
    release();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(10);
  });

  test("applies a Status chosen before any of the page's scripts had run", async ({ page }) => {
    // The page again, every script held back until the Status filter (drawn by the server) is set.
    const release = await reloadWithScriptsHeld(page);
    await chooseStatus(page, "Cancelled");
    release();
    await expect(cards(page).first().getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(quickAccess(page).locator('[data-status]:not([data-status="cancelled"])')).toHaveCount(0);
  });

  test("loads the next page when the list is scrolled to the bottom, and a new filter starts again", async ({ page }) => {
    await expect(cards(page)).toHaveCount(10);
    await expect(cards(page).first().getByText("Acme Motors")).toBeVisible();

    await quickAccess(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(() => cards(page).count()).toBeGreaterThan(10);

    await chooseStatus(page, "Cancelled");
    await expect(page.getByLabel("Status :").locator("option:checked")).toHaveText("Cancelled");
    // The list is cleared and reloaded: wait for the first card of the new filter.
    await expect(cards(page).first().getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(quickAccess(page).locator('[data-status]:not([data-status="cancelled"])')).toHaveCount(0);
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);

    await chooseStatus(page, "All");
    await expect(cards(page)).toHaveCount(10);
  });

  test("shows the filter options of SPEC.md and opens a job from its card", async ({ page }) => {
    await expect(page.getByLabel("Status :").getByRole("option")).toHaveText([
      "All",
      "Active Jobs",
      "Awaiting Reschedule Date",
      "Awaiting Cancellation",
      "PO Missing",
      "Cancelled",
    ]);
    await chooseStatus(page, "PO Missing");
    await expect(quickAccess(page).locator('[data-status]:not([data-status="PO_missing"])')).toHaveCount(0);
    const first = cards(page).first();
    await expect(first.getByText("driver not assigned")).toBeVisible();
    const id = /Job #(\d+)/.exec((await first.getByRole("link").textContent()) ?? "")?.[1];
    await first.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/jobs/job-details/${id}$`));
  });

  test("the overview figures match the totals of the lists", async ({ page }) => {
    // Other tests change statuses meanwhile: read both sides again until they agree.
    await expect(async () => {
      await page.goto("/dashboard");
      const shown = {
        po: await figure(page, "pomissingjobs"),
        awaiting: await figure(page, "awaiting_reschedule_Jobs"),
        cancelled: await figure(page, "cancelledJobs"),
        completed: await figure(page, "completedJobs"),
        total: await figure(page, "totalJobs"),
      };
      const lists = {
        po: await listTotal(page, "/jobs?tab=PO_missing"),
        awaiting: await listTotal(page, "/jobs?tab=awaiting_reschedule_date"),
        cancelled: await listTotal(page, "/jobs?tab=cancelled"),
        completed: await listTotal(page, "/completed-jobs"),
        total: await listTotal(page, "/jobs"),
      };
      expect(shown).toEqual(lists);
      expect(shown.total).toBeGreaterThan(10);
    }).toPass({ timeout: 45_000 });
  });
});

test.describe("dashboard as the demo admin", () => {
  test("offers a company request, the admin filters, and opens the admin job detail", async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page.getByRole("heading", { level: 1, name: /^Hello, \S/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Company Request/ })).toHaveAttribute("href", "/company/add-company");
    await expect(cards(page)).toHaveCount(10);

    await expect(page.getByLabel("Status :").getByRole("option")).toHaveText([
      "All",
      "Upcoming",
      "Pending Approval",
      "PO Missing",
      "Change Request Pending",
      "In Transit",
      "Delivered",
      "Awaiting Cancellation",
      "Cancelled",
      "Awaiting Reschedule Date",
    ]);
    await chooseStatus(page, "Delivered");
    await expect(quickAccess(page).locator('[data-status]:not([data-status="delivered"])')).toHaveCount(0);
    await expect(cards(page).first()).toBeVisible();
    // Delivered jobs have a driver: the card names him.
    await expect(cards(page).first().getByText("driver not assigned")).toHaveCount(0);

    await cards(page).first().getByRole("link").click();
    await expect(page).toHaveURL(/\/admin-jobs\/job-details\/\d+$/);
  });
});
