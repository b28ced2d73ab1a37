import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO, PASSWORD, signIn } from "./helpers";
import { createJob } from "./jobs";

// Each test that changes a job first creates its own through the API, so parallel tests never
// compete for a seed job.

const rowOf = (page: Page, id: number): Locator =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name: `job-${id}`, exact: true }) });

const table = (page: Page) => page.getByRole("table");

/** The cell of a row under a column header. */
async function cellOf(page: Page, row: Locator, header: string): Promise<Locator> {
  const headers = await page.getByRole("columnheader").allTextContents();
  return row.getByRole("cell").nth(headers.indexOf(header));
}

test.describe("customer job lists", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.customer);
  });

  test("shows the Jobs page with its tabs and columns", async ({ page }) => {
    await page.goto("/jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
    await expect(page.getByText("Manage and track all transport jobs")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Job List" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Job status" }).getByRole("link")).toHaveText([
      "All",
      "Active jobs",
      "Awaiting Rescheduled Date",
      "Po Missing",
      "Awaiting Cancellation",
      "Cancelled",
    ]);
    // Every column of SPEC.md §2 (from 1280 wide up: e2e/tables.spec.ts).
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByRole("columnheader")).toHaveText([
      "Job Id",
      "Vehicle",
      "Vin Number",
      "Route",
      "Status",
      "Pickup Date",
      "Delivery Date",
      "PO Number",
      "Driver",
      "Actions",
    ]);
    await expect(table(page).getByRole("row")).toHaveCount(11);
    await expect(page.getByRole("navigation", { name: "Pagination" }).getByText(/^1–10 of \d+$/)).toBeVisible();

    const first = table(page).getByRole("row").nth(1);
    const id = /job-(\d+)/.exec((await first.getByRole("cell").first().textContent()) ?? "")?.[1];
    const status = await first.locator("[data-status]").getAttribute("data-status");
    await expect(first.getByRole("link", { name: /^View/ })).toHaveAttribute("href", `/jobs/job-details/${id}?status=${status}`);

    await page.getByRole("navigation", { name: "Job status" }).getByRole("link", { name: "Active jobs" }).click();
    await expect(page).toHaveURL(/tab=activeJobs/);
    await expect(
      table(page).locator(
        '[data-status]:not([data-status="submitted"],[data-status="approved"],[data-status="rescheduled"],[data-status="in_transit"])',
      ),
    ).toHaveCount(0);
  });

  test("Add PO refuses a blank number, then saves one and the job leaves Po Missing", async ({ page }) => {
    const job = await createJob(page.request);
    await page.goto(`/jobs?tab=PO_missing&search=${job.vin}`);
    const row = rowOf(page, job.id);
    await expect(row.getByText("PO Missing")).toBeVisible();
    await row.getByRole("button", { name: /^Add PO/ }).click();

    const dialog = page.getByRole("dialog", { name: "Vehicle Details" });
    await expect(dialog.getByText(job.vin)).toBeVisible();
    await expect(dialog.getByText("Camry")).toBeVisible();
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please enter a PO Number");

    const po = `po-${job.id}-e2e`;
    await dialog.getByLabel("PO Number").fill(po);
    await expect(dialog.getByLabel("PO Number")).toHaveValue(po.toUpperCase());
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("PO Number submitted successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, job.id)).toHaveCount(0);
    await expect(table(page).getByText("No data available")).toBeVisible();

    await page.getByRole("navigation", { name: "Job status" }).getByRole("link", { name: "All" }).click();
    await expect(await cellOf(page, rowOf(page, job.id), "PO Number")).toHaveText(po.toUpperCase());
    await expect(rowOf(page, job.id).getByText("Submitted")).toBeVisible();
  });

  test("a cancel request from the list moves the job to Awaiting Cancellation", async ({ page }) => {
    const job = await createJob(page.request, { po: "PO-CANCEL-E2E" });
    await page.goto(`/jobs?search=${job.vin}`);
    const dialog = page.getByRole("dialog", { name: "Cancel Job" });
    await rowOf(page, job.id)
      .getByRole("button", { name: `More actions for job-${job.id}` })
      .click();
    await page.getByRole("menuitem", { name: "Cancel Job" }).click();
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: "Cancel Job" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("please enter cancellation reason first");
    await dialog.getByLabel("Cancellation reason").fill("The vehicle was sold locally.");
    await dialog.getByRole("button", { name: "Cancel Job" }).click();
    await expect(
      page.getByText("Your cancellation request has been sent. The job will be cancelled once an admin approves it."),
    ).toBeVisible();
    await expect(page.getByText("Job cancelled successfully")).toHaveCount(0);
    await expect(dialog).toBeHidden();

    await expect(rowOf(page, job.id).getByText("Awaiting Cancellation")).toBeVisible();
    // Nothing more to ask of a job awaiting its cancellation.
    await expect(rowOf(page, job.id).getByRole("button", { name: /More actions/ })).toHaveCount(0);
    await page.getByRole("navigation", { name: "Job status" }).getByRole("link", { name: "Awaiting Cancellation" }).click();
    await expect(page).toHaveURL(/tab=awaiting_for_cancellation/);
    await expect(rowOf(page, job.id)).toBeVisible();
  });

  test("completed jobs list delivered jobs", async ({ page }) => {
    await page.goto("/completed-jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Completed Jobs" })).toBeVisible();
    await expect(page.getByRole("columnheader")).toHaveText([
      "Job Id",
      "Vin Number",
      "Route",
      "Status",
      "Pickup Date",
      "Delivery Date",
      "Driver",
      "Actions",
    ]);
    const rows = table(page).getByRole("row");
    await expect(rows.nth(1)).toBeVisible();
    await expect(table(page).locator('[data-status]:not([data-status="delivered"])')).toHaveCount(0);
    await expect(rows.nth(1).getByText("Delivered")).toBeVisible();
    const view = rows.nth(1).getByRole("link", { name: /^View/ });
    await expect(view).toHaveAttribute("href", /^\/jobs\/job-details\/\d+\?status=delivered&completed=1$/);
    await expect(page.getByRole("searchbox", { name: "Search jobs" })).toBeVisible();
  });

  test("search by VIN finds one job", async ({ page }) => {
    await page.goto("/jobs?page=2");
    const row = table(page).getByRole("row").nth(3);
    const vin = ((await (await cellOf(page, row, "Vin Number")).textContent()) ?? "").trim();
    expect(vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);

    await page.getByRole("searchbox", { name: "Search jobs" }).fill(vin.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`search=${vin.toLowerCase()}`));
    await expect(page).not.toHaveURL(/page=/);
    await expect(table(page).getByRole("row")).toHaveCount(2);
    await expect(table(page).getByText(vin)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Pagination" }).getByText("1–1 of 1")).toBeVisible();
  });
});

