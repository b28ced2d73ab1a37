import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as fetchRideDetails } from "@/app/api/v1/admin/fetch-ride-details/route";
import { GET as fetchTripDocuments } from "@/app/api/v1/driver/fetch-trip-documents/route";
import { POST as uploadTripDocument } from "@/app/api/v1/driver/upload-trip-document/route";
import type { Db } from "@/db/client";
import { jobs, storedFiles } from "@/db/schema";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { imageTooLarge } from "@/lib/files/image-pixels";
import {
  assignedJob,
  claimedPng,
  driverCall,
  expectStatus,
  fetchFile,
  form,
  makeWorld,
  pdfFile,
  pngFile,
  textFile,
  type World,
} from "./helpers";

type Documents = {
  daily_driver_log: string | null;
  flight_confirmation: string | null;
  fuel_receipt: string | null;
  hotel_receipt: string | null;
  additional_notes: string;
  other_receipts: string;
  isLinkExpired: boolean;
};

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

type Setup = Awaited<ReturnType<typeof assignedJob>>;

async function deliveredJob(hoursAgo = 1) {
  const s = await assignedJob(db, world);
  await db
    .update(jobs)
    .set({ requestStatus: "delivered", deliveredAt: new Date(Date.now() - hoursAgo * 3600_000) })
    .where(eq(jobs.id, s.job.id));
  return s;
}

const upload = (s: Setup, fields: Record<string, string | File | File[] | undefined>) =>
  driverCall<Documents>(uploadTripDocument, s.token, { body: form({ job_id: s.job.id, driver_id: s.driver.id, ...fields }) });
const fetchDocs = (s: Setup) => driverCall<Documents>(fetchTripDocuments, s.token, { query: { job_id: s.job.id, driver_id: s.driver.id } });
const receiptsOf = (docs: Documents) => (JSON.parse(docs.other_receipts) as { location: string }[]).map((r) => r.location);
const filesOfJob = async (jobId: number) => (await db.select().from(storedFiles).where(eq(storedFiles.jobId, jobId))).length;
const FILE_LINK = /^\/api\/v1\/files\/[A-Za-z0-9_-]{22}$/;

describe("POST driver/upload-trip-document and GET driver/fetch-trip-documents", () => {
  it("answers an empty set before any upload", async () => {
    const s = await deliveredJob();
    const res = await fetchDocs(s);
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({
      daily_driver_log: null,
      fuel_receipt: null,
      additional_notes: "",
      other_receipts: "[]",
      isLinkExpired: false,
    });
  });

  it("saves the documents as links, other receipts as JSON text of [{ location }]", async () => {
    const s = await deliveredJob();
    const res = await upload(s, {
      additional_notes: "Fuel paid in cash",
      fuel_receipt: pdfFile("fuel.pdf"),
      hotel_receipt: pngFile("hotel.png"),
      flight_confirmation: pdfFile("flight.pdf"),
      daily_driver_log: pngFile("log.png"),
      other_receipts: [pdfFile("toll.pdf"), pngFile("parking.png")],
      existing_other_receipts: "null",
    });
    expectStatus(res, 200);
    expect(res.body.message).toBe("Trip documents have been updated");
    const docs = res.body.data;
    for (const field of ["fuel_receipt", "hotel_receipt", "flight_confirmation", "daily_driver_log"] as const)
      expect(docs[field]).toMatch(FILE_LINK);
    expect(docs.additional_notes).toBe("Fuel paid in cash");
    expect(receiptsOf(docs)).toHaveLength(2);
    expect(receiptsOf(docs)[0]).toMatch(FILE_LINK);
    expect((await fetchDocs(s)).body.data).toEqual(docs);

    const pdf = await fetchFile(docs.fuel_receipt!, { linkToken: s.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");

    const admin = await call<{ trip_documents: Record<string, unknown> }>(fetchRideDetails, {
      query: { jobId: s.job.id },
      token: world.admin.token,
    });
    expect(admin.body.data.trip_documents).toMatchObject({ fuel_receipt: docs.fuel_receipt, other_receipts: docs.other_receipts });
  });

  it("a repeated submission stores nothing twice", async () => {
    const s = await deliveredJob();
    const fields = {
      additional_notes: "n",
      fuel_receipt: pdfFile(),
      other_receipts: [pngFile(), pdfFile()],
      existing_other_receipts: "null",
    };
    const first = await upload(s, fields);
    expectStatus(first, 200);
    expect(await filesOfJob(s.job.id)).toBe(3);
    const again = await upload(s, fields);
    expectStatus(again, 200);
    expect({ ...again.body.data, updatedAt: null }).toEqual({ ...first.body.data, updatedAt: null });
    expect(await filesOfJob(s.job.id)).toBe(3);
  });

  it("keeps the listed existing receipts and the documents not sent again; drops the others", async () => {
    const s = await deliveredJob();
    const first = (
      await upload(s, { fuel_receipt: pdfFile(), other_receipts: [pngFile("a.png"), pngFile("b.png")], existing_other_receipts: "null" })
    ).body.data;
    const [a, b] = receiptsOf(first);
    const second = await upload(s, {
      additional_notes: "more",
      other_receipts: [pdfFile("c.pdf")],
      existing_other_receipts: JSON.stringify([a]),
    });
    expectStatus(second, 200);
    const receipts = receiptsOf(second.body.data);
    expect(receipts).toHaveLength(2);
    expect(receipts[0]).toBe(a);
    expect(receipts).not.toContain(b);
    expect(second.body.data.fuel_receipt).toBe(first.fuel_receipt);
    expect(second.body.data.additional_notes).toBe("more");
    // The dropped receipt's file is gone.
    expect((await fetchFile(b!, { bearer: world.admin.token })).status).toBe(404);
    // Objects with a location are read too; "null" keeps none.
    const third = await upload(s, { existing_other_receipts: JSON.stringify([{ location: `${receipts[1]}?token=x` }]) });
    expect(receiptsOf(third.body.data)).toEqual([receipts[1]]);
    const none = await upload(s, { existing_other_receipts: "null" });
    expect(receiptsOf(none.body.data)).toEqual([]);
  });

  it("refuses a file that is neither an image nor a PDF (415), one over 10 MB or 50 megapixels (413), and a malformed list (400)", async () => {
    const s = await deliveredJob();
    const bad = await upload(s, { fuel_receipt: textFile("fuel.txt") });
    expectStatus(bad, 415);
    expect(bad.body.message).toBe("Only images or PDF files are allowed.");
    expectStatus(await upload(s, { other_receipts: [pngFile("huge.png", 10 * 1024 * 1024 + 1)] }), 413);
    expectStatus(await upload(s, { existing_other_receipts: "[not json" }), 400);
    // An image past 50 megapixels, small on the wire (issue 29 item 4).
    const huge = await upload(s, { other_receipts: [claimedPng(10_000, 6_000)] });
    expectStatus(huge, 413);
    expect(huge.body.message).toBe(imageTooLarge(10_000, 6_000));
    expect(await filesOfJob(s.job.id)).toBe(0);
  });

  it("is refused before delivery (409) and after the 48 hours (403)", async () => {
    const approved = await assignedJob(db, world);
    const early = await upload(approved, { fuel_receipt: pdfFile() });
    expectStatus(early, 409);
    expect(early.body.message).toContain("Approved");
    const late = await deliveredJob(49);
    expectStatus(await upload(late, { fuel_receipt: pdfFile() }), 403);
    const read = await fetchDocs(late);
    expectStatus(read, 200);
    expect(read.body.data.isLinkExpired).toBe(true);
  });
});
