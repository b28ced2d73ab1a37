import { deflateSync } from "node:zlib";
import { expect, type Page } from "@playwright/test";

/** A real PNG (solid colour, larger than the 2000 px the page shrinks photos to). */
export function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3]!)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

type Png = typeof png;

const SLOTS = ["Front", "Rear", "Driver side", "Passenger side", "Odometer", "VIN plate"];

/** A file input by the label of its slot's card. */
const slotInput = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Takes every required slot's photo (the default six), each a different colour; "n of 6" follows. */
export async function takeSlotPhotos(page: Page, png: Png) {
  await expect(page.getByText("0 of 6")).toBeVisible();
  for (const [i, slot] of SLOTS.entries()) {
    await slotInput(page, slot).setInputFiles({
      name: `${slot}.png`,
      mimeType: "image/png",
      buffer: png(1200, 900, [20 * i, 100, 200 - 20 * i]),
    });
  }
  await expect(page.getByText("6 of 6")).toBeVisible({ timeout: 30_000 });
}

/** Readings: odometer (digits only, said at once), fuel, keys. */
export async function fillReadings(page: Page, odometer: string) {
  await expect(page.getByRole("heading", { name: "Readings" })).toBeVisible();
  const field = page.getByLabel("Odometer");
  await expect(field).toHaveAttribute("inputmode", "numeric");
  await field.fill("12abc");
  await field.blur();
  await expect(page.getByText("Mileage must be a whole number of miles: digits only.")).toBeVisible();
  await field.fill(odometer);
  // Each fuel button is named as it reads (6/8 read "6/8" and was named "3/4").
  const fuel = page.getByRole("group", { name: "Fuel level" }).getByRole("button");
  await expect(fuel).toHaveText(["E", "1/8", "1/4", "3/8", "1/2", "5/8", "3/4", "7/8", "F"]);
  for (const button of await fuel.all())
    expect((await button.getAttribute("aria-label")) ?? (await button.textContent())).toContain((await button.textContent())!);
  await page.getByRole("button", { name: "3/4" }).click();
  await page.getByRole("button", { name: "One key more" }).click();
  await page.getByRole("button", { name: "Next" }).click();
}

/** Taps the top view where the left front door is, and records a moderate dent with its photo. */
export async function markDent(page: Page, png: Png) {
  await expect(page.getByRole("heading", { name: "Damages" })).toBeVisible();
  const diagram = page.getByRole("button", { name: /Vehicle top view/ });
  const box = (await diagram.boundingBox())!;
  await diagram.click({ position: { x: box.width * 0.15, y: box.height * 0.45 } });
  await expect(page.getByLabel("Area")).toHaveValue("09");
  await page.getByRole("button", { name: "Dent" }).click();
  await page.getByRole("button", { name: "Moderate" }).click();
  await slotInput(page, "Damage photo").setInputFiles({ name: "dent.png", mimeType: "image/png", buffer: png(800, 600, [200, 30, 30]) });
  await page.getByRole("button", { name: "Save damage" }).click();
  await expect(page.getByRole("list", { name: "Damages marked" })).toContainText("Left front door: dent, moderate (09022)");
}

/** The driver's own pad on the sign step (he signs as the carrier's agent). */
export const DRIVER_PAD = "Driver's signature pad: sign with a finger";

/** The sign step with someone there: their printed name and signature, the driver's, then Sign. */
export async function signWithSigner(page: Page, printedName: string) {
  await page.getByLabel("Printed name").fill(printedName);
  await drawSignature(page);
  await drawSignature(page, DRIVER_PAD);
  await page.getByRole("button", { name: "Sign", exact: true }).click();
}

/** An inspection from its photos to its signature, with no damage: every slot's photo, the readings, the signer's name. */
export async function photosToSignature(page: Page, odometer: string, signer: string) {
  await takeSlotPhotos(page, png);
  await page.getByRole("button", { name: "Next" }).click();
  await fillReadings(page, odometer);
  await page.getByRole("button", { name: "No damage" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await signWithSigner(page, signer);
}

/** The pickup inspection through the link with signal, as a driver does it (no damage): it ends on Begin Trip. */
export async function signPickup(page: Page, vin: string) {
  await page.getByRole("button", { name: "Start Check-in" }).click();
  await expect(page.getByRole("heading", { name: "Start pickup" })).toBeVisible();
  await page.getByLabel("VIN on the vehicle").fill(vin.slice(-6));
  await page.getByRole("button", { name: "Check VIN" }).click();
  await photosToSignature(page, "48250", "Paula Pickup");
  await expect(page).toHaveURL(/\/trip-starts\//, { timeout: 30_000 });
}

/** Draws a zigzag on a signature pad (the customer's unless told) with pointer events (a mouse drives them in Chromium). */
export async function drawSignature(page: Page, padName = "Signature pad: sign with a finger") {
  const pad = page.getByRole("img", { name: padName, exact: true });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.5);
  await page.mouse.down();
  for (const [x, y] of [
    [0.25, 0.2],
    [0.4, 0.8],
    [0.55, 0.2],
    [0.7, 0.8],
    [0.85, 0.4],
  ]) {
    await page.mouse.move(box.x + box.width * x!, box.y + box.height * y!, { steps: 4 });
  }
  await page.mouse.up();
}

/** How much ink the signature pad's canvas holds (dark pixels). */
export async function inkOnPad(page: Page): Promise<number> {
  return page.getByRole("img", { name: "Signature pad: sign with a finger", exact: true }).evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
    let dark = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) dark += 1;
    return dark;
  });
}

/** The driver's pages, one worker registration each (components/driver-link/page/offline-paths.ts). */
const DRIVER_ROUTES = 7;

/**
 * The driver's worker controls this page and is active for every step: each step has its own
 * registration, which precaches the pages' files before it activates; a step whose worker is still
 * installing when the signal goes does not open without it.
 */
export async function waitForDriverWorkers(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.waitForFunction(
    async (count) => {
      const registrations = await navigator.serviceWorker.getRegistrations();
      return registrations.length >= count && registrations.every((registration) => registration.active?.state === "activated");
    },
    DRIVER_ROUTES,
    { timeout: 30_000 },
  );
}
