import { createHash, randomBytes } from "node:crypto";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { billsOfLading, storedFiles } from "@/db/schema";
import { isPublicPage } from "@/lib/auth/redirect";
import { tooManyVerifications, VERIFY_ADDRESS_LIMIT, verifyBol, verifyUpload } from "@/lib/bol/verify-bol";
import { MAX_VERIFY_BYTES, parseBolNumber, VERIFY_MESSAGES } from "@/lib/bol/verify-rules";
import { proxy } from "@/proxy";
import { resetDatabase } from "../helpers/db";
import { createJob, createUser } from "../helpers/factories";

// DECISIONS.md "Bill of lading": /verify/BOL-{jobId} tells whether an uploaded PDF is an issued
// version of that job's BOL, and nothing else about the job.

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7\n${text}\n%%EOF\n`);
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const PICKUP_PDF = pdf("pickup version");
const DELIVERY_PDF = pdf("delivery version");
const ISSUED_AT = new Date("2026-03-04T15:06:07.000Z");

let db: Db;
let jobId: number;
let otherJobId: number;
let jobWithoutBol: number;

async function issue(id: number, version: 1 | 2, bytes: Uint8Array, issuedAt: Date) {
  const fileId = randomBytes(16).toString("base64url");
  await db.insert(storedFiles).values({
    id: fileId,
    storage: "local",
    storageKey: `bol/${fileId}.pdf`,
    contentType: "application/pdf",
    sizeBytes: bytes.byteLength,
    originalName: `BOL-${id}-v${version}.pdf`,
    sha256: sha256(bytes),
    jobId: id,
  });
  await db.insert(billsOfLading).values({ jobId: id, version, fileId, sha256: sha256(bytes), issuedAt });
}

beforeAll(async () => {
  db = await resetDatabase();
  const customer = await createUser(db, "customer");
  const owner = { companyId: customer.companyId!, customerId: customer.id };
  jobId = (await createJob(db, { ...owner, vehicleYear: 2026, vehicleMake: "Toyota", vehicleModel: "Camry" })).id;
  otherJobId = (await createJob(db, owner)).id;
  jobWithoutBol = (await createJob(db, owner)).id;
  await issue(jobId, 1, PICKUP_PDF, new Date("2026-03-01T09:00:00.000Z"));
  await issue(jobId, 2, DELIVERY_PDF, ISSUED_AT);
  await issue(otherJobId, 1, pdf("another job"), ISSUED_AT);
});

let nextAddress = 1;
const freshAddress = () => `10.24.0.${nextAddress++}`;
const fileOf = (bytes: Uint8Array<ArrayBuffer>, name = "bol.pdf") => new File([bytes], name, { type: "application/pdf" });
const upload = (file: FormDataEntryValue | null, options: { number?: string; address?: string } = {}) =>
  verifyUpload(db, { number: options.number ?? `BOL-${jobId}`, file, address: options.address ?? freshAddress() });

describe("verifyBol", () => {
  it("knows each issued version by its exact bytes: number, version, issue time and the vehicle only", async () => {
    expect(await verifyBol(db, { jobId, bytes: DELIVERY_PDF })).toEqual({
      number: `BOL-${jobId}`,
      version: 2,
      issued_at: ISSUED_AT.toISOString(),
      vehicle: { year: 2026, make: "Toyota", model: "Camry" },
    });
    expect(await verifyBol(db, { jobId, bytes: PICKUP_PDF })).toMatchObject({ version: 1, issued_at: "2026-03-01T09:00:00.000Z" });
  });

  it("does not know a file with one byte changed", async () => {
    const changed = DELIVERY_PDF.slice();
    changed[changed.length - 3] ^= 1;
    expect(await verifyBol(db, { jobId, bytes: changed })).toBeNull();
  });

  it("answers null alike for another job's number, a job without a BOL and a job that does not exist", async () => {
    expect(await verifyBol(db, { jobId: otherJobId, bytes: DELIVERY_PDF })).toBeNull();
    expect(await verifyBol(db, { jobId: jobWithoutBol, bytes: DELIVERY_PDF })).toBeNull();
    expect(await verifyBol(db, { jobId: 2_000_000_000, bytes: DELIVERY_PDF })).toBeNull();
  });
});

describe("the verify form's logic", () => {
  it("says issued or not issued", async () => {
    expect(await upload(fileOf(DELIVERY_PDF))).toEqual({
      status: "issued",
      bol: {
        number: `BOL-${jobId}`,
        version: 2,
        issued_at: ISSUED_AT.toISOString(),
        vehicle: { year: 2026, make: "Toyota", model: "Camry" },
      },
    });
    expect(await upload(fileOf(DELIVERY_PDF), { number: `BOL-${otherJobId}` })).toEqual({ status: "not-issued" });
    expect(await upload(fileOf(pdf("a forgery")))).toEqual({ status: "not-issued" });
  });

  it("refuses a missing file, a file over 10 MB and a file that is not a PDF, with their messages", async () => {
    expect(await upload(null)).toEqual({ status: "refused", error: VERIFY_MESSAGES.missingFile });
    expect(await upload(new File([], "", { type: "application/octet-stream" }))).toEqual({
      status: "refused",
      error: VERIFY_MESSAGES.missingFile,
    });
    const oversize = new Uint8Array(MAX_VERIFY_BYTES + 1);
    oversize.set(pdf(""));
    expect(await upload(fileOf(oversize))).toEqual({ status: "refused", error: VERIFY_MESSAGES.tooLarge });
    expect(await upload(fileOf(new TextEncoder().encode("<html>not a pdf</html>"), "bol.pdf"))).toEqual({
      status: "refused",
      error: VERIFY_MESSAGES.notPdf,
    });
    expect(await upload(fileOf(DELIVERY_PDF), { number: "BOL-12x" })).toEqual({ status: "refused", error: VERIFY_MESSAGES.badNumber });
  });

  it(`refuses an address after ${VERIFY_ADDRESS_LIMIT.max} verifications, and only that address`, async () => {
    const address = freshAddress();
    for (let i = 0; i < VERIFY_ADDRESS_LIMIT.max; i++) {
      expect((await upload(fileOf(PICKUP_PDF), { address })).status).toBe("issued");
    }
    expect(await upload(fileOf(PICKUP_PDF), { address })).toEqual({ status: "refused", error: tooManyVerifications(600) });
    expect((await upload(fileOf(PICKUP_PDF))).status).toBe("issued");
  });
});

describe("the verify page", () => {
  it.each([
    ["BOL-123", 123],
    ["BOL-1", 1],
    ["BOL-2147483647", 2_147_483_647],
    ["BOL-2147483648", null],
    ["BOL-0", null],
    ["BOL-012", null],
    ["BOL-", null],
    ["bol-12", null],
    ["BOL-12a", null],
    ["12", null],
  ])("%j is job %j", (number, expected) => {
    expect(parseBolNumber(number)).toBe(expected);
  });

  it("is public: a visitor without a session is not sent to /login", async () => {
    expect(isPublicPage(`/verify/BOL-${jobId}`)).toBe(true);
    const response = await proxy(new NextRequest(`http://localhost/verify/BOL-${jobId}`));
    expect(response.headers.get("location")).toBeNull();
    expect(response.status).toBe(200);
  });
});
