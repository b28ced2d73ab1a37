import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { seriousFindings } from "./axe";
import { DEMO, linkIn, signIn, waitForMail } from "./helpers";
import { call, createJob, demoApis, type Stop } from "./job-detail-helpers";

// Issue 34, the live map (/dispatch/map, no Google Maps key on the test server): a position sent
// through a driver's link shows on the map and in the list without a reload; axe at 1440 and 390.

const DALLAS: Stop = { location: "1500 Marilla St, Dallas, TX 75201", latitude: 32.7767, longitude: -96.797 };
const HOUSTON: Stop = { location: "901 Bagby St, Houston, TX 77002", latitude: 29.7604, longitude: -95.3698 };
const CORSICANA = { lat: 32.0954, lng: -96.4689 };
/** A 1×1 PNG: the check-in needs a photo. */
const PHOTO = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const FRESH = "#16a34a";

const api = demoApis("customer", "admin");

async function shot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** A Dallas → Houston job its driver checked in and started through his link (in transit, last seen in Dallas). */
async function checkedInJob(request: APIRequestContext) {
  const jobId = await createJob(api.customer, { pickup: DALLAS, dropoff: HOUSTON });
  await call(api.admin, "PUT", "admin/job-approve", { jobId });
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const name = `Lia Live ${tag}`;
  const email = `e2e-live-map-${tag}@example.com`;
  const created = await api.admin.post("/api/v1/admin/create-driver", {
    multipart: { name, email, phone: "2145550176", note: "" },
    maxRetries: 2,
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { data: driver } = (await created.json()) as { data: { id: number } };
  await call(api.admin, "POST", "admin/assign-driver", { jobId, driverId: driver.id });
  await call(api.admin, "POST", "admin/send-Link", { jobId, driverId: driver.id });
  const token = new URL(linkIn(await waitForMail(email, `Your transport job #${jobId}`))).searchParams.get("token")!;
  const checkIn = await request.put(`/api/v1/driver/update-riding-details?token=${encodeURIComponent(token)}`, {
    multipart: {
      jobId: String(jobId),
      driverId: String(driver.id),
      ride_status: "checked_in",
      checkin_mileage: "48250",
      damage_notes: "No damage",
      vehicle_photo: { name: "front.png", mimeType: "image/png", buffer: PHOTO },
    },
    maxRetries: 2,
  });
  expect(checkIn.ok(), await checkIn.text()).toBe(true);
  const started = await request.put(`/api/v1/driver/update-riding-details?token=${encodeURIComponent(token)}`, {
    multipart: {
      jobId: String(jobId),
      driverId: String(driver.id),
      ride_status: "ride_started",
      current_latitude: String(DALLAS.latitude),
      current_longitude: String(DALLAS.longitude),
    },
    maxRetries: 2,
  });
  expect(started.ok(), await started.text()).toBe(true);
  return { jobId, driverId: driver.id, name, token };
}

test("a position sent through the driver's link shows on the live map and in its list without a reload", async ({ page, request }) => {
  test.setTimeout(150_000);
  const job = await checkedInJob(request);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.admin);
  await page.goto("/dispatch");
  await page.getByRole("link", { name: "Live map" }).click();
  await expect(page).toHaveURL(/\/dispatch\/map/);
  await expect(page.getByRole("heading", { level: 1, name: "Live map" })).toBeVisible();
  await expect(page.getByTestId("live-map")).toHaveAttribute("data-base-layer", "states");
  const row = page.getByRole("row").filter({ hasText: `job-${job.jobId}` });
  await expect(row).toContainText(job.name);
  await expect(row.locator("[data-ping-age]")).toHaveAttribute("data-ping-age", "fresh");
  const marker = page.getByTestId(`live-moving-${job.jobId}`);
  await expect(marker).toHaveAttribute("data-color", FRESH);
  await expect(marker).toHaveAttribute("aria-label", new RegExp(`^job-${job.jobId}, ${job.name}: .*last ping \\d+ min ago$`));
  const inDallas = (await marker.getAttribute("transform"))!;
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // The phone sends a position further on: the next refresh (every 30 s) moves the marker there.
  const sent = await request.post(`/api/v1/driver/update-location?token=${encodeURIComponent(job.token)}`, {
    data: {
      job_id: job.jobId,
      driver_id: job.driverId,
      positions: [
        { id: randomUUID(), current_latitude: CORSICANA.lat, current_longitude: CORSICANA.lng, captured_at: new Date().toISOString() },
      ],
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await expect(marker).not.toHaveAttribute("transform", inDallas, { timeout: 40_000 });
  await expect(marker).toHaveAttribute("data-color", FRESH);
  await expect(row).toContainText("0 min ago");
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // A click (or tap) on the marker opens its card: the job, the driver, the drop-off.
  await marker.click();
  const card = page.getByTestId("live-map-card");
  await expect(card).toContainText(`job-${job.jobId}`);
  await expect(card).toContainText(job.name);
  await expect(card).toContainText(`To ${HOUSTON.location}`);
  await expect(page.getByTestId("map-legend")).toContainText("Pickup today");
  await shot(page, "dispatch-map-1440");

  // The list sorts by the last ping, newest first on request (a plain link: the URL holds the order).
  await page.getByRole("link", { name: /^Last ping/ }).click();
  await expect(page).toHaveURL(/sort=newest/);
  await expect(page.getByRole("row").nth(1)).toContainText(`job-${job.jobId}`);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/dispatch/map");
  await expect(page.getByTestId("live-map")).toHaveAttribute("data-base-layer", "states");
  await shot(page, "dispatch-map-1280");
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`/dispatch/map has no serious axe finding at ${viewport.width} wide`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.admin);
    await page.goto("/dispatch/map");
    await expect(page.getByTestId("live-map")).toHaveAttribute("data-base-layer", "states");
    expect(await seriousFindings(page)).toEqual([]);
    if (viewport.width === 390) await shot(page, "dispatch-map-390");
  });
}
