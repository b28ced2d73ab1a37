import { readdir } from "node:fs/promises";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as updateRidingDetails } from "@/app/api/v1/driver/update-riding-details/route";
import type { Db } from "@/db/client";
import { fileVariants, storedFiles } from "@/db/schema";
import { NO_THUMBNAIL } from "@/lib/files/thumbnail";
import { resetDatabase } from "../helpers/db";
import { assignedJob, driverCall, expectStatus, fetchFile, form, makeWorld, pngFile, type World } from "../driver-link/helpers";
import { inspector } from "./helpers";

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

/** A phone's portrait photo as stored: 1500 × 2000 JPEG with some detail, as sent to the pickup inspection. */
async function jobWithPhoto() {
  const s = await assignedJob(db, world);
  const noise = Buffer.from(Array.from({ length: 150 * 200 * 3 }, (_, i) => (i * 7919) % 251));
  const jpeg = await sharp(noise, { raw: { width: 150, height: 200, channels: 3 } })
    .resize(1500, 2000, { kernel: "nearest" })
    .jpeg({ quality: 90 })
    .toBuffer();
  const { res } = await inspector(s, "pickup").photo("front", {
    file: new File([new Uint8Array(jpeg)], "front.jpg", { type: "image/jpeg" }),
  });
  expectStatus(res, 200);
  return { ...s, url: res.body.data.photos[0]!.url, original: jpeg };
}

const sizeOf = async (res: Response) => {
  const bytes = Buffer.from(await res.arrayBuffer());
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format, length: bytes.byteLength };
};
const variantsOf = (fileId: string) => db.select().from(fileVariants).where(eq(fileVariants.fileId, fileId));
const idOf = (url: string) => new URL(url, "http://x").pathname.split("/").pop()!;

describe("GET /api/v1/files/[id]?w= (thumbnails of the inspection photos)", () => {
  it("answers a smaller WebP of the width asked, made once and kept in the storage, the original untouched", async () => {
    const s = await jobWithPhoto();
    const original = await fetchFile(s.url, { bearer: world.admin.token });
    expect(Buffer.from(await original.arrayBuffer()).equals(s.original)).toBe(true);

    const small = await fetchFile(`${s.url}?w=320`, { bearer: world.admin.token });
    expect(small.status).toBe(200);
    expect(small.headers.get("content-type")).toBe("image/webp");
    const seen = await sizeOf(small);
    expect(seen).toMatchObject({ width: 320, height: 427, format: "webp" });
    expect(seen.length).toBeLessThan(s.original.byteLength / 10);
    expect(await sizeOf(await fetchFile(`${s.url}?w=640`, { bearer: world.admin.token }))).toMatchObject({ width: 640, height: 853 });

    // Kept: a second request (another app instance reads the same row and storage) makes no new copy.
    const [kept] = await variantsOf(idOf(s.url)).then((rows) => rows.filter((r) => r.width === 320));
    expect(kept).toMatchObject({ contentType: "image/webp", storage: "local" });
    const again = await fetchFile(`${s.url}?w=320`, { bearer: world.customer.token });
    expect(await sizeOf(again)).toMatchObject({ width: 320, height: 427, length: seen.length });
    expect((await variantsOf(idOf(s.url))).map((r) => [r.width, r.storageKey]).sort()).toEqual(
      [
        [320, kept!.storageKey],
        [640, expect.any(String)],
      ].sort(),
    );
  });

  it("refuses outsiders exactly as the original does", async () => {
    const s = await jobWithPhoto();
    const other = await jobWithPhoto();
    const thumb = `${s.url}?w=320`;
    for (const who of [{ bearer: world.customer.token }, { linkToken: s.token }, { bearer: world.superadmin.token }]) {
      expect((await fetchFile(thumb, who)).status).toBe(200);
    }
    for (const [who, status] of [
      [{ bearer: world.otherCustomer.token }, 404],
      [{ linkToken: other.token }, 404],
      [{}, 401],
      [{ linkToken: "not-a-token" }, 401],
    ] as const) {
      expect((await fetchFile(thumb, who)).status).toBe(status);
      expect((await fetchFile(s.url, who)).status).toBe(status);
    }
  });

  it("makes one kept copy when two first requests come at once", async () => {
    const s = await jobWithPhoto();
    const answers = await Promise.all([1, 2, 3].map(() => fetchFile(`${s.url}?w=640`, { bearer: world.admin.token })));
    for (const res of answers) expect(await sizeOf(res)).toMatchObject({ width: 640, height: 853 });
    const rows = await variantsOf(idOf(s.url));
    expect(rows).toHaveLength(1);
    // The copies that lost were removed from the storage: every file on the disk is a recorded one.
    const onDisk = (await readdir(process.env.UPLOADS_DIR!, { recursive: true })).filter((name) => name.includes("/"));
    const recorded = [
      ...(await db.select({ key: storedFiles.storageKey }).from(storedFiles)),
      ...(await db.select({ key: fileVariants.storageKey }).from(fileVariants)),
    ].map((r) => r.key);
    expect(onDisk.sort()).toEqual(recorded.sort());
  });

  it("answers 400 for a width it does not make and 415 for a file that is no image", async () => {
    const s = await jobWithPhoto();
    const odd = await fetchFile(`${s.url}?w=1000`, { bearer: world.admin.token });
    expect(odd.status).toBe(400);
    expect(await odd.json()).toMatchObject({ success: false, errors: { w: [expect.stringContaining("320, 640")] } });

    // The older check-in call stores what it is sent; bytes that only start like a PNG decode to nothing.
    const older = await assignedJob(db, world);
    const res = await driverCall<{ vehicle_photos: string[] }>(updateRidingDetails, older.token, {
      method: "PUT",
      body: form({
        jobId: older.job.id,
        driverId: older.driver.id,
        ride_status: "checked_in",
        checkin_mileage: 5,
        damage_notes: "none",
        vehicle_photo: pngFile(),
      }),
    });
    expectStatus(res, 200);
    const broken = await fetchFile(`${res.body.data.vehicle_photos[0]!}?w=320`, { bearer: world.admin.token });
    expect(broken.status).toBe(415);
    expect(await broken.json()).toMatchObject({ message: NO_THUMBNAIL });
  });
});
