import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { billsOfLading, jobs } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { consume, type Limit } from "@/lib/api/rate-limit";
import { fileProblem, formatBolNumber, isPdf, parseBolNumber, PDF_SIGNATURE, VERIFY_MESSAGES } from "./verify-rules";

/** What anyone may learn of an issued version (DECISIONS.md "Bill of lading"): nothing else. */
export type BolVerification = {
  number: string;
  version: number;
  issued_at: string;
  vehicle: { year: number; make: string; model: string };
};

/**
 * The issued version of job `jobId`'s bill of lading whose file has exactly these bytes; null
 * otherwise, alike for a changed file, a job without a BOL and a job that does not exist.
 */
export async function verifyBol(db: DbOrTx, { jobId, bytes }: { jobId: number; bytes: Uint8Array }): Promise<BolVerification | null> {
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const [row] = await db
    .select({
      version: billsOfLading.version,
      issuedAt: billsOfLading.issuedAt,
      year: jobs.vehicleYear,
      make: jobs.vehicleMake,
      model: jobs.vehicleModel,
    })
    .from(billsOfLading)
    .innerJoin(jobs, eq(jobs.id, billsOfLading.jobId))
    .where(and(eq(billsOfLading.sha256, sha256), eq(billsOfLading.jobId, jobId)))
    .orderBy(desc(billsOfLading.version))
    .limit(1);
  if (!row) return null;
  return {
    number: formatBolNumber(jobId),
    version: row.version,
    issued_at: row.issuedAt.toISOString(),
    vehicle: { year: row.year, make: row.make, model: row.model },
  };
}

/** Anonymous checks per client address: plenty for a person, too few to probe with. */
export const VERIFY_ADDRESS_LIMIT: Limit = { max: 30, windowMs: 10 * 60 * 1000 };

export type VerifyBolState =
  { status: "idle" } | { status: "issued"; bol: BolVerification } | { status: "not-issued" } | { status: "refused"; error: string };

export type VerifyUpload = { number: unknown; file: FormDataEntryValue | null; address: string };

export function tooManyVerifications(secondsLeft = 60): string {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  return `Too many verifications from your address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** The verify page's form, sent by anyone: checks the file, counts the address, then compares. */
export async function verifyUpload(db: DbOrTx, { number, file, address }: VerifyUpload): Promise<VerifyBolState> {
  const jobId = parseBolNumber(number);
  if (jobId === null) return { status: "refused", error: VERIFY_MESSAGES.badNumber };
  const problem = fileProblem(file);
  if (problem) return { status: "refused", error: problem };
  const upload = file as Blob;
  if (!isPdf(new Uint8Array(await upload.slice(0, PDF_SIGNATURE.length).arrayBuffer()))) {
    return { status: "refused", error: VERIFY_MESSAGES.notPdf };
  }
  try {
    await consume(db, [[`verify-bol:address:${address}`, VERIFY_ADDRESS_LIMIT]]);
  } catch (error) {
    if (error instanceof AppError && error.code === "RATE_LIMITED") {
      return { status: "refused", error: tooManyVerifications(error.retryAfterSeconds) };
    }
    throw error;
  }
  const bol = await verifyBol(db, { jobId, bytes: new Uint8Array(await upload.arrayBuffer()) });
  return bol ? { status: "issued", bol } : { status: "not-issued" };
}
