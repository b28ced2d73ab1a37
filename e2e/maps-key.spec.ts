import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";
import { apiAs, call, createJob, jobWithDriverLink } from "./job-detail-helpers";

// Runs in the "chromium-maps-key" project only (playwright.config.ts): against the second server,
// started from the same build with NEXT_PUBLIC_GOOGLE_MAPS_API_KEY=fake-key-for-tests. Google
// cannot be reached here; the pages must still work, with the offline map and place search.

const FAKE_KEY = "fake-key-for-tests";
const GOOGLE = /^https:\/\/[^/]*(googleapis|gstatic|google)\.com\//;
/** The Google script fails, or is given up after GOOGLE_MAPS_LOAD_TIMEOUT_MS (5 s). */
const FALLBACK_TIMEOUT = 15_000;

/** No network: every Google request fails, as it does on these machines (and would not elsewhere). */
async function offline(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.context().route(GOOGLE, (route) => {
    asked.push(route.request().url());
    return route.abort("internetdisconnected");
  });
  return asked;
}

test.describe("maps with a key and no network", () => {
  test("the job detail renders and falls back to the offline map", async ({ page, baseURL }) => {
    const admin = await apiAs(DEMO.admin, baseURL);
    const [job] = await call<{ id: number }[]>(admin, "GET", "admin/get-all-jobs-by-status?tabName=inTransit&page=1&limit=10");
    await admin.dispose();
    const asked = await offline(page);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    await signIn(page, DEMO.admin);
    const response = await page.goto(`/admin-jobs/job-details/${job.id}`);
    // The key is read when the server runs: its CSP lets Google's script in.
    expect(response?.headers()["content-security-policy"]).toContain("https://maps.googleapis.com");
    await expect(page.getByRole("heading", { name: "Jobs", level: 1 })).toBeVisible();
    await expect(page.getByTestId("job-status")).toHaveText("In-Transit");

    const map = page.getByRole("region", { name: "Route" }).locator('[data-testid="route-map"][data-map-mode="offline"]');
    await expect(map).toBeVisible();
    // The browser got the server's key and tried Google with it...
    await expect.poll(() => asked.some((url) => url.includes(`key=${FAKE_KEY}`)), { timeout: FALLBACK_TIMEOUT }).toBe(true);
    // ...which failed: the offline map stays, for good, with its markers.
    await expect(map).toContainText("The interactive map could not be loaded.", { timeout: FALLBACK_TIMEOUT });
    await expect(page.locator('[data-testid="route-map"][data-map-mode="google"]')).toHaveCount(0);
    for (const letter of ["P", "O", "D"]) await expect(map.getByTestId(`map-marker-${letter}`)).toBeVisible();
    await expect(map.getByTestId("map-distance")).toContainText(/\d mi (by road|\(estimate\))/);
    await expect(page.getByTestId("location-updates").locator("li").first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the dispatcher's live map tries Google with the key, then keeps the offline map", async ({ page }) => {
    const asked = await offline(page);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await signIn(page, DEMO.admin);
    await page.goto("/dispatch/map");
    await expect.poll(() => asked.some((url) => url.includes(`key=${FAKE_KEY}`)), { timeout: FALLBACK_TIMEOUT }).toBe(true);
    const map = page.locator('[data-testid="live-map"][data-map-mode="offline"]');
    await expect(map).toBeVisible({ timeout: FALLBACK_TIMEOUT });
    await expect(page.locator('[data-testid="live-map"][data-map-mode="google"]')).toHaveCount(0);
    await expect(page.getByTestId("map-legend")).toContainText("Pickup today");
    expect(errors).toEqual([]);
  });

  test("the driver's page tries Google with the key, then keeps the offline map", async ({ browser, baseURL }) => {
    // The driver's pages run the map's React code on Preact (README "The driver's pages").
    const [admin, customer] = await Promise.all([apiAs(DEMO.admin, baseURL), apiAs(DEMO.customer, baseURL)]);
    const { url } = await jobWithDriverLink(admin, customer, { server: "maps-key" });
    await Promise.all([admin.dispose(), customer.dispose()]);
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    const asked = await offline(page);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    const response = await page.goto(url);
    expect(response?.headers()["content-security-policy"]).toContain("https://maps.googleapis.com");
    await expect(page.getByRole("heading", { name: "Ride details", level: 1 })).toBeVisible();
    const map = page.locator('[data-testid="route-map"][data-map-mode="offline"]');
    await expect.poll(() => asked.some((url) => url.includes(`key=${FAKE_KEY}`)), { timeout: FALLBACK_TIMEOUT }).toBe(true);
    await expect(map).toContainText("The interactive map could not be loaded.", { timeout: FALLBACK_TIMEOUT });
    for (const letter of ["P", "O"]) await expect(map.getByTestId(`map-marker-${letter}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Start Check-in" })).toBeVisible();
    expect(errors).toEqual([]);
    await phone.close();
  });

  test("the place search still finds places without Google", async ({ page, baseURL }) => {
    const customer = await apiAs(DEMO.customer, baseURL);
    const jobId = await createJob(customer);
    await customer.dispose();
    await offline(page);

    await signIn(page, DEMO.admin);
    await page.goto(`/admin-jobs/job-details/${jobId}`);
    await expect(page.getByRole("region", { name: "Route" }).getByTestId("route-map")).toContainText(
      "The interactive map could not be loaded.",
      {
        timeout: FALLBACK_TIMEOUT,
      },
    );
    await page.getByRole("button", { name: "Edit drop-off address" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("combobox", { name: "Address" }).fill("Dallas");
    const option = dialog.getByRole("option").first();
    await expect(option).toHaveText(/^Dallas, TX\b/);
    const chosen = (await option.textContent())!.trim();
    await option.click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("region", { name: "Drop-off" }).getByTestId("dropoff-location")).toHaveText(chosen);
  });
});
