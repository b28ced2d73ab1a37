/**
 * Issue 23's row: a driver's pickup inspection of 8 photos (3000×4000 JPEG each, shrunk, hashed
 * and sent by the page) on Chromium with its CPU throttled 4×, at phone size. Timed from the
 * moment the 8 photos are chosen to the signed confirmation (the next page): signing waits for
 * every upload still in flight, so this covers "Sign" to the confirmation at its worst.
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { drawSignature } from "../e2e/inspection-helpers";
import { BENCH, TARGETS } from "./config";
import type { DriverCall } from "./scenarios";

export type FlowResult = { key: string; label: string; ms: number | null; targetMs: number; blocked?: string };

const SLOTS = ["Front", "Rear", "Driver side", "Passenger side", "Odometer", "VIN plate"];

/** A 3000×4000 JPEG as a camera makes it (a gradient with noise, so it compresses like a photo). */
/** Sent as text: tsx's helpers (__name) do not exist in the page. */
const MAKE_JPEG = `async (s) => {
  const canvas = document.createElement("canvas");
  canvas.width = 3000;
  canvas.height = 4000;
  const c = canvas.getContext("2d");
  const gradient = c.createLinearGradient(0, 0, 3000, 4000);
  gradient.addColorStop(0, "hsl(" + ((s * 47) % 360) + " 60% 40%)");
  gradient.addColorStop(1, "hsl(" + ((s * 47 + 120) % 360) + " 50% 70%)");
  c.fillStyle = gradient;
  c.fillRect(0, 0, 3000, 4000);
  let x = s * 9973;
  for (let i = 0; i < 30000; i++) {
    x = (x * 16807) % 2147483647; const r = x / 2147483647;
    x = (x * 16807) % 2147483647; const g = x / 2147483647;
    x = (x * 16807) % 2147483647; const b = x / 2147483647;
    c.fillStyle = "rgba(" + Math.floor(r * 255) + "," + Math.floor(g * 255) + "," + Math.floor(b * 255) + ",0.35)";
    c.fillRect(r * 3000, g * 4000, 4 + b * 40, 4 + r * 40);
  }
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.95));
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}`;

/** A 3000×4000 JPEG as a camera makes it (a gradient with noise, so it compresses like a photo). */
async function cameraJpeg(page: Page, seed: number): Promise<Buffer> {
  const base64 = (await page.evaluate(`(${MAKE_JPEG})(${seed})`)) as string;
  return Buffer.from(base64, "base64");
}

/** A phone-sized page on the pickup inspection of `call`, CPU throttled 4×, with 8 camera-sized photos made beforehand. */
async function phoneOnInspection(browser: Browser, call: DriverCall, seed: number) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const maker = await context.newPage();
  const photos = [];
  for (let i = 0; i < 8; i++) photos.push({ name: `photo-${i}.jpg`, mimeType: "image/jpeg", buffer: await cameraJpeg(maker, seed + i) });
  await maker.close();
  const page = await context.newPage();
  page.setDefaultTimeout(120_000); // a 4x slower CPU shrinking 12-megapixel photos holds the page for seconds
  const path = `/start-pickup/jobId/${call.jobId}/driver/${call.driverId}?token=${encodeURIComponent(call.token)}`;
  await page.goto(`http://localhost:${BENCH.port}${path}`);
  await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { context, page, photos };
}

export async function measureInspectionUpload(call: DriverCall & { vin: string }, log: (line: string) => void): Promise<FlowResult> {
  const row = {
    key: "inspection-upload",
    label: "pickup inspection, 8 photos of 3000×4000 JPEG, CPU throttled 4× (photos chosen → signed)",
    targetMs: TARGETS.inspectionUploadMs,
  };
  const browser = await chromium.launch({ executablePath: BENCH.chromium, args: ["--no-sandbox", "--disable-dev-shm-usage"] });
  try {
    const { page, photos } = await phoneOnInspection(browser, call, 1);
    log(`  8 photos of ${(photos.reduce((s, p) => s + p.buffer.length, 0) / 8 / 1024 / 1024).toFixed(1)} MB on average`);
    await page.getByLabel("VIN on the vehicle").fill(call.vin.slice(-6));
    await page.getByRole("button", { name: "Check VIN" }).click();
    await page.getByText("0 of 6").waitFor();

    const started = Date.now();
    for (const [i, slot] of SLOTS.entries()) await page.getByLabel(slot, { exact: true }).setInputFiles(photos[i]!);
    await page.getByLabel(/Extra photos$/).setInputFiles(photos.slice(6));
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Odometer").fill("48250");
    await page.getByRole("button", { name: "3/4" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "No damage" }).click();
    await page.getByRole("button", { name: "No damage" }).and(page.locator('[aria-pressed="true"]')).waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Printed name").fill("Bench Shipper");
    // The shipper's signature, then the driver's as the carrier's agent (issue 29 item 6).
    await drawSignature(page);
    await drawSignature(page, "Driver's signature pad: sign with a finger");
    await page.getByRole("button", { name: "Sign", exact: true }).click();
    await page.waitForURL(/\/trip-starts\//, { timeout: 120_000 });
    const ms = Date.now() - started;
    log(`  ${row.key}: ${ms} ms`);
    return { ...row, ms };
  } catch (error) {
    return { ...row, ms: null, blocked: (error as Error).message.split("\n")[0] };
  } finally {
    await browser.close();
  }
}

/**
 * Issue 31's row: the VIN check and 8 photos (3000×4000 JPEG) taken without signal on a phone
 * throttled 4×, kept in the phone's outbox; then the signal returns: timed until the bar says
 * everything was sent (the server accepted each).
 */
export async function measureOfflinePhotos(call: DriverCall & { vin: string }, log: (line: string) => void): Promise<FlowResult> {
  const row = {
    key: "offline-photos",
    label: "8 photos of 3000×4000 JPEG taken without signal, CPU throttled 4× (signal back → all accepted)",
    targetMs: TARGETS.offlinePhotosMs,
  };
  const browser = await chromium.launch({ executablePath: BENCH.chromium, args: ["--no-sandbox", "--disable-dev-shm-usage"] });
  try {
    const { context, page, photos } = await phoneOnInspection(browser, call, 11);
    await page.getByText("Step 1 of 5: VIN").waitFor();
    await context.setOffline(true);
    await page.getByLabel("VIN on the vehicle").fill(call.vin.slice(-6));
    await page.getByRole("button", { name: "Check VIN" }).click();
    await page.getByText("0 of 6").waitFor();
    for (const [i, slot] of SLOTS.entries()) await page.getByLabel(slot, { exact: true }).setInputFiles(photos[i]!);
    await page.locator("input[type=file][multiple]").setInputFiles(photos.slice(6));
    await page.getByText(/\(9 waiting to send\)/).waitFor();

    const started = Date.now();
    await context.setOffline(false);
    await page.getByText(/^All sent at /).waitFor({ timeout: 120_000 });
    const ms = Date.now() - started;
    log(`  ${row.key}: ${ms} ms`);
    return { ...row, ms };
  } catch (error) {
    return { ...row, ms: null, blocked: (error as Error).message.split("\n")[0] };
  } finally {
    await browser.close();
  }
}
