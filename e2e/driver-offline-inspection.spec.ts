import { expect, test, type Page } from "@playwright/test";
import {
  fillReadings,
  photosToSignature,
  markDent,
  png,
  signPickup,
  signWithSigner,
  takeSlotPhotos,
  waitForDriverWorkers,
} from "./inspection-helpers";
import { call, demoApis, jobWithDriverLink } from "./job-detail-helpers";

const PHONE = { viewport: { width: 390, height: 844 }, geolocation: { latitude: 32.78, longitude: -96.8 }, permissions: ["geolocation"] };
const BAR = "outbox-bar";

type Kept = { call: string; sha256?: string; state: string; message?: string };

/** What the phone's outbox holds (IndexedDB, read as the page would). */
function keptOnPhone(page: Page): Promise<Kept[]> {
  return page.evaluate(
    () =>
      new Promise<Kept[]>((resolve, reject) => {
        const open = indexedDB.open("driver-link-outbox");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction("items").objectStore("items").getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { call: string; fields: { sha256?: string }; state: string; message?: string }[]).map((i) => ({
                call: i.call,
                sha256: i.fields.sha256,
                state: i.state,
                message: i.message,
              })),
            );
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** Opens the link with signal and starts the check-in; the worker and the steps' copies are on the phone. */
async function openPickupWithSignal(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole("button", { name: "Start Check-in" }).click();
  await expect(page.getByText("Step 1 of 5: VIN")).toBeVisible();
  await waitForDriverWorkers(page);
  // This very step is on the phone (not the page it redirected to before the check-in).
  await page.waitForFunction(
    async () =>
      (await (await (await caches.open("driver-pages-v1")).match(location.href))?.text())?.includes("<title>Start pickup") ?? false,
    undefined,
    { timeout: 30_000 },
  );
}

const snap = async (page: Page, name: string) => {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/driver-offline-${name}.png`, fullPage: true });
};

test.describe("the driver's link without signal: the phone's outbox (issue 31)", () => {
  const api = demoApis("admin", "customer");

  test("the whole pickup offline, Begin Trip and three positions; online, everything reaches the server once, in order", async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    const { jobId, driverId, url } = await jobWithDriverLink(api.admin, api.customer);
    const token = new URL(url).searchParams.get("token")!;
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await openPickupWithSignal(page, url);
    // From here a phone's CPU (4× slower): shrinking, hashing and sending must still be done within the minute.
    await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const job = await call<{ jobData: { vin_number: string } }>(api.admin, "GET", `admin/get-job-details?jobId=${jobId}`);

    await context.setOffline(true);
    const bar = page.getByTestId(BAR);
    await page.getByLabel("VIN on the vehicle").fill(job.jobData.vin_number.slice(-6));
    await page.getByRole("button", { name: "Check VIN" }).click();
    await expect(page.getByText("Step 2 of 5: Photos")).toBeVisible();
    await expect(bar).toContainText("No signal: saved on this phone (1 waiting to send)");
    await takeSlotPhotos(page, png);
    await expect(bar).toContainText("7 waiting to send");
    await snap(page, "photos");

    // The phone's browser drops the page: it comes back, without signal, where the driver was.
    await page.reload();
    await expect(page.getByText("Step 3 of 5: Readings")).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByText(/^6 of 6$/)).toBeVisible();
    await expect(page.getByText(/saved on this phone, waiting to send/)).toHaveCount(6);
    await page.getByRole("button", { name: "Next" }).click();
    await fillReadings(page, "48250");
    await markDent(page, png);
    await expect(page.getByRole("list", { name: "Damages marked" })).toContainText("(waiting to send)");
    await page.getByRole("button", { name: "Next" }).click();
    await signWithSigner(page, "Paula Pickup");
    // Both pads drawn to PNGs and kept on a phone's CPU (4× slower), on a machine shared with builds.
    await expect(page.getByRole("heading", { name: "Signed on the phone, waiting to send" })).toBeVisible({ timeout: 30_000 });
    await snap(page, "signed");

    // Begin Trip offline waits behind the signature; so do three positions, each where the phone was.
    await page.getByRole("button", { name: "Begin Trip" }).click();
    // Begin Trip waits for a position up to GEOLOCATION_OPTIONS' 10 s, then is kept without one.
    await expect(page.getByText("Trip begun on the phone, waiting to send")).toBeVisible({ timeout: 20_000 });
    const stops = [
      { latitude: 32.8, longitude: -96.9 },
      { latitude: 32.5, longitude: -97.1 },
      { latitude: 32.1, longitude: -97.4 },
    ];
    for (const stop of stops) {
      await context.setGeolocation(stop);
      await page.getByRole("button", { name: "Update location" }).click();
      await expect(page.getByText(/Location at .*: saved on this phone\./)).toBeVisible();
    }
    // VIN, 6 photos, readings, the damage's photo and the damage, the signature, Begin Trip, 3 positions.
    await expect(bar).toContainText("15 waiting to send");
    await bar.getByText("15 waiting to send").click();
    await expect(bar.getByRole("list", { name: "Waiting to send" }).getByRole("listitem")).toHaveCount(15);
    await snap(page, "waiting");
    const taken = (await keptOnPhone(page)).filter((i) => i.call === "inspection-photo").map((i) => i.sha256!);
    expect(taken).toHaveLength(7);

    // The signal returns: within a minute all is on the server and the page moves on.
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/trip-starts\//, { timeout: 60_000 });
    await expect(page.getByTestId(BAR)).toContainText(/All sent at \d+:\d\d [AP]M/, { timeout: 60_000 });
    expect(await keptOnPhone(page)).toEqual([]);
    await expect(page.getByRole("heading", { name: "On the way" })).toBeVisible();
    await snap(page, "all-sent");

    const inspection = await call<{ state: string; photos: { sha256: string }[]; damages: unknown[]; vin_checked_at: string | null }>(
      page.request,
      "GET",
      `driver/inspection?jobId=${jobId}&driverId=${driverId}&kind=pickup&token=${encodeURIComponent(token)}`,
    );
    expect(inspection.state).toBe("signed");
    expect(inspection.vin_checked_at).not.toBeNull();
    expect(inspection.damages).toHaveLength(1);
    // Each photo the phone took, once: the same bytes (their SHA-256), nothing missing, nothing twice.
    expect(inspection.photos.map((p) => p.sha256).sort()).toEqual([...taken].sort());

    const track = await call<{ current_latitude: number; current_longitude: number }[]>(
      page.request,
      "GET",
      `driver/update-location?job_id=${jobId}&driver_id=${driverId}&token=${encodeURIComponent(token)}`,
    );
    // Begin Trip's position, then the three in the order they were taken.
    expect(track.map((p) => [p.current_latitude, p.current_longitude]).slice(-3)).toEqual(stops.map((s) => [s.latitude, s.longitude]));
    const details = await call<{ jobData: { request_status: string } }>(api.admin, "GET", `admin/get-job-details?jobId=${jobId}`);
    expect(details.jobData.request_status).toBe("in_transit");

    // At the drop-off, without signal again: the delivery is signed on the phone, and the page
    // says it is not on the server yet; the signal back, the delivery is recorded and the page moves on.
    await page.getByRole("link", { name: "Start Delivery Check-Out" }).click();
    await expect(page.getByText("Step 1 of 4: Photos")).toBeVisible();
    await context.setOffline(true);
    await photosToSignature(page, "48461", "Rita Receiver");
    await expect(page.getByRole("heading", { name: "Signed on the phone, waiting to send" })).toBeVisible();
    await expect(page.getByText("The delivery is not on the server yet.")).toBeVisible();
    await snap(page, "delivery-signed");
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/delivery-completed\//, { timeout: 60_000 });
    await expect
      .poll(
        async () =>
          (await call<{ jobData: { request_status: string } }>(api.admin, "GET", `admin/get-job-details?jobId=${jobId}`)).jobData
            .request_status,
      )
      .toBe("delivered");
    await context.close();
  });

  test("Begin Trip kept without a position, then a position kept: once both are sent, check-out opens without a reload", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { jobId, url } = await jobWithDriverLink(api.admin, api.customer);
    const job = await call<{ jobData: { vin_number: string } }>(api.admin, "GET", `admin/get-job-details?jobId=${jobId}`);
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(url);
    await signPickup(page, job.jobData.vin_number);

    // No signal, and no position to be had: Begin Trip is kept without one.
    await context.setOffline(true);
    await context.clearPermissions();
    await page.getByRole("button", { name: "Begin Trip" }).click();
    await expect(page.getByText("Trip begun on the phone, waiting to send")).toBeVisible();
    await expect(page.getByText("Update your location to enable check-out.")).toBeVisible();
    // The position comes back; an update is kept too.
    await context.grantPermissions(["geolocation"]);
    await page.getByRole("button", { name: "Update location" }).click();
    await expect(page.getByText(/No signal: location saved on this phone at .*, waiting to send/)).toBeVisible();

    // The page's data, asked again once Begin Trip is accepted, comes back late (a slow network): made
    // before the position was accepted, it arrives after. The en-route screen must not lose the
    // position meanwhile (it once left the page until the data came, and missed it).
    await context.route(
      (address) => address.pathname.startsWith("/trip-starts/"),
      async (route) => {
        if (route.request().headers().accept !== "application/json") return route.fallback();
        const response = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        await route.fulfill({ response });
      },
    );

    // The signal returns: both are accepted, and the page opens check-out from the position sent.
    await context.setOffline(false);
    await expect(page.getByTestId(BAR)).toContainText("All sent at", { timeout: 60_000 });
    await expect(page.getByText("Update your location to enable check-out.")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Start Delivery Check-Out" })).toBeVisible();
    await context.close();
  });

  test("Start Check-in without signal opens the check-in kept on the phone; its parts are sent when the signal returns", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { jobId, url } = await jobWithDriverLink(api.admin, api.customer);
    const job = await call<{ jobData: { vin_number: string } }>(api.admin, "GET", `admin/get-job-details?jobId=${jobId}`);
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(url);
    await waitForDriverWorkers(page);
    // The job's steps are copied to the phone when its link is opened, the check-in among them.
    const pickup = url.replace("/ride-details/", "/start-pickup/");
    await page.waitForFunction(
      async (href) => (await (await (await caches.open("driver-pages-v1")).match(href))?.text())?.includes("<title>Start pickup") ?? false,
      new URL(pickup, page.url()).href,
      { timeout: 30_000 },
    );

    await context.setOffline(true);
    await page.getByRole("button", { name: "Start Check-in" }).click();
    await expect(page.getByText("Step 1 of 5: VIN")).toBeVisible();
    await page.getByLabel("VIN on the vehicle").fill(job.jobData.vin_number.slice(-6));
    await page.getByRole("button", { name: "Check VIN" }).click();
    await expect(page.getByText("Step 2 of 5: Photos")).toBeVisible();
    await expect(page.getByTestId(BAR)).toContainText("No signal: saved on this phone (1 waiting to send)");
    await context.setOffline(false);
    await expect(page.getByTestId(BAR)).toContainText("All sent at", { timeout: 60_000 });
    expect(await keptOnPhone(page)).toEqual([]);
    await context.close();
  });

  test("a link revoked while photos wait: each is refused with the revocation's message, and the page says to call dispatch", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { driverId, url } = await jobWithDriverLink(api.admin, api.customer);
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await openPickupWithSignal(page, url);
    await context.setOffline(true);
    await page.getByLabel("VIN on the vehicle").fill("123456");
    await page.getByRole("button", { name: "Check VIN" }).click();
    await page
      .getByLabel("Front", { exact: true })
      .setInputFiles({ name: "front.png", mimeType: "image/png", buffer: png(800, 600, [10, 120, 200]) });
    await expect(page.getByTestId(BAR)).toContainText("2 waiting to send");

    // Dispatch makes the driver inactive meanwhile: the link no longer opens anything.
    const changed = await api.admin.put("/api/v1/admin/update-driver-details", {
      multipart: { driverId: String(driverId), active_status: "0" },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
    await context.setOffline(false);
    const refused = page.getByRole("alert").filter({ hasText: "Not accepted by the server. Call dispatch." });
    await expect(refused).toBeVisible({ timeout: 60_000 });
    await expect(refused).toContainText("Photo: Front: This link is no longer valid");
    await expect(refused).toContainText("VIN check: This link is no longer valid");
    const kept = await keptOnPhone(page);
    expect(kept.map((i) => i.state)).toEqual(["refused", "refused"]);
    await snap(page, "revoked");
    // Having called dispatch, the driver removes them from the phone: only then are they gone.
    await page.getByRole("button", { name: "Called dispatch? Remove these from this phone" }).click();
    await expect(refused).toBeHidden();
    expect(await keptOnPhone(page)).toEqual([]);
    await context.close();
  });

  test("30 rounds of random faults while photos are taken: the server holds exactly what the phone took", async ({ browser }) => {
    test.setTimeout(300_000);
    const { jobId, driverId, url } = await jobWithDriverLink(api.admin, api.customer);
    const token = new URL(url).searchParams.get("token")!;
    const context = await browser.newContext(PHONE);
    let page = await context.newPage();
    await openPickupWithSignal(page, url);
    const pickupUrl = page.url();
    const job = await call<{ jobData: { vin_number: string } }>(api.admin, "GET", `admin/get-job-details?jobId=${jobId}`);
    await page.getByLabel("VIN on the vehicle").fill(job.jobData.vin_number.slice(-6));
    await page.getByRole("button", { name: "Check VIN" }).click();
    await expect(page.getByText("Step 2 of 5: Photos")).toBeVisible();

    // A small seeded generator: the same faults on every run, so a failure can be replayed.
    let seed = 31;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const faults = ["offline", "online", "reload", "reopen", "abort", "none"] as const;
    let isOffline = false;
    const taken: string[] = [];
    const done: string[] = [];
    for (let round = 0; round < 30; round++) {
      const fault = faults[Math.floor(random() * faults.length)]!;
      done.push(fault);
      if (fault === "offline" || fault === "online") {
        isOffline = fault === "offline";
        await context.setOffline(isOffline);
      } else if (fault === "reload") {
        await page.reload();
      } else if (fault === "reopen") {
        await page.close();
        page = await context.newPage();
        await page.goto(pickupUrl);
      } else if (fault === "abort") {
        // The next upload is cut off on its way, after part of it went.
        await page.route("**/api/v1/driver/inspection-photo**", (route) => setTimeout(() => void route.abort("connectionreset"), 50), {
          times: 1,
        });
      }
      await expect(page.getByText(/Step 2 of 5: Photos/)).toBeVisible();
      // The photo is taken without signal for a moment, so its bytes' hash is read from the phone before it is sent.
      await context.setOffline(true);
      await page.locator("input[type=file][multiple]").setInputFiles({
        name: `extra-${round}.png`,
        mimeType: "image/png",
        buffer: png(640, 480, [(round * 37) % 256, (round * 91) % 256, (round * 53) % 256]),
      });
      const isNew = (i: Kept) => i.call === "inspection-photo" && !taken.includes(i.sha256!);
      await expect.poll(async () => (await keptOnPhone(page)).filter(isNew).length).toBe(1);
      taken.push((await keptOnPhone(page)).find(isNew)!.sha256!);
      await context.setOffline(isOffline);
    }

    await context.setOffline(false);
    await expect(page.getByTestId(BAR)).toContainText(/All sent at/, { timeout: 90_000 });
    expect(await keptOnPhone(page)).toEqual([]);
    const inspection = await call<{ photos: { place: string; sha256: string }[] }>(
      page.request,
      "GET",
      `driver/inspection?jobId=${jobId}&driverId=${driverId}&kind=pickup&token=${encodeURIComponent(token)}`,
    );
    const extras = inspection.photos.filter((p) => p.place === "extra").map((p) => p.sha256);
    expect(new Set(taken).size, `faults: ${done.join(", ")}`).toBe(30);
    expect(extras.sort(), `faults: ${done.join(", ")}`).toEqual([...taken].sort());
    await context.close();
  });
});
