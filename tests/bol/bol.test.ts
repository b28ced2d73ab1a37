import { createHash, randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as adminJobDetails } from "@/app/api/v1/admin/get-job-details/route";
import { GET as customerJobDetails } from "@/app/api/v1/customer/get-job-details/route";
import { PUT as updateRidingDetails } from "@/app/api/v1/driver/update-riding-details/route";
import type { Db } from "@/db/client";
import { billsOfLading, jobs } from "@/db/schema";
import type { BolView } from "@/lib/bol/issue-bol";
import { drainAll } from "@/lib/worker/outbox-worker";
import { formatDateAndTime } from "@/lib/format/dates";
import { formatPhone } from "@/lib/format/phone";
import { saveCarrierSettings } from "@/lib/settings/carrier-settings";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { readOutbox } from "../helpers/mail";
import { pdfText } from "../helpers/pdf-text";
import { assignedJob, driverCall, expectStatus, fetchFile, form, makeWorld, type World } from "../driver-link/helpers";
import { inspector, type Setup } from "../inspections/helpers";

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
  await saveCarrierSettings(db, {
    carrier_name: "Lone Star Auto Haulers",
    carrier_address: "1200 Elm St, Dallas, TX 75201",
    carrier_phone: "214-555-0100",
    usdot_number: "3141592",
    mc_number: "MC-271828",
    bol_terms: "Claims must be noted on the delivery inspection.",
    mileage_percent: 15,
    mileage_miles: 25,
  });
});

/** A real photo (the BOL decodes it for its thumbnail). */
async function photo(hue: number): Promise<File> {
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: hue, g: 90, b: 255 - hue } } })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(bytes)], `photo-${hue}.jpg`, { type: "image/jpeg" });
}

async function inspect(
  s: Setup,
  kind: "pickup" | "delivery",
  options: { odometer: string; damage: { area: string; type: string; severity: string } },
) {
  const part = inspector(s, kind);
  if (kind === "pickup") expectStatus(await part.vin(s.job.vinNumber.slice(-6)), 200);
  for (const [i, slot] of (["front", "rear", "driver_side", "passenger_side", "odometer", "vin_plate"] as const).entries()) {
    expectStatus((await part.photo(slot, { file: await photo(i * 40), latitude: 32.7767, longitude: -96.797 })).res, 200);
  }
  const closeUp = await part.photo("damage", { file: await photo(250) });
  expectStatus(await part.damage({ id: randomUUID(), photo_ids: [closeUp.id], ...options.damage }), 200);
  expectStatus(await part.readings({ odometer: options.odometer, fuel_eighths: 4, keys_count: 2, conditions: ["rain"] }), 200);
  expectStatus(await part.sign({ signer_name: kind === "pickup" ? "Paula Pickup" : "Dana Dropoff" }), 200);
  // The outbox's worker issues the BOL (no worker runs in tests).
  await drainAll(db);
}

async function bolsOf(jobId: number) {
  const res = await call<{ jobData: { bills_of_lading: BolView[] } }>(adminJobDetails, { query: { jobId }, token: world.admin.token });
  return res.body.data.jobData.bills_of_lading;
}

const download = async (url: string, as: { bearer?: string; linkToken?: string }) => fetchFile(url, as);

