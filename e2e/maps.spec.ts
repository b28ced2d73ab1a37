import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { DEMO, linkIn, signIn, waitForMail } from "./helpers";
import { call, createJob, demoApis, type Stop } from "./job-detail-helpers";

// The offline route map (no Google Maps key on the main test server) and the offline place
// search, on the admin job detail (issue 5, "Shown by tests").

const DALLAS: Stop = { location: "1500 Marilla St, Dallas, TX 75201", latitude: 32.7767, longitude: -96.797 };
const HOUSTON: Stop = { location: "901 Bagby St, Houston, TX 77002", latitude: 29.7604, longitude: -95.3698 };
/** Two driver positions on the way from Dallas to Houston, oldest first. */
const CORSICANA = { lat: 32.0954, lng: -96.4689 };
const CENTERVILLE = { lat: 31.258, lng: -95.9783 };

/** A 1×1 PNG: the check-in needs a photo. */
const PHOTO = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

const api = demoApis("customer", "admin");

type Spot = { x: number; y: number };

/**
 * The markers' true positions, read together once the map has its measured width: it is drawn
 * 640 wide until its script measures the page, so positions read across that change disagree.
 */
async function spots(map: Locator, ...letters: string[]): Promise<Spot[]> {
  for (const letter of letters) await expect(map.getByTestId(`map-marker-${letter}`)).toBeVisible();
  await expect
    .poll(() => map.evaluate((el) => el.querySelector("svg")?.viewBox.baseVal.width === Math.round(el.getBoundingClientRect().width)))
    .toBe(true);
  return map.evaluate(
    (el, wanted) =>
      wanted.map((letter) => {
        const marker = el.querySelector(`[data-testid="map-marker-${letter}"]`)!;
        return { x: Number(marker.getAttribute("data-x")), y: Number(marker.getAttribute("data-y")) };
      }),
    letters,
  );
}

/** Web Mercator's y for a latitude (grows northward; the SVG's y grows southward). */
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

/** Where `value` lies between `from` (0) and `to` (1). */
const fraction = (value: number, from: number, to: number) => (value - from) / (to - from);

async function openAsAdmin(page: Page, jobId: number) {
  await signIn(page, DEMO.admin);
  await page.goto(`/admin-jobs/job-details/${jobId}`);
  await expect(page.getByRole("heading", { name: "Jobs", level: 1 })).toBeVisible();
}

