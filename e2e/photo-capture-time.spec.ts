import { expect, test } from "@playwright/test";
import exifr from "exifr";
import sharp from "sharp";
import { pdfText } from "../tests/helpers/pdf-text";
import { DEMO, signIn } from "./helpers";
import { DRIVER_PAD, drawSignature } from "./inspection-helpers";
import { call, demoApis, jobWithDriverLink } from "./job-detail-helpers";

// The phone, the office and the pickup (Dallas) on one clock: the camera's EXIF time has no zone,
// so the phone reads it on its own clock, and the office and the BOL show it on theirs.
const ZONE = "America/Chicago";
const PHONE = {
  viewport: { width: 390, height: 844 },
  timezoneId: ZONE,
  geolocation: { latitude: 32.78, longitude: -96.8 },
  permissions: ["geolocation"],
};
const SLOTS = ["Front", "Rear", "Driver side", "Passenger side", "Odometer", "VIN plate"];
const TAKEN_EXIF = "2026:01:15 08:30:00";
// The job detail and the BOL may or may not name the zone (CST in January); the clock is what matters here.
const TAKEN_SHOWN = /1\/15\/2026,? 8:30 AM(?: CST)?/;

/** A camera's JPEG: its EXIF DateTimeOriginal set, as a phone writes it. */
async function cameraJpeg(rgb: [number, number, number]): Promise<Buffer> {
  const [r, g, b] = rgb;
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r, g, b } } })
    .jpeg()
    .withExif({ IFD2: { DateTimeOriginal: TAKEN_EXIF } })
    .toBuffer();
}

test.describe("a photo's capture time (issue 29 item 1)", () => {
  const api = demoApis("admin", "customer");

  test("is read from the camera's EXIF on the phone, and shown on the job detail and in the BOL", async ({ browser }) => {
    test.setTimeout(180_000);
    const { jobId, url } = await jobWithDriverLink(api.admin, api.customer);
    const photos = await Promise.all(SLOTS.map((_, i) => cameraJpeg([20 * i, 100, 200 - 20 * i])));
    // The file carries the time the test expects, read as the page's reader reads it.
    const tags = (await exifr.parse(photos[0]!, ["DateTimeOriginal"])) as { DateTimeOriginal?: Date };
    expect(tags.DateTimeOriginal).toBeInstanceOf(Date);

    const phone = await browser.newContext(PHONE);
    const page = await phone.newPage();
    const assets: { url: string; status: number }[] = [];
    page.on("response", (r) => r.url().includes("/driver-assets/") && assets.push({ url: r.url(), status: r.status() }));
    await page.goto(url);
    await page.getByRole("button", { name: "Start Check-in" }).click();
    const job = await call<{ jobData: { vin_number: string } }>(api.admin, "GET", `admin/get-job-details?jobId=${jobId}`);
    await page.getByLabel("VIN on the vehicle").fill(job.jobData.vin_number.slice(-6));
    await page.getByRole("button", { name: "Check VIN" }).click();
    await expect(page.getByText("Step 2 of 5: Photos")).toBeVisible();
    for (const [i, slot] of SLOTS.entries()) {
      await page.getByLabel(slot, { exact: true }).setInputFiles({ name: `${slot}.jpg`, mimeType: "image/jpeg", buffer: photos[i]! });
    }
    await expect(page.getByText("6 of 6")).toBeVisible({ timeout: 30_000 });
    // The EXIF reader is a chunk of its own, loaded with the first photo: it was served.
    expect(assets.filter((a) => /\/mini\.esm-[\w-]+\.js$/.test(a.url))).toEqual([expect.objectContaining({ status: 200 })]);
    expect(assets.filter((a) => a.status !== 200)).toEqual([]);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Odometer").fill("31337");
    await page.getByRole("button", { name: "3/4" }).click();
    await page.getByRole("button", { name: "One key more" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "No damage" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Printed name").fill("Paula Pickup");
    await drawSignature(page);
    // The driver signs too, as the carrier's agent (his name is offered).
    await drawSignature(page, DRIVER_PAD);
    await page.getByRole("button", { name: "Sign", exact: true }).click();
    await expect(page).toHaveURL(/\/trip-starts\//);
    await phone.close();

    const office = await browser.newContext({ timezoneId: ZONE });
    const adminPage = await office.newPage();
    await signIn(adminPage, DEMO.admin);
    await adminPage.goto(`/admin-jobs/job-details/${jobId}`);
    const photosOf = adminPage.getByRole("region", { name: "Pickup inspection: photos" });
    await expect(photosOf.getByRole("listitem")).toHaveCount(6);
    for (const item of await photosOf.getByRole("listitem").all()) await expect(item).toContainText(TAKEN_SHOWN);

    // The BOL's photo captions: each slot with the camera's time, on the pickup's clock.
    const bolLink = adminPage
      .getByRole("region", { name: "Bill of lading" })
      .getByRole("link", { name: `Download BOL-${jobId} version 1` });
    await expect(async () => {
      await adminPage.reload();
      await expect(bolLink).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    const bol = await adminPage.request.get((await bolLink.getAttribute("href"))!);
    expect(bol.headers()["content-type"]).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await bol.body()));
    for (const slot of SLOTS) expect(text).toMatch(new RegExp(`${slot} · ${TAKEN_SHOWN.source}`));
    await office.close();
  });
});