describe("the bill of lading", () => {
  let s: Setup;

  it("is issued as version 1 when the pickup inspection is signed, with every field of DECISIONS.md", async () => {
    s = await assignedJob(db, world, {
      poNumber: "PO-7788",
      pickupBusinessName: "North Yard",
      dropoffBusinessName: "South Lot",
      pickupTimezone: "America/Chicago",
      dropoffTimezone: "America/Chicago",
      timeRelaxation: true,
    });
    await inspect(s, "pickup", { odometer: "48250", damage: { area: "09", type: "02", severity: "2" } });
    const [v1] = await bolsOf(s.job.id);
    expect(v1).toMatchObject({ number: `BOL-${s.job.id}`, version: 1 });

    const file = await download(v1!.url, { bearer: world.admin.token });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(v1!.sha256);

    const text = await pdfText(bytes);
    for (const expected of [
      "Bill of Lading",
      `BOL-${s.job.id}`,
      "Version 1",
      "Lone Star Auto Haulers",
      "1200 Elm St, Dallas, TX 75201",
      "(214) 555-0100",
      `PAT PICKUP, ${formatPhone(s.job.pickupPocPhone)}`,
      `DANA DROPOFF, ${formatPhone(s.job.dropoffPocPhone)}`,
      formatDateAndTime(s.job.pickupDate, s.job.pickupTime, "-", "America/Chicago"),
      formatDateAndTime(s.job.dropoffDate, s.job.dropoffTime, "-", "America/Chicago"),
      "Flexible: both times matter, but either may move a little",
      "Driver (carrier's agent): Dave Driver",
      "3141592",
      "MC-271828",
      "Acme Motors",
      "Carla Customer",
      "North Yard",
      "South Lot",
      `${s.job.vehicleYear} ${s.job.vehicleMake} ${s.job.vehicleModel}`,
      s.job.vinNumber,
      "PO-7788",
      "Pickup inspection",
      "48,250 mi",
      "1/2",
      "Rain",
      "Left front door: dent, moderate",
      "09022",
      "Signed by Paula Pickup",
      "32.77670, -96.79700",
      "Claims must be noted on the delivery inspection.",
      `/verify/BOL-${s.job.id}`,
      "Data SHA-256",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain("Delivery inspection");
    // Scheduled times carry their zone ("12/3/2026 10:00 AM CST"), not the raw "2026-12-03 10:00 (America/Chicago)".
    expect(formatDateAndTime(s.job.pickupDate, s.job.pickupTime, "-", "America/Chicago")).toMatch(/^\d+\/\d+\/\d{4} 10:00 AM C[SD]T$/);
    expect(text).not.toContain("America/Chicago");
  });

  it("is issued as version 2 at delivery; both stay downloadable by staff, the job's customers and its driver link only", async () => {
    const ids = { jobId: s.job.id, driverId: s.driver.id };
    const body = form({ ...ids, ride_status: "ride_started", current_latitude: "32.78", current_longitude: "-96.8" });
    expectStatus(await driverCall(updateRidingDetails, s.token, { method: "PUT", body }), 200);
    await inspect(s, "delivery", { odometer: "48300", damage: { area: "13", type: "04", severity: "3" } });

    const bols = await bolsOf(s.job.id);
    expect(bols.map((b) => b.version)).toEqual([1, 2]);
    const v2 = bols[1]!;
    const bytes = new Uint8Array(await (await download(v2.url, { bearer: world.customer.token })).arrayBuffer());
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(v2.sha256);
    if (process.env.BOL_SAMPLE_DIR) await writeFile(`${process.env.BOL_SAMPLE_DIR}/bol-v2.pdf`, bytes); // to look at it
    const text = await pdfText(bytes);
    for (const expected of [
      "Version 2",
      "Pickup inspection",
      "Delivery inspection",
      "13043",
      "Signed by Dana Dropoff",
      "48,300 mi",
      "Driver (carrier's agent): Dave Driver",
      // Pickup's damage restated as pre-existing; the delivery's, in an area pickup had none, new.
      "Pre-existing damage (recorded at pickup):",
      "(09022)",
      "NEW: noted at delivery",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain("also recorded at pickup");

    const other = await assignedJob(db, world);
    for (const bol of bols) {
      expect((await download(bol.url, { bearer: world.admin.token })).status).toBe(200);
      expect((await download(bol.url, { bearer: world.customer.token })).status).toBe(200);
      expect((await download(bol.url, { linkToken: s.token })).status).toBe(200);
      expect((await download(bol.url, { bearer: world.otherCustomer.token })).status).toBe(404);
      expect((await download(bol.url, { linkToken: other.token })).status).toBe(404);
    }
    const customerView = await call<{ jobData: { bills_of_lading: BolView[] } }>(customerJobDetails, {
      query: { jobId: s.job.id },
      token: world.customer.token,
    });
    expect(customerView.body.data.jobData.bills_of_lading).toHaveLength(2);

    // Mailed to the requesting customer at each issue, the PDF attached.
    // (Sorted by version: two files written in the same millisecond are listed by their random suffix.)
    const mails = (
      (await readOutbox()).filter((m) => m.subject.startsWith(`Job #${s.job.id}: vehicle `)) as unknown as {
        to: string;
        attachments: { filename: string; contentType: string; content: string }[];
      }[]
    ).sort((a, b) => a.attachments[0]!.filename.localeCompare(b.attachments[0]!.filename));
    expect(mails.map((m) => m.attachments[0]!.filename)).toEqual([`BOL-${s.job.id}-v1.pdf`, `BOL-${s.job.id}-v2.pdf`]);
    expect(mails[1]!.to).toBe(world.customer.user.email);
    expect(createHash("sha256").update(Buffer.from(mails[1]!.attachments[0]!.content, "base64")).digest("hex")).toBe(v2.sha256);
  });

  it("flags the delivery's new damage and leaves a plausible mileage unflagged", async () => {
    const [job] = await db.select().from(jobs).where(eq(jobs.id, s.job.id));
    expect(job).toMatchObject({ hasNewDamage: true, hasMileageFlag: false });
    const rows = await db.select().from(billsOfLading).where(eq(billsOfLading.jobId, s.job.id));
    expect(rows).toHaveLength(2);
  });
});
