import { expect, test, type Page } from "@playwright/test";
import { apiAs, call, utcDay } from "./job-detail-helpers";
import { DEMO, signIn } from "./helpers";
import { uniqueVin } from "./wizard-helpers";

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

/**
 * Issue 29 item 19: with long real values (a 16-character PO, long business names and addresses,
 * a long two-word driver name, the longest status) every column of SPEC.md §2 is on screen at
 * 1280 and 1366, nothing scrolls sideways, ids, POs, statuses and dates stay on one line, and a
 * value cut with an ellipsis carries its full text.
 */
const SPEC_COLUMNS = {
  jobs: ["Job Id", "Vehicle", "Vin Number", "Route", "Status", "Pickup Date", "Delivery Date", "PO Number", "Driver", "Actions"],
  completed: ["Job Id", "Vin Number", "Route", "Status", "Pickup Date", "Delivery Date", "Driver", "Actions"],
};
const ONE_LINE_COLUMNS = ["Job Id", "Vin Number", "Status", "Pickup Date", "Delivery Date", "PO Number"];

test.describe("job tables with long values", () => {
  const tag = Date.now().toString(36).toUpperCase().slice(-6);
  const longPo = `PO-${tag}-LONG1234`.slice(0, 16);
  const driverName = `Maximiliano Castellanos-Villanueva${tag}`;

  test.beforeAll(async () => {
    const [customer, admin] = [await apiAs(DEMO.customer), await apiAs(DEMO.admin)];
    const place = (prefix: "pickup" | "dropoff", name: string, location: string) => ({
      [`${prefix}_location`]: location,
      [`${prefix}_latitude`]: prefix === "pickup" ? 32.7763 : 36.1606,
      [`${prefix}_longitude`]: prefix === "pickup" ? -96.7969 : -86.7781,
      [`${prefix}_business_name`]: name,
      [`${prefix}_POC_name`]: "Bartholomew Featherstonehaugh",
      [`${prefix}_POC_phone`]: "2145550100",
      [`${prefix}_additional_note`]: "",
    });
    const created = await call<{ id: number }[]>(customer, "POST", "customer/create-job", {
      pickup_date: utcDay(3),
      pickup_time: "10:00",
      dropoff_date: utcDay(12),
      dropoff_time: "14:00",
      time_relaxation: false,
      ...place(
        "pickup",
        "Consolidated Intercontinental Vehicle Logistics Terminal",
        "12500 North Stemmons Freeway Service Road, Farmers Branch, TX 75234",
      ),
      ...place("dropoff", "", "4400 Harding Pike Building C Loading Dock 7, Nashville, TN 37205"),
      deliver_washed: false,
      deliver_full: false,
      send_driver_contact_info: false,
      vehicle_details: [
        { year: 2024, make: "Chevrolet", model: "Silverado 2500HD", vinNumber: uniqueVin(), fueltype: "Diesel", PO_number: longPo },
        { year: 2024, make: "Chevrolet", model: "Silverado 2500HD", vinNumber: uniqueVin(), fueltype: "Diesel", PO_number: "" },
        {
          year: 2024,
          make: "Chevrolet",
          model: "Silverado 2500HD",
          vinNumber: uniqueVin(),
          fueltype: "Diesel",
          PO_number: `${longPo.slice(0, 13)}XYZ`,
        },
      ],
      empire_notes: "",
      driver_notes: "",
    });
    const [assigned, , rescheduled] = created.map((job) => job.id);
    await call(admin, "PUT", "admin/job-approve", { jobId: assigned });
    const email = `e2e-long-driver-${tag.toLowerCase()}@example.com`;
    const driver = await admin.post("/api/v1/admin/create-driver", {
      multipart: { name: driverName, email, phone: "2145550199", note: "" },
    });
    expect(driver.ok(), await driver.text()).toBe(true);
    const { data } = (await driver.json()) as { data: { id: number } };
    await call(admin, "POST", "admin/assign-driver", { jobId: assigned, driverId: data.id });
    // The longest status title, "Awaiting Reschedule Date".
    await call(customer, "PUT", "customer/update-job-schedule", {
      jobId: rescheduled,
      pickup_date: null,
      reason: "Dealer asked for another week",
    });
    await customer.dispose();
    await admin.dispose();
  });

  async function expectEveryColumnOnOneScreen(page: Page, headers: string[], label: string) {
    const container = page.locator('[data-slot="table-container"]').first();
    await expect(container.locator("tbody tr").first()).toBeVisible();
    const measured = await page.evaluate((oneLine) => {
      const root = document.documentElement;
      const box = document.querySelector('[data-slot="table-container"]')!;
      const heads = [...box.querySelectorAll("thead th")];
      const names = heads.map((th) => th.textContent!.trim());
      const lines = (cell: Element) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const tops = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1).map((r) => r.top + r.height / 2);
        return tops.reduce<number[]>((seen, top) => (seen.some((t) => Math.abs(t - top) < 6) ? seen : [...seen, top]), []).length;
      };
      const wrapped: string[] = [];
      const shortPoCut: string[] = [];
      for (const row of box.querySelectorAll("tbody tr")) {
        const cells = [...row.children];
        const po = cells[names.indexOf("PO Number")]?.querySelector("span[title]");
        if (po && po.textContent!.length <= 8 && po.scrollWidth > po.clientWidth + 1) shortPoCut.push(po.textContent!);
        for (const name of oneLine) {
          const cell = cells[names.indexOf(name)];
          if (cell && lines(cell) > 1) wrapped.push(`${name}: ${cell.textContent}`);
        }
      }
      const cut = [...box.querySelectorAll("tbody span[title]")].filter((el) => el.scrollWidth > el.clientWidth + 1);
      const bounds = box.getBoundingClientRect();
      return {
        page: root.scrollWidth - root.clientWidth,
        table: box.scrollWidth - box.clientWidth,
        names,
        hidden: heads
          .filter((th) => {
            const r = th.getBoundingClientRect();
            return r.width < 20 || r.left < bounds.left - 0.5 || r.right > bounds.right + 0.5 || th.scrollWidth > th.clientWidth + 1;
          })
          .map((th) => th.textContent),
        wrapped,
        cutWithoutTitle: cut.filter((el) => !el.getAttribute("title")?.trim()).map((el) => el.textContent),
        cutCount: cut.length,
        shortPoCut,
      };
    }, ONE_LINE_COLUMNS);
    expect(measured.page, `${label}: the page does not scroll sideways`).toBeLessThanOrEqual(0);
    expect(measured.table, `${label}: the table does not scroll sideways`).toBeLessThanOrEqual(0);
    expect(measured.names, `${label}: the columns of SPEC.md §2`).toEqual(headers);
    expect(measured.hidden, `${label}: every header shown whole`).toEqual([]);
    expect(measured.wrapped, `${label}: ids, POs, statuses and dates on one line`).toEqual([]);
    expect(measured.cutWithoutTitle, `${label}: a cut value keeps its full text`).toEqual([]);
    expect(measured.shortPoCut, `${label}: a usual PO ("PO-10696") whole`).toEqual([]);
    return measured;
  }

  for (const width of [1280, 1366]) {
    test(`at ${width} px every column shows, on one screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, DEMO.admin);
      await page.goto("/admin-jobs");
      await expectEveryColumnOnOneScreen(page, SPEC_COLUMNS.jobs, `/admin-jobs at ${width}`);
      // Only the long rows: each long value is on screen, cut or whole.
      await page.goto(`/admin-jobs?search=${encodeURIComponent("Farmers Branch")}`);
      const longRows = page.locator("tbody tr").filter({ hasText: "Consolidated" });
      await expect(longRows.first()).toBeVisible();
      const measured = await expectEveryColumnOnOneScreen(page, SPEC_COLUMNS.jobs, `/admin-jobs long values at ${width}`);
      expect(measured.cutCount, "the long names are cut, not widening the table").toBeGreaterThan(0);
      await expect(page.locator(`tbody span[title="${driverName}"]`)).toHaveCount(1);
      await expect(page.locator(`tbody span[title="${longPo}"]`)).toHaveCount(1);
      await expect(page.getByRole("cell", { name: "Awaiting Reschedule Date" }).first()).toBeVisible();
      await page.goto("/");
      await page.context().clearCookies();

      await signIn(page, DEMO.customer);
      await page.goto("/jobs");
      await expectEveryColumnOnOneScreen(page, SPEC_COLUMNS.jobs, `/jobs at ${width}`);
      await page.goto(`/jobs?search=${encodeURIComponent("Farmers Branch")}`);
      await expect(page.locator("tbody tr").filter({ hasText: "Consolidated" }).first()).toBeVisible();
      await expectEveryColumnOnOneScreen(page, SPEC_COLUMNS.jobs, `/jobs long values at ${width}`);
      await page.goto("/completed-jobs");
      await expectEveryColumnOnOneScreen(page, SPEC_COLUMNS.completed, `/completed-jobs at ${width}`);
    });
  }

  test("at 390 px the long rows stay inside the phone's width", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.admin);
    await page.goto(`/admin-jobs?search=${encodeURIComponent("Farmers Branch")}`);
    await expect(page.locator("tbody tr").filter({ hasText: "Consolidated" }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "the page does not scroll sideways").toBeLessThanOrEqual(0);
    await expect(page.locator(`tbody span[title="${driverName}"]`)).toBeVisible();
  });
});
