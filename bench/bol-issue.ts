/**
 * Issue 24's row: issuing version 2 of a bill of lading whose two inspections hold 16 photos
 * (8 each, 2000×1500 JPEG as the phone sends them), in process against the bench database:
 * the data read, 16 thumbnails made, the PDF rendered, hashed, stored and recorded. Each run is
 * a different delivered job (a version is issued once); the p95 of the runs is the figure.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { getDb } from "@/db/client";
import { inspectionPhotos, inspections } from "@/db/schema";
import { issueBol } from "@/lib/bol/issue-bol";
import { storeFile } from "@/lib/storage/store-file";
import { TARGETS } from "./config";
import type { FlowResult } from "./inspection-upload";

const RUNS = 12;
const SLOTS = ["front", "rear", "driver_side", "passenger_side", "odometer", "vin_plate", "extra", "extra"] as const;

async function phonePhoto(seed: number): Promise<Uint8Array> {
  const noise = Buffer.alloc(200 * 150 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + seed * 104729) % 251;
  return sharp(noise, { raw: { width: 200, height: 150, channels: 3 } })
    .resize(2000, 1500, { kernel: "nearest" })
    .blur(1.5)
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Two signed inspections of 8 photos each on a delivered job, written as the app writes them. */
async function prepareJob(jobId: number, photo: Uint8Array) {
  const db = await getDb();
  for (const kind of ["pickup", "delivery"] as const) {
    const [row] = await db
      .insert(inspections)
      .values({
        jobId,
        kind,
        state: "signed",
        requiredSlots: ["front", "rear", "driver_side", "passenger_side", "odometer", "vin_plate"],
        vinCheckedAt: new Date(),
        odometer: kind === "pickup" ? 48_250 : 48_600,
        fuelEighths: 6,
        keysCount: 2,
        noDamage: true,
        signerName: "Bench Signer",
        signatureStrokes: [
          [
            [0.1, 0.5],
            [0.3, 0.2],
            [0.5, 0.8],
            [0.7, 0.3],
            [0.9, 0.6],
          ],
        ],
        signedAt: new Date(),
      })
      .returning({ id: inspections.id });
    for (const place of SLOTS) {
      const fileId = await storeFile(db, { bytes: photo, contentType: "image/jpeg", originalName: `${place}.jpg`, jobId });
      await db
        .insert(inspectionPhotos)
        .values({ id: randomUUID(), inspectionId: row!.id, place, fileId, sha256: "0".repeat(64), capturedAt: new Date() });
    }
  }
}

export async function measureBolIssue(log: (line: string) => void): Promise<FlowResult> {
  const row = {
    key: "bol-issue",
    label: "issuing BOL version 2 with 16 photos (in process, p95 of 12 jobs)",
    targetMs: TARGETS.bolIssueP95Ms,
  };
  const db = await getDb();
  const jobs = (await db.execute(
    sql`select j.id from jobs j where j.request_status = 'delivered' and not exists (select 1 from inspections i where i.job_id = j.id) order by j.id desc limit ${RUNS}`,
  )) as unknown as { id: number }[];
  if (jobs.length < RUNS) return { ...row, ms: null, blocked: "not enough delivered jobs without inspections" };
  const photo = await phonePhoto(7);
  log(`  a phone photo of ${(photo.length / 1024).toFixed(0)} kB, 16 per BOL`);
  const times: number[] = [];
  for (const { id } of jobs) {
    await prepareJob(id, photo);
    const started = performance.now();
    await issueBol(db, id, 2);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = Math.round(times[Math.ceil(times.length * 0.95) - 1]!);
  log(`  ${row.key}: p50 ${Math.round(times[Math.floor(times.length / 2)]!)} ms, p95 ${p95} ms`);
  return { ...row, ms: p95 };
}
