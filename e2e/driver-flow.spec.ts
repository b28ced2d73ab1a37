import { expect, test, type Page } from "@playwright/test";
import { DEMO, newCompany, signIn } from "./helpers";
import { DRIVER_PAD, drawSignature, fillReadings, inkOnPad, markDent, png, takeSlotPhotos } from "./inspection-helpers";
import { demoApis, jobWithDriverLink } from "./job-detail-helpers";

const PHONE = { viewport: { width: 390, height: 844 }, geolocation: { latitude: 32.78, longitude: -96.8 }, permissions: ["geolocation"] };

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** The JSON answer of the next call to `url`, read on its way to the page (which may leave at once). */
async function answerOf<T>(page: Page, url: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    void page.route(
      url,
      async (route) => {
        try {
          const response = await route.fetch();
          resolve((await response.json()) as T);
          await route.fulfill({ response });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
      { times: 1 },
    );
  });
}

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "no horizontal scrolling").toBeLessThanOrEqual(0);
}

/** The bottom bar (issue 20 item 15): opaque, and the page's last content, scrolled to the end, ends above it. */
async function expectBarClear(page: Page) {
  const { background, barTop, contentBottom } = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const bar = [...document.querySelectorAll<HTMLElement>("main *")].find((el) => getComputedStyle(el).position === "fixed")!;
    // Inside an <svg> (the map's state outlines) a shape's box runs past the drawing, which clips it; a
    // closed <details> (Can't pick up) keeps boxes for the content it does not show.
    const content = [...document.querySelectorAll<HTMLElement>("main *")].filter(
      (el) => !bar.contains(el) && el.getClientRects().length > 0 && el.checkVisibility() && !el.parentElement?.closest("svg"),
    );
    return {
      background: getComputedStyle(bar).backgroundColor,
      barTop: bar.getBoundingClientRect().top,
      contentBottom: Math.max(...content.map((el) => el.getBoundingClientRect().bottom)),
    };
  });
  expect(background, "an opaque colour").toMatch(/^(rgb\(|oklch\(|oklab\(|lab\(|color\()/);
  expect(background, "an opaque colour").not.toMatch(/\/\s*0?\.\d|rgba\([^)]*,\s*0?\.\d+\)|transparent/);
  expect(contentBottom, "the last content above the bar").toBeLessThanOrEqual(barTop);
}

/** Screenshots to look at (E2E_SCREENSHOTS=dir) of the phone's screen, at the page's top and end. */
async function snap(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${dir}/driver-${name}-top.png` });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.screenshot({ path: `${dir}/driver-${name}-end.png` });
}

test.describe("driver flow on a phone", () => {
  const api = demoApis("admin", "customer");

  test("from the mailed link to trip documents, then the admin sees photos, track and documents", async ({ browser }) => {
    test.setTimeout(240_000);
    const { jobId, url } = await jobWithDriverLink(api.admin, api.customer);
    const phone = await browser.newContext(PHONE);
    const page = await phone.newPage();

    // 1. Ride details.
    await page.goto(url);
    await expect(page.getByRole("heading", { name: "Ride details", level: 1 })).toBeVisible();
    await expect(page.getByText(`Job #${jobId}`)).toBeVisible();
    await expect(page.getByRole("region", { name: "Pickup", exact: true }).getByText("E2E Pickup Yard")).toBeVisible();
    await expectNoSideScroll(page);
    await expectBarClear(page);
    await snap(page, "ride-details");
    const start = page.getByRole("button", { name: "Start Check-in" });
    expect((await start.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await start.click();

    // 2. Start pickup is the pickup inspection: VIN, photo slots, readings, damages, signature.
    await expect(page).toHaveURL(/\/start-pickup\/jobId\/\d+\/driver\/\d+\?token=/);
    await expect(page.getByRole("heading", { name: "Start pickup" })).toBeVisible();
    await expect(page.getByText("Step 1 of 5: VIN")).toBeVisible();
    await expectNoSideScroll(page);
    await page.getByLabel("VIN on the vehicle").fill("000000");
    await page.getByRole("button", { name: "Check VIN" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This VIN does not match the job's vehicle." })).toBeVisible();
    const job = await (await api.admin.get(`/api/v1/admin/get-job-details?jobId=${jobId}`)).json();
    await page.getByLabel("VIN on the vehicle").fill(job.data.jobData.vin_number.slice(-6));
    await page.getByRole("button", { name: "Check VIN" }).click();
    await expect(page.getByText("Step 2 of 5: Photos")).toBeVisible();
    const front = page.getByLabel("Front", { exact: true });
    await expect(front).toHaveAttribute("capture", "environment");
    await expect(front).toHaveAttribute("accept", "image/*");
    // A file that is not an image is refused when chosen (issue 20 item 6).
    await front.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
    await expect(page.getByRole("alert").filter({ hasText: "Only image files are allowed." })).toBeVisible();
    // A lost upload is sent again, the same part with the same id.
    await page.route("**/api/v1/driver/inspection-photo**", (route) => route.abort("internetdisconnected"), { times: 1 });
    await takeSlotPhotos(page, png);
    await expectBarClear(page);
    await snap(page, "inspection-photos");
    // A reload (the phone's browser dropped the page while the camera was open) comes back at the
    // first step not yet done, the photos kept: Back shows them taken.
    await page.reload();
    await expect(page.getByText("Step 3 of 5: Readings")).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByText("Step 2 of 5: Photos")).toBeVisible();
    await expect(page.getByText(/^6 of 6$/)).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await fillReadings(page, "48250");
    await markDent(page, png);
    await snap(page, "inspection-damages");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Step 5 of 5: Sign")).toBeVisible();
    await expect(page.getByText("Left front door: dent, moderate (09022)")).toBeVisible();
    await page.getByLabel("Printed name").fill("Paula Pickup");
    await drawSignature(page);
    const ink = await inkOnPad(page);
    expect(ink).toBeGreaterThan(50);
    // Rotating the phone keeps the signature: the strokes are redrawn at the new size.
    await page.setViewportSize({ width: 844, height: 390 });
    await expect.poll(() => inkOnPad(page)).toBeGreaterThan(50);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => inkOnPad(page)).toBeGreaterThan(50);
    await expectNoSideScroll(page);
    await snap(page, "inspection-sign");
    // The driver signs too, as the carrier's agent: his name offered, his own pad; he holds the
    // phone in landscape for it, where the whole pad fits between the header and the Sign bar.
    await expect(page.getByLabel("Driver's name")).not.toHaveValue("");
    const driverName = await page.getByLabel("Driver's name").inputValue();
    await page.setViewportSize({ width: 844, height: 390 });
    await expectNoSideScroll(page);
    await drawSignature(page, DRIVER_PAD);
    const padBox = (await page.getByRole("img", { name: DRIVER_PAD, exact: true }).boundingBox())!;
    const signBox = (await page.getByRole("button", { name: "Sign", exact: true }).boundingBox())!;
    expect(padBox.height).toBeGreaterThanOrEqual(150);
    expect(padBox.y).toBeGreaterThanOrEqual(0);
    expect(padBox.y + padBox.height).toBeLessThanOrEqual(signBox.y);
    await snap(page, "inspection-sign-landscape");
    const signed = answerOf<{ data: { state: string; photos: { url: string }[] } }>(page, "**/api/v1/driver/sign-inspection**");
    await page.getByRole("button", { name: "Sign", exact: true }).click();
    const signedAnswer = await signed;
    expect(signedAnswer.data.state).toBe("signed");
    expect(signedAnswer.data.photos).toHaveLength(7);

    // 3. Begin Trip.
    await expect(page).toHaveURL(/\/trip-starts\//);
    await expect(page.getByText("Inspection signed").first()).toBeVisible();
    // The photo was shrunk in the browser: a JPEG, served to the driver's link.
    const photo = await page.request.get(`${signedAnswer.data.photos[0]!.url}?token=${new URL(url).searchParams.get("token")}`);
    expect(photo.status()).toBe(200);
    expect(photo.headers()["content-type"]).toBe("image/jpeg");
    await snap(page, "trip-starts");
    await page.clock.install();
    // Begin Trip is recorded on the server with the phone's position: the job in transit, check-out open.
    await page.getByRole("button", { name: "Begin Trip" }).click();
    await expect(page.getByRole("heading", { name: "On the way" })).toBeVisible();
    await expect(page.getByText(/Location sent at/)).toBeVisible();
    await expect(page.getByText("32.7800, -96.8000")).toBeVisible();
    await expect(page.getByText("In-Transit", { exact: true })).toBeVisible();
    await expect(page.getByText("Approved", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Start Delivery Check-Out" })).toBeVisible();

    // 4–5. En route: a location update, then one every 60 s.
    const positions: string[] = [];
    page.on("requestfinished", (r) => r.url().includes("/driver/update-location") && r.method() === "POST" && positions.push(r.url()));
    await page.getByRole("button", { name: "Update location" }).click();
    await expect.poll(() => positions.length).toBe(1);
    await page.clock.runFor(61_000);
    await expect.poll(() => positions.length).toBe(2);
    await expectNoSideScroll(page);
    // After a reload check-out stays open: the server holds this trip's position (issue 20 item 7).
    await page.reload();
    await expect(page.getByText(/Location sent at/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Begin Trip" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Start Delivery Check-Out" })).toBeVisible();
    await expectBarClear(page);
    await snap(page, "en-route");
    await page.getByRole("link", { name: "Start Delivery Check-Out" }).click();

    // 6. End pickup is the delivery inspection; no one there to sign: the driver attests, with two more photos.
    await expect(page).toHaveURL(/\/end-pickup\//);
    await expect(page.getByRole("heading", { name: "Delivery check-out" })).toBeVisible();
    await expect(page.getByText("Step 1 of 4: Photos")).toBeVisible();
    await takeSlotPhotos(page, png);
    await page.getByRole("button", { name: "Next" }).click();
    // What pickup recorded stands beside the delivery's readings; a key fewer is flagged until counted.
    const atPickup = page.getByRole("region", { name: "At pickup" });
    await expect(atPickup).toContainText("Keys2");
    await expect(atPickup).toContainText("Fuel3/4");
    await expect(atPickup.getByTestId("missing-items")).toHaveText("Fewer keys than at pickup: 1 of 2.");
    await fillReadings(page, "48461");
    await expect(page.getByRole("heading", { name: "Damages" })).toBeVisible();
    // Pickup's dent, grey on the delivery's diagram and listed as at pickup.
    await expect(page.getByTestId("pickup-damages")).toContainText("P1. Left front door: dent, moderate 09022");
    await expect(page.locator("svg [data-prior]")).toHaveCount(1);
    await snap(page, "delivery-damages-at-pickup");
    await page.getByRole("button", { name: "No damage" }).click();
    await expect(page.getByRole("button", { name: "No damage" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Customer not available").check();
    await page.getByRole("button", { name: "Sign", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please confirm that no one was available to sign." })).toBeVisible();
    await page.getByLabel("I attest that no one was available to sign at delivery.").check();
    await drawSignature(page, DRIVER_PAD);
    await page.getByLabel(/^More photos/).setInputFiles([
      { name: "keys.png", mimeType: "image/png", buffer: png(600, 400, [30, 160, 80]) },
      { name: "spot.png", mimeType: "image/png", buffer: png(600, 400, [80, 30, 160]) },
    ]);
    await expectBarClear(page);
    await snap(page, "end-pickup");
    await page.getByRole("button", { name: "Sign", exact: true }).click();

    // 7. Delivery completed, then the documents.
    await expect(page).toHaveURL(/\/delivery-completed\//);
    await expect(page.getByText("Trip documents can be uploaded within 48 hours after delivery.")).toBeVisible();
    await expect(page.getByRole("link", { name: `Download BOL-${jobId} version 2` })).toBeVisible();
    // The deadline on the drop-off's clock (Austin), not UTC.
    await expect(page.getByText(/^Until \d+\/\d+\/\d{4} \d+:\d\d [AP]M C[SD]T$/)).toBeVisible();
    await expectNoSideScroll(page);
    await snap(page, "delivery-completed");
    await page.getByRole("link", { name: "Upload Trip Documents" }).click();
    await expect(page).toHaveURL(/\/upload-documents\//);
    await expect(page.getByRole("heading", { name: "Upload trip documents" })).toBeVisible();
    // Nothing chosen, nothing to send (issue 20 item 8): the button says so, and even a submit
    // of the form (Enter, a script) sends no request; notes typed back as they were are no change.
    const uploads: string[] = [];
    page.on("request", (r) => r.url().includes("/driver/upload-trip-document") && uploads.push(r.method()));
    await expect(page.getByRole("button", { name: "Nothing to save" })).toBeDisabled();
    await page.locator("form").evaluate((form: HTMLFormElement) => form.requestSubmit());
    await page.getByLabel("Additional notes").fill("Paid");
    await expect(page.getByRole("button", { name: "Save Documents" })).toBeEnabled();
    await page.getByLabel("Additional notes").fill("");
    await expect(page.getByRole("button", { name: "Nothing to save" })).toBeDisabled();
    await expectBarClear(page);
    await snap(page, "upload-documents");
    expect(uploads).toEqual([]);
    await expect(page.getByText("Trip documents have been updated")).toHaveCount(0);
    await page.getByLabel("Choose Fuel receipt").setInputFiles({ name: "fuel.pdf", mimeType: "application/pdf", buffer: PDF });
    // A large photo is still being shrunk when Save is pressed: saving waits for it, it is not left out.
    await page.getByLabel("Additional notes").fill("Paid the toll in cash");
    await page
      .getByLabel("Add other receipts")
      .setInputFiles([{ name: "toll.png", mimeType: "image/png", buffer: png(4000, 3000, [200, 200, 40]) }]);
    await page.getByRole("button", { name: /^(Save Documents|Preparing files…)$/ }).click();
    await expectNoSideScroll(page);
    await expect(page.getByText("Trip documents have been updated").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Uploaded" })).toHaveCount(1);
    await expect(page.getByRole("list", { name: "Other receipts" }).getByRole("link", { name: "Receipt 1" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Nothing to save" })).toBeDisabled();
    expect(uploads).toEqual(["POST"]);
    await phone.close();

    // The admin's job detail.
    const office = await browser.newContext();
    const adminPage = await office.newPage();
    await signIn(adminPage, DEMO.admin);
    await adminPage.goto(`/admin-jobs/job-details/${jobId}`);
    const pickupReport = adminPage.getByRole("region", { name: "Pickup inspection", exact: true });
    await expect(pickupReport.getByRole("img", { name: "Pickup inspection: Front" })).toBeVisible();
    await expect(pickupReport.getByRole("img", { name: "Signature of Paula Pickup" })).toBeVisible();
    await expect(pickupReport.getByRole("img", { name: `Signature of ${driverName}` })).toBeVisible();
    await expect(pickupReport.getByText("Driver, as the carrier's agent:")).toBeVisible();
    await expect(pickupReport.getByText("09022")).toBeVisible();
    await expect(pickupReport.getByText("48,250 mi")).toBeVisible();
    const deliveryReport = adminPage.getByRole("region", { name: "Delivery inspection", exact: true });
    await expect(deliveryReport.getByText(/Customer not available/)).toBeVisible();
    await expect(deliveryReport.getByRole("img", { name: "Delivery inspection: Extra" })).toHaveCount(2);
    await expect(deliveryReport.getByTestId("pickup-damages")).toContainText("P1. Left front door: dent, moderate");
    await expect(deliveryReport.getByRole("region", { name: "At pickup" })).toContainText("Keys2");
    await expect(deliveryReport.getByTestId("missing-items")).toHaveCount(0);
    // The grids load thumbnails (srcset), the link opens the original as sent.
    const frontPhoto = pickupReport.getByRole("img", { name: "Pickup inspection: Front" });
    await expect(frontPhoto).toHaveAttribute("srcset", /\?w=320 320w, .*\?w=640 640w/);
    const thumbnail = await adminPage.request.get((await frontPhoto.getAttribute("src"))!);
    expect(thumbnail.headers()["content-type"]).toBe("image/webp");
    await frontPhoto.scrollIntoViewIfNeeded();
    await expect.poll(() => frontPhoto.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    expect(await frontPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(640);
    await expect(frontPhoto.locator("xpath=..")).toHaveAttribute("href", /\/api\/v1\/files\/[\w-]+$/);
    // One distance: the map's and the delivery check's, said to be an estimate (no Google key here).
    const distance = (await adminPage.getByTestId("map-distance").textContent())!.replace("Distance from pickup to drop-off: ", "");
    expect(distance).toMatch(/^[\d,]+ mi \(estimate\)$/);
    await expect(adminPage.getByRole("region", { name: "Delivery check" })).toContainText(`the route is ${distance}`);
    await expect(adminPage.getByRole("region", { name: "Photos", exact: true })).toContainText("15 photos are in the inspections above");
    // A correction is an addendum beside the signed report, with its author.
    await pickupReport.getByLabel("Add an addendum").fill("Dent confirmed by the shipper on the phone.");
    await pickupReport.getByRole("button", { name: "Add addendum" }).click();
    await expect(pickupReport.getByText("Dent confirmed by the shipper on the phone.")).toBeVisible();
    // The bill of lading: both versions downloadable from the job detail; anyone can verify a copy.
    const bolCard = adminPage.getByRole("region", { name: "Bill of lading" });
    await expect(bolCard.getByRole("link", { name: `Download BOL-${jobId} version 1` })).toBeVisible();
    const v2 = await adminPage.request.get(
      (await bolCard.getByRole("link", { name: `Download BOL-${jobId} version 2` }).getAttribute("href"))!,
    );
    expect(v2.headers()["content-type"]).toBe("application/pdf");
    const pdf = Buffer.from(await v2.body());
    const visitor = await browser.newContext();
    const verify = await visitor.newPage();
    await verify.goto(`/verify/BOL-${jobId}`);
    await verify.getByLabel("PDF file").setInputFiles({ name: "bol.pdf", mimeType: "application/pdf", buffer: pdf });
    await verify.getByRole("button", { name: "Verify" }).click();
    await expect(verify.getByText(new RegExp(`version 2 of BOL-${jobId}`))).toBeVisible();
    const changed = Buffer.from(pdf);
    changed[changed.length - 20] ^= 1;
    await verify.getByLabel("PDF file").setInputFiles({ name: "bol.pdf", mimeType: "application/pdf", buffer: changed });
    await verify.getByRole("button", { name: "Verify" }).click();
    await expect(verify.getByText(new RegExp(`not an issued version of BOL-${jobId}`))).toBeVisible();
    await visitor.close();
    if (process.env.E2E_SCREENSHOTS) {
      await pickupReport.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/office-pickup-inspection.png` });
      await deliveryReport.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/office-delivery-inspection.png` });
      await adminPage
        .getByRole("region", { name: "Delivery check" })
        .screenshot({ path: `${process.env.E2E_SCREENSHOTS}/office-delivery-check.png` });
      await adminPage.setViewportSize({ width: 390, height: 844 });
      await deliveryReport.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/office-delivery-inspection-390.png` });
    }
    // Begin Trip's position, then the driver's update and the automatic one a minute later.
    await expect(adminPage.getByTestId("location-updates").locator("li")).toHaveCount(3);
    await expect(adminPage.getByText("No location updates available.")).toHaveCount(0);
    await expect(adminPage.getByRole("link", { name: "View fuel receipt" })).toBeVisible();
    await expect(adminPage.getByRole("link", { name: "Receipt 1" })).toBeVisible();
    await expect(adminPage.getByText("Paid the toll in cash")).toBeVisible();
    await office.close();
  });

  test("an admin sets the photo slots a company's inspections require", async ({ browser }) => {
    // A company of its own: another file's test changes its company's slots at the same time.
    const companyId = await newCompany(api.admin, "Slot Rules");
    const office = await browser.newContext();
    const page = await office.newPage();
    await signIn(page, DEMO.admin);
    await page.goto(`/company/company-details/${companyId}`);
    const slots = page.getByRole("region", { name: "Inspection photo slots" });
    await expect(slots.getByLabel("Odometer")).toBeDisabled();
    await expect(slots.getByLabel("Odometer")).toBeChecked();
    await slots.getByLabel("Roof").check();
    await slots.getByRole("button", { name: "Save photo slots" }).click();
    await expect(page.getByText("Inspection photo slots saved")).toBeVisible();
    await page.reload();
    await expect(slots.getByLabel("Roof")).toBeChecked();
    await slots.getByLabel("Roof").uncheck();
    await slots.getByRole("button", { name: "Save photo slots" }).click();
    await expect(page.getByText("Inspection photo slots saved")).toBeVisible();
    await office.close();
  });

  test("a link that is not valid shows why and offers no action", async ({ browser }) => {
    const { url } = await jobWithDriverLink(api.admin, api.customer);
    const phone = await browser.newContext(PHONE);
    const page = await phone.newPage();
    const tampered = new URL(url);
    tampered.searchParams.set("token", `${tampered.searchParams.get("token")}x`);
    await page.goto(tampered.toString());
    await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
    await expect(page.getByRole("button")).toHaveCount(0);
    // A step opened out of order sends the driver to where he is.
    await page.goto(url.replace("/ride-details/", "/end-pickup/"));
    await expect(page).toHaveURL(/\/ride-details\//);
    await expect(page.getByRole("button", { name: "Start Check-in" })).toBeVisible();
    await phone.close();
  });
});