/** A Dallas → Houston job in transit: a driver checked in through his link and sent two positions. */
async function jobInTransit(request: APIRequestContext): Promise<number> {
  const jobId = await createJob(api.customer, { pickup: DALLAS, dropoff: HOUSTON });
  await call(api.admin, "PUT", "admin/job-approve", { jobId });
  const email = `e2e-maps-driver-${Date.now()}-${Math.floor(Math.random() * 1e4)}@example.com`;
  const created = await api.admin.post("/api/v1/admin/create-driver", {
    multipart: { name: "Mia Mapper", email, phone: "2145550177", note: "" },
    maxRetries: 2,
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { data: driver } = (await created.json()) as { data: { id: number } };
  await call(api.admin, "POST", "admin/assign-driver", { jobId, driverId: driver.id });
  await call(api.admin, "POST", "admin/send-Link", { jobId, driverId: driver.id });
  const token = new URL(linkIn(await waitForMail(email, `Your transport job #${jobId}`))).searchParams.get("token")!;

  const ride = (fields: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>) =>
    request.put(`/api/v1/driver/update-riding-details?token=${encodeURIComponent(token)}`, {
      multipart: { jobId: String(jobId), driverId: String(driver.id), ...fields },
      maxRetries: 2,
    });
  const checkIn = await ride({
    ride_status: "checked_in",
    checkin_mileage: "48250",
    damage_notes: "No damage",
    vehicle_photo: { name: "front.png", mimeType: "image/png", buffer: PHOTO },
  });
  expect(checkIn.ok(), await checkIn.text()).toBe(true);
  for (const position of [CORSICANA, CENTERVILLE]) {
    const sent = await ride({
      ride_status: "ride_started",
      current_latitude: String(position.lat),
      current_longitude: String(position.lng),
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  }
  return jobId;
}

test.describe("maps without a Google Maps key", () => {
  test("the offline map places pickup, drop-off and the driver where they are", async ({ page, request }) => {
    const jobId = await jobInTransit(request);
    await openAsAdmin(page, jobId);
    await expect(page.getByTestId("job-status")).toHaveText("In-Transit");

    const map = page.getByRole("region", { name: "Route" }).getByTestId("route-map");
    await expect(map).toHaveAttribute("data-map-mode", "offline");
    const [p, o, d] = await spots(map, "P", "O", "D");

    // Houston is east (greater x) and south (greater y, the SVG's y grows downward) of Dallas.
    expect(o.x).toBeGreaterThan(p.x);
    expect(o.y).toBeGreaterThan(p.y);
    // The driver, on his way, is inside the route's box...
    expect(d.x).toBeGreaterThan(p.x);
    expect(d.x).toBeLessThan(o.x);
    expect(d.y).toBeGreaterThan(p.y);
    expect(d.y).toBeLessThan(o.y);
    // ...where Web Mercator puts him: x follows the longitude, y the Mercator latitude.
    expect(fraction(d.x, p.x, o.x)).toBeCloseTo(fraction(CENTERVILLE.lng, DALLAS.longitude, HOUSTON.longitude), 1);
    expect(fraction(d.y, p.y, o.y)).toBeCloseTo(
      fraction(mercatorY(CENTERVILLE.lat), mercatorY(DALLAS.latitude), mercatorY(HOUSTON.latitude)),
      1,
    );

    // The track runs through his two positions and ends at his marker.
    const points = ((await map.getByTestId("map-track").getAttribute("points")) ?? "")
      .trim()
      .split(/\s+/)
      .map((pair) => pair.split(",").map(Number));
    expect(points).toHaveLength(2);
    const [first, last] = points;
    expect(last[0]).toBeCloseTo(d.x, 0);
    expect(last[1]).toBeCloseTo(d.y, 0);
    // Corsicana is north-west of Centerville.
    expect(first[0]).toBeLessThan(last[0]);
    expect(first[1]).toBeLessThan(last[1]);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(p.x);
      expect(x).toBeLessThanOrEqual(o.x);
      expect(y).toBeGreaterThanOrEqual(p.y);
      expect(y).toBeLessThanOrEqual(o.y);
    }
    await expect(map.getByTestId("map-route")).toBeAttached();

    // Dallas to Houston as the crow flies: 225 miles; without Google's driving distance the job's
    // one distance is that times 1.2, said to be an estimate (the mileage check uses the same).
    await expect(map.getByTestId("map-distance")).toContainText("270 mi (estimate)");
    // A base layer of the states, a legend of the letters, and no message for developers.
    await expect(map).toHaveAttribute("data-base-layer", "states");
    await expect(map.getByTestId("map-states").locator("path")).toHaveCount(2);
    await expect(map.getByRole("list", { name: "Map legend" }).getByRole("listitem")).toHaveText(["PPickup", "ODrop-off", "DDriver"]);
    await expect(map).not.toContainText("API key");
    for (const width of [1440, 1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await map.scrollIntoViewIfNeeded();
      await map.screenshot({ path: test.info().outputPath(`offline-map-${width}.png`) });
    }

    // Before its script (here: none at all) a phone sees the whole drawing, scaled to the box,
    // not its left 390 px of 640.
    const scriptless = await page
      .context()
      .browser()!
      .newContext({ javaScriptEnabled: false, storageState: await page.context().storageState(), viewport: { width: 390, height: 844 } });
    const phone = await scriptless.newPage();
    await phone.goto(`/admin-jobs/job-details/${jobId}`);
    const drawn = phone.getByRole("region", { name: "Route" }).getByTestId("route-map");
    await drawn.scrollIntoViewIfNeeded();
    const box = (await drawn.boundingBox())!;
    expect(box.width).toBeLessThan(390);
    for (const part of [drawn.locator("svg"), ...["P", "O", "D"].map((letter) => drawn.getByTestId(`map-marker-${letter}`))]) {
      const at = (await part.boundingBox())!;
      expect(at.x).toBeGreaterThanOrEqual(box.x - 0.5);
      expect(at.x + at.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    }
    await drawn.screenshot({ path: test.info().outputPath("offline-map-390-before-scripts.png") });
    await scriptless.close();
  });

  test("the place search finds a city and its coordinates move the drop-off", async ({ page }) => {
    const jobId = await createJob(api.customer, { pickup: DALLAS, dropoff: HOUSTON });
    await openAsAdmin(page, jobId);
    const map = page.getByRole("region", { name: "Route" }).getByTestId("route-map");
    const [p, before] = await spots(map, "P", "O");
    expect(before.y).toBeGreaterThan(p.y);

    await page.getByRole("button", { name: "Edit drop-off address" }).click();
    const dialog = page.getByRole("dialog");
    const field = dialog.getByRole("combobox", { name: "Address" });
    await field.fill("Springfield, IL");
    const option = dialog.getByRole("option").first();
    await expect(option).toHaveText(/^Springfield\b.*\bIL\b/);
    const chosen = (await option.textContent())!.trim();
    await option.click();
    await expect(field).toHaveValue(chosen);
    await expect(dialog.getByText(`New address: ${chosen}`)).toBeVisible();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole("region", { name: "Drop-off" }).getByTestId("dropoff-location")).toHaveText(chosen);
    // The chosen place brought its coordinates: Springfield, Illinois.
    const { jobData } = await call<{ jobData: { dropoff_location: string; dropoff_latitude: number; dropoff_longitude: number } }>(
      api.admin,
      "GET",
      `admin/get-job-details?jobId=${jobId}`,
    );
    expect(jobData.dropoff_location).toBe(chosen);
    expect(jobData.dropoff_latitude).toBeCloseTo(39.8, 1);
    expect(jobData.dropoff_longitude).toBeCloseTo(-89.64, 1);
    // ...and the map follows: Springfield is north-east of Dallas, where Houston was south-east.
    await expect
      .poll(async () => {
        const [pickup, dropoff] = await spots(map, "P", "O");
        return dropoff.y < pickup.y && dropoff.x > pickup.x;
      })
      .toBe(true);
  });
});