test.describe("admin job list", () => {
  test("shows the spec's ten tabs, the three claim tabs and the pickup exception tab; PO Number is a dash, never a button", async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await page.goto("/admin-jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Job status" }).getByRole("link")).toHaveText([
      "All",
      "upcoming",
      "Pending Approval",
      "Po Missing",
      "Change Request Pending",
      "In Transit",
      "Delivered",
      "Awaiting Cancellation",
      "Cancelled",
      "Awaiting Rescheule Date",
      "New damage",
      "Mileage flag",
      "Missing items",
      "Pickup exception",
    ]);
    await page.getByRole("navigation", { name: "Job status" }).getByRole("link", { name: "Po Missing" }).click();
    await expect(page).toHaveURL(/tab=poMissing/);
    await expect(table(page).locator('[data-status]:not([data-status="PO_missing"])')).toHaveCount(0);
    const first = table(page).getByRole("row").nth(1);
    await expect(await cellOf(page, first, "PO Number")).toHaveText("-");
    await expect(page.getByRole("button", { name: /Add PO/ })).toHaveCount(0);
    await expect(first.getByRole("link", { name: /^View/ })).toHaveAttribute("href", /^\/admin-jobs\/job-details\/\d+\?status=PO_missing$/);
  });

  test("assigns a driver from the list", async ({ page, request }) => {
    // A fresh approved job: created by the customer, approved by the admin.
    const login = await request.post("/api/v1/login", { data: { email: DEMO.customer, password: PASSWORD } });
    const { data: token } = (await login.json()) as { data: string };
    const job = await createJob(request, { po: "PO-ASSIGN-E2E", token });

    await signIn(page, DEMO.admin);
    const approval = await page.request.put("/api/v1/admin/job-approve", { data: { jobId: job.id } });
    expect(approval.ok()).toBe(true);

    await page.goto(`/admin-jobs?search=${job.vin}`);
    const row = rowOf(page, job.id);
    await expect(row.getByText("Approved")).toBeVisible();
    await expect(await cellOf(page, row, "Driver")).toHaveText("Not assigned");
    const dialog = page.getByRole("dialog", { name: "Assign Driver" });
    await row.getByRole("button", { name: `More actions for job-${job.id}` }).click();
    await page.getByRole("menuitem", { name: "Assign Driver" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("radio").first()).toBeVisible();
    await dialog.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please select a driver.");

    const choice = dialog
      .locator("label")
      .filter({ has: page.getByRole("radio") })
      .nth(1);
    const name = ((await choice.locator("span.font-medium").textContent()) ?? "").trim();
    expect(name).not.toBe("");
    await choice.getByRole("radio").check();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(page.getByText("Driver assigned successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(await cellOf(page, rowOf(page, job.id), "Driver")).toHaveText(name);
  });
});
