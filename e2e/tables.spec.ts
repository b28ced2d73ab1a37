import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/**
 * Every data table shows all its columns, Actions included, without sideways scrolling at 1280
 * and 1440 wide; every tab is reachable; a row is a real link (issue 20 item 1).
 */
const LISTS = [
  { who: DEMO.customer, path: "/jobs", actions: true },
  { who: DEMO.customer, path: "/completed-jobs", actions: true },
  { who: DEMO.admin, path: "/admin-jobs", actions: true },
  { who: DEMO.admin, path: "/company", actions: true },
  { who: DEMO.admin, path: "/drivers", actions: true },
  { who: DEMO.superadmin, path: "/admin", actions: true },
] as const;

async function expectTableFits(page: Page, label: string) {
  const table = page.locator('[data-slot="table-container"]').first();
  await expect(table.locator("tbody tr").first()).toBeVisible();
  const sizes = await table.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const last = el.querySelector("thead th:last-child")!.getBoundingClientRect();
    return { overflow: el.scrollWidth - el.clientWidth, right: box.right, lastRight: last.right, viewport: window.innerWidth };
  });
  expect(sizes.overflow, `${label}: no sideways scroll in the table`).toBeLessThanOrEqual(0);
  expect(sizes.lastRight, `${label}: the last column (Actions) inside the card`).toBeLessThanOrEqual(sizes.right + 0.5);
  expect(sizes.right, `${label}: the card inside the window`).toBeLessThanOrEqual(sizes.viewport);
}

for (const width of [1440, 1280]) {
  test.describe(`tables at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { who, path } of LISTS) {
      test(`${path} as ${who} shows every column and every tab`, async ({ page }) => {
        await signIn(page, who);
        await page.goto(path);
        await expectTableFits(page, path);
        const tabs = page.getByRole("navigation", { name: "Job status" }).getByRole("link");
        for (const tab of await tabs.all()) {
          const box = (await tab.boundingBox())!;
          expect(box.x + box.width, `tab ${await tab.textContent()} within the window`).toBeLessThanOrEqual(width);
        }
      });
    }

    test("a company's customers show every column", async ({ page }) => {
      await signIn(page, DEMO.admin);
      await page.goto("/company?search=Acme");
      await page.locator("tbody tr a[data-row-link]").first().click();
      await expect(page).toHaveURL(/\/company\/company-details\/\d+/);
      await expectTableFits(page, "company customers");
    });
  });
}

test("a row is a real link: its href, the keyboard, a click anywhere on it", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto("/admin-jobs");
  const link = page.locator("tbody tr a[data-row-link]").first();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/admin-jobs\/job-details\/\d+/);
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(href!.split("?")[0]!));
  await page.goBack();
  // A click on another cell of the row opens it too.
  // (force: the row's link lies over the cell, which is the point; Playwright would wait for the cell.)
  await page.locator("tbody tr").first().locator("td").nth(4).click({ force: true });
  await expect(page).toHaveURL(new RegExp(href!.split("?")[0]!));
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the jobs list stays usable: search, tabs and rows reachable, the page itself does not scroll sideways", async ({ page }) => {
    await signIn(page, DEMO.customer);
    await page.goto("/jobs");
    await expect(page.getByRole("searchbox", { name: "Search jobs" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.locator("tbody tr a[data-row-link]").first().click();
    await expect(page).toHaveURL(/\/jobs\/job-details\/\d+/);
  });
});
