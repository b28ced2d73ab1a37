import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, waitForMail } from "./helpers";
import { call, createJob, demoApis, timelineEntries, utcDay } from "./job-detail-helpers";

const api = demoApis("customer", "admin");

async function openAsAdmin(page: Page, jobId: number) {
  await signIn(page, DEMO.admin);
  await page.goto(`/admin-jobs/job-details/${jobId}`);
  await expect(page.getByRole("heading", { name: "Jobs", level: 1 })).toBeVisible();
}

const badge = (page: Page) => page.getByTestId("job-status");
const approve = (id: number) => call(api.admin, "PUT", "admin/job-approve", { jobId: id });
const requestCancel = (id: number) =>
  call(api.customer, "POST", "customer/job-action", { jobId: id, type: "cancel", reason: "Vehicle sold" });

test.describe("admin job detail", () => {
  test("shows the job's sections and approves a submitted job", async ({ page }) => {
    const id = await createJob(api.customer);
    await openAsAdmin(page, id);

    await expect(page.getByRole("navigation", { name: "breadcrumb" }).getByRole("link", { name: "Jobs" })).toHaveAttribute(
      "href",
      "/admin-jobs",
    );
    await expect(page.getByText("Created On")).toBeVisible();
    const details = page.getByRole("region", { name: "Job Details" });
    await expect(details).toContainText("Acme Motors");
    await expect(details).toContainText("Requested by");
    const vehicle = page.getByRole("region", { name: "Vehicle" });
    await expect(vehicle).toContainText("Toyota");
    await expect(vehicle).toContainText("Camry");
    await expect(vehicle).toContainText("PO-E2E-");
    const services = page.getByRole("region", { name: "Service options" });
    await expect(services).toContainText("Deliver washed");
    await expect(services).toContainText("Send driver contact info");
    await expect(services).not.toContainText("Deliver full");
    await expect(page.getByRole("region", { name: "Pickup", exact: true })).toContainText("E2E Pickup Yard");
    await expect(page.getByRole("region", { name: "Drop-off" })).toContainText("E2E Dropoff Lot");
    await expect(page.getByText("No location updates available.")).toBeVisible();
    // The driver panel belongs to approved, in-transit and delivered jobs only.
    await expect(page.getByRole("region", { name: "Driver" })).toHaveCount(0);

    await expect(badge(page)).toHaveText("Submitted");
    await expect(timelineEntries(page)).toHaveCount(1);
    await page.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(badge(page)).toHaveText("Approved");
    await expect(timelineEntries(page)).toHaveCount(2);
    await expect(timelineEntries(page).last()).toContainText("Approved");
    await expect(page.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Driver" })).toContainText("Driver not assigned");
  });

  test("shows the request's notes, opens Reschedule with the job's dates, and logs a reschedule as 'Rescheduled'", async ({
    page,
  }, testInfo) => {
    const id = await createJob(api.customer, { notes: { company: "Invoice the Dallas branch", driver: "Keys at the front desk" } });
    await approve(id);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAsAdmin(page, id);

    // Issue 20 item 3: empire_notes ("Notes for the company") and driver_notes are shown.
    const notes = page.getByRole("region", { name: "Notes", exact: true });
    await expect(notes).toContainText(/Notes for the company\s*Invoice the Dallas branch/i);
    await expect(notes).toContainText(/Notes for the driver\s*Keys at the front desk/i);

    // Issue 20 item 2: the dialog opens with the job's dates and times.
    await page.getByRole("button", { name: "Reschedule", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Reschedule Job" });
    await expect(dialog.getByLabel("Pickup Date")).toHaveValue(utcDay(5));
    await expect(dialog.getByLabel("Pickup Time")).toHaveValue("09:30");
    await expect(dialog.getByLabel("Drop-off Date")).toHaveValue(utcDay(7));
    await expect(dialog.getByLabel("Drop-off Time")).toHaveValue("15:00");
    await page.screenshot({ path: testInfo.outputPath("reschedule-dialog-1440.png") });

    // Issue 20 item 5: the status stays Approved; the timeline says what happened, not a second "Approved".
    const before = await timelineEntries(page).count();
    await dialog.getByLabel("Pickup Date").fill(utcDay(6));
    await dialog.getByLabel("Pickup Time").fill("11:45");
    await dialog.getByLabel("Reason for reschedule").fill("Yard closed that morning");
    await dialog.getByRole("button", { name: "Reschedule", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(badge(page)).toHaveText("Approved");
    await expect(timelineEntries(page)).toHaveCount(before + 1);
    const entry = timelineEntries(page).last();
    await expect(entry).toContainText("Rescheduled");
    await expect(entry).toContainText(`New pickup ${utcDay(6)} 11:45: Yard closed that morning`);
    await expect(timelineEntries(page).filter({ hasText: "Approved" })).toHaveCount(1);
    // The drop-off the dialog carried stays (15:00 in Austin).
    await expect(page.getByRole("region", { name: "Drop-off" })).toContainText(/3:00 PM C[SD]T/);
    await page.screenshot({ path: testInfo.outputPath("job-detail-1440.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath("job-detail-390.png"), fullPage: true });
  });

  test("cancels only with a reason, then shows Cancelled and the reason", async ({ page }) => {
    const id = await createJob(api.customer);
    await openAsAdmin(page, id);

    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel Job" });
    await dialog.getByRole("button", { name: "Cancel Job" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("please enter cancellation reason first");
    await expect(badge(page)).toHaveText("Submitted");

    await dialog.getByLabel("Cancellation reason").fill("Dealer closed for inventory");
    await dialog.getByRole("button", { name: "Cancel Job" }).click();
    await expect(dialog).toBeHidden();
    await expect(badge(page)).toHaveText("Cancelled");
    await expect(page.getByTestId("cancel-reason")).toHaveText("Dealer closed for inventory");
    await expect(page.getByRole("button", { name: "Cancel", exact: true })).toHaveCount(0);
  });

  test("approves a cancellation request", async ({ page }) => {
    const id = await createJob(api.customer);
    await requestCancel(id);
    await openAsAdmin(page, id);

    await expect(badge(page)).toHaveText("Awaiting Cancellation");
    await expect(page.getByTestId("cancel-reason")).toHaveText("Vehicle sold");
    await page.getByRole("button", { name: "Approve Cancellation" }).click();
    await expect(badge(page)).toHaveText("Cancelled");
    await expect(page.getByRole("button", { name: /Cancellation/ })).toHaveCount(0);
  });

  test("declines a cancellation request and restores the earlier status", async ({ page }) => {
    const id = await createJob(api.customer);
    await approve(id);
    await requestCancel(id);
    await openAsAdmin(page, id);

    await expect(badge(page)).toHaveText("Awaiting Cancellation");
    const before = await timelineEntries(page).count();
    await page.getByRole("button", { name: "Decline Cancellation" }).click();
    await expect(badge(page)).toHaveText("Approved");
    await expect(timelineEntries(page)).toHaveCount(before + 1);
    await expect(page.getByTestId("cancel-reason")).toHaveCount(0);
  });

  test("assigns a driver and sends him the link", async ({ page }) => {
    const id = await createJob(api.customer);
    await approve(id);
    const drivers = await call<{ id: number; name: string; email: string; active_status: string }[]>(
      api.admin,
      "GET",
      "admin/get-all-drivers?page=1&limit=50",
    );
    const driver = drivers.filter((d) => d.active_status === "active").at(-1)!;
    await openAsAdmin(page, id);

    const panel = page.getByRole("region", { name: "Driver" });
    await expect(panel).toContainText("Driver not assigned");
    await expect(panel.getByRole("button", { name: "Send Link" })).toHaveCount(0);
    await panel.getByRole("button", { name: "Assign Driver" }).click();
    const dialog = page.getByRole("dialog", { name: "Assign Driver" });
    await dialog.getByRole("radio", { name: new RegExp(driver.name) }).check();
    await dialog.getByRole("button", { name: /^Assign/ }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByTestId("driver-name")).toHaveText(driver.name);

    await panel.getByRole("button", { name: "Send Link" }).click();
    await expect(page.getByText("Link sent to the driver successfully")).toBeVisible();
    const mail = await waitForMail(driver.email, new RegExp(`job #${id}\\b`, "i"));
    expect(mail.text).toContain(`/ride-details/jobId/${id}/driver/${driver.id}?token=`);
  });

  test("edits the pickup address", async ({ page }) => {
    const id = await createJob(api.customer);
    await openAsAdmin(page, id);

    await page.getByRole("button", { name: "Edit pickup address" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Are you sure you want to edit this address?")).toBeVisible();
    await dialog.getByLabel("Business Name").fill("");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please provide at least a business name or an address.");

    await dialog.getByLabel("Business Name").fill("Mile High Receiving");
    await dialog.getByLabel("Address").fill("Denver");
    const option = dialog.getByRole("option").first();
    await expect(option).toBeVisible();
    const chosen = (await option.textContent())!.trim();
    await option.click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    const pickup = page.getByRole("region", { name: "Pickup", exact: true });
    await expect(pickup.getByTestId("pickup-location")).toHaveText(chosen);
    await expect(pickup).toContainText("Mile High Receiving");
  });

  test("sets the timing of a job awaiting a reschedule date, which becomes Approved", async ({ page }) => {
    const id = await createJob(api.customer);
    await call(api.customer, "PUT", "customer/update-job-schedule", { jobId: id, reason: "Waiting on the buyer" });
    await openAsAdmin(page, id);

    await expect(badge(page)).toHaveText("Awaiting Reschedule Date");
    await page.getByRole("button", { name: "Reschedule" }).click();
    const dialog = page.getByRole("dialog", { name: "Select Your Timing" });
    await dialog.getByRole("button", { name: "Save Timing" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Pickup date and time are required");
    await dialog.getByLabel("Pickup Date").fill(new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10));
    await dialog.getByLabel("Pickup Time").fill("10:30");
    await dialog.getByLabel("Both are important but flexible").check();
    await dialog.getByRole("button", { name: "Save Timing" }).click();
    await expect(dialog).toBeHidden();
    await expect(badge(page)).toHaveText("Approved");
    await expect(page.getByRole("region", { name: "Pickup", exact: true })).toContainText("10:30 AM");
  });

  test("draws the route map with pickup, drop-off and the in-transit driver", async ({ page }) => {
    const id = await createJob(api.customer);
    await openAsAdmin(page, id);
    const map = page.getByRole("region", { name: "Route" });
    await expect(map.getByTestId("map-marker-P")).toBeVisible();
    await expect(map.getByTestId("map-marker-O")).toBeVisible();
    await expect(map.getByTestId("map-marker-D")).toHaveCount(0);

    // A seeded in-transit job (read only): the driver's marker and his resolved track.
    const inTransit = await call<{ id: number }[]>(api.admin, "GET", "admin/get-all-jobs-by-status?tabName=inTransit&page=1&limit=10");
    await page.goto(`/admin-jobs/job-details/${inTransit[0].id}`);
    await expect(badge(page)).toHaveText("In-Transit");
    await expect(page.getByRole("region", { name: "Route" }).getByTestId("map-marker-D")).toBeVisible();
    const updates = page.getByTestId("location-updates").locator("li");
    await expect(updates.first()).toBeVisible();
    await expect(updates.first()).toContainText(/from|,/);
    await expect(page.getByRole("region", { name: "Driver" })).not.toContainText("Driver not assigned");
  });

  test("a long trip: the latest 50 positions, then the earlier ones on request", async ({ page }) => {
    // The seed gives one in-transit job 64 positions; the details carry the latest 50.
    const inTransit = await call<{ id: number }[]>(api.admin, "GET", "admin/get-all-jobs-by-status?tabName=inTransit&page=1&limit=100");
    let longId: number | undefined;
    for (const { id } of inTransit) {
      const details = await call<{ jobData: { location_updates_more: boolean } }>(api.admin, "GET", `admin/get-job-details?jobId=${id}`);
      if (details.jobData.location_updates_more) longId = id;
    }
    expect(longId, "a seeded in-transit job with a long track").toBeDefined();
    await openAsAdmin(page, longId!);
    const updates = page.getByTestId("location-updates").locator("li");
    await expect(updates).toHaveCount(50);
    const newest = await updates.first().locator("time").getAttribute("datetime");
    await page.getByRole("button", { name: "Show earlier updates" }).click();
    await expect(updates).toHaveCount(64);
    await expect(page.getByRole("button", { name: "Show earlier updates" })).toHaveCount(0);
    // Still newest first: the latest stays on top, the earliest is last.
    await expect(updates.first().locator("time")).toHaveAttribute("datetime", newest!);
    const times = await updates.locator("time").evaluateAll((els) => els.map((el) => el.getAttribute("datetime")!));
    expect([...times].sort().reverse()).toEqual(times);
  });
});
