import { expect, test } from "@playwright/test";
import { waitForDriverWorkers } from "./inspection-helpers";
import { demoApis, jobWithDriverLink } from "./job-detail-helpers";

const STEPS = ["ride-details", "ride-detail", "start-pickup", "trip-starts", "end-pickup", "delivery-completed", "upload-documents"];

test.use({ viewport: { width: 390, height: 844 } });

test.describe("the driver's link without signal (issue 31)", () => {
  const api = demoApis("admin", "customer");

  test("after one visit with signal, every step of the job opens offline", async ({ page, context }) => {
    const { url } = await jobWithDriverLink(api.admin, api.customer);
    await page.goto(url);
    await expect(page.getByText("Vehicle Transport Jobs").first()).toBeVisible();

    // The manifest the page links to: valid JSON, opening this link, standalone.
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = (await (await page.request.get(manifestHref!)).json()) as Record<string, unknown>;
    const opened = new URL(page.url());
    expect(manifest).toMatchObject({ start_url: opened.pathname + opened.search, scope: "/", display: "standalone" });

    const stepUrls = STEPS.map((step) => {
      const stepUrl = new URL(opened.toString());
      stepUrl.pathname = opened.pathname.replace(/^\/[a-z-]+\//, `/${step}/`);
      return stepUrl.toString();
    });

    // The worker controls the page and is active for every step, and each of the job's seven steps
    // is stored on the phone (by its address: the worker keeps the pages it answers in the same
    // cache, so a count could mislead; a page varies with Accept, which the worker ignores too).
    await waitForDriverWorkers(page);
    await page.waitForFunction(
      async (urls) => {
        const cache = await caches.open("driver-pages-v1");
        return (await Promise.all(urls.map((url) => cache.match(url, { ignoreVary: true })))).every(Boolean);
      },
      stepUrls,
      { timeout: 30_000 },
    );

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText("Vehicle Transport Jobs").first()).toBeVisible();
    for (const [index, step] of STEPS.entries()) {
      await page.goto(stepUrls[index]!);
      await expect(page.getByText("Vehicle Transport Jobs").first(), step).toBeVisible();
      await expect(page.locator("main"), step).toBeVisible();
      const shots = process.env.E2E_SCREENSHOTS;
      if (shots && step === "start-pickup") await page.screenshot({ path: `${shots}/driver-offline-start-pickup.png` });
    }
    await context.setOffline(false);
  });

  test("the manifest refuses a start that is not a driver's link", async ({ request }) => {
    const response = await request.get("/driver-manifest?start=/admin/jobs");
    expect(response.status()).toBe(400);
  });

  test("no office page is under the worker's scope", async ({ page }) => {
    const { url } = await jobWithDriverLink(api.admin, api.customer);
    await page.goto(url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const scopes = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname),
    );
    expect(scopes.sort()).toEqual(STEPS.map((step) => `/${step}/`).sort());
  });
});
