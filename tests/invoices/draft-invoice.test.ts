import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as updateRidingDetails } from "@/app/api/v1/driver/update-riding-details/route";
import { PUT as updateTerms } from "@/app/api/v1/admin/update-billing-terms/route";
import { PUT as fillPoNumber } from "@/app/api/v1/customer/fill-po-number/route";
import type { Db } from "@/db/client";
import { invoiceLines, invoices, jobs, outboxMessages, type Job } from "@/db/schema";
import { draftJobInvoice } from "@/lib/invoices/draft-invoice";
import { drainAll } from "@/lib/worker/outbox-worker";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { assignedJob, driverCall, expectStatus, form, makeWorld, type World } from "../driver-link/helpers";
import { inspector, signedPickup } from "../inspections/helpers";

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

/** A job signed at pickup and at delivery through the driver's link. */
async function delivered(values: Partial<Job>) {
  const s = await assignedJob(db, world, { priceCents: 123_400, ...values });
  await signedPickup(s);
  const started = form({
    jobId: s.job.id,
    driverId: s.driver.id,
    ride_status: "ride_started",
    current_latitude: "32.78",
    current_longitude: "-96.8",
  });
  expectStatus(await driverCall(updateRidingDetails, s.token, { method: "PUT", body: started }), 200);
  const delivery = inspector(s, "delivery");
  await delivery.allSlots();
  expectStatus(await delivery.readings({ odometer: "12500", no_damage: true }), 200);
  expectStatus(await delivery.sign({ signer_name: "Dana Dropoff" }), 200);
  return s.job.id;
}

const linesOf = (jobId: number) =>
  db
    .select({
      invoiceId: invoiceLines.invoiceId,
      cents: invoiceLines.cents,
      description: invoiceLines.description,
      state: invoices.state,
      companyId: invoices.companyId,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(eq(invoiceLines.jobId, jobId));

describe("a delivered job's invoice draft (per-job company)", () => {
  it("waits without a PO, and is drafted by the worker once the customer gives the PO", async () => {
    const jobId = await delivered({ poNumber: null });
    await drainAll(db);
    expect(await linesOf(jobId)).toEqual([]);
    const given = await call(fillPoNumber, { method: "PUT", body: { jobId, po_number: "PO-LATE-1" }, token: world.customer.token });
    expectStatus(given, 200);
    await drainAll(db);
    expect(await linesOf(jobId)).toMatchObject([{ state: "draft" }]);
    // Given again (a correction), the job is still billed once.
    const again = await call(fillPoNumber, { method: "PUT", body: { jobId, po_number: "PO-LATE-2" }, token: world.customer.token });
    expectStatus(again, 200);
    await drainAll(db);
    expect(await linesOf(jobId)).toHaveLength(1);
  }, 60_000);

  it("is written to the outbox in the delivery's transaction and drafted by the worker, once", async () => {
    const jobId = await delivered({ poNumber: "PO-7781" });
    const [work] = await db
      .select({ kind: outboxMessages.kind })
      .from(outboxMessages)
      .where(eq(outboxMessages.idempotencyKey, `invoice:job:${jobId}`));
    expect(work?.kind).toBe("invoice");
    expect(await linesOf(jobId)).toEqual([]);
    await drainAll(db);
    const lines = await linesOf(jobId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ cents: 123_400, state: "draft", companyId: world.companyA.id });
    expect(lines[0]!.description).toContain("PO PO-7781");
    // Billable once: running the work again adds nothing.
    expect(await draftJobInvoice(db, jobId)).toBe("billed");
    expect(await linesOf(jobId)).toHaveLength(1);
  }, 60_000);

  it("waits without a PO, and is drafted once the PO is there", async () => {
    const jobId = await delivered({ poNumber: null });
    await drainAll(db);
    expect(await linesOf(jobId)).toEqual([]);
    expect(await draftJobInvoice(db, jobId)).toBe("po_missing");
    await db.update(jobs).set({ poNumber: "PO-9" }).where(eq(jobs.id, jobId));
    expect(await draftJobInvoice(db, jobId)).toBe("drafted");
    expect(await linesOf(jobId)).toHaveLength(1);
  }, 60_000);

  it("leaves a monthly company's job for the month's run, and drafts nothing for a job not delivered", async () => {
    const res = await call(updateTerms, {
      method: "PUT",
      token: world.admin.token,
      body: { company_id: world.companyA.id, cycle: "monthly", net_days: 30 },
    });
    expectStatus(res, 200);
    const jobId = await delivered({ poNumber: "PO-M1" });
    await drainAll(db);
    expect(await linesOf(jobId)).toEqual([]);
    expect(await draftJobInvoice(db, jobId)).toBe("monthly");
    const s = await assignedJob(db, world, { poNumber: "PO-X" });
    expect(await draftJobInvoice(db, s.job.id)).toBe("not_delivered");
  }, 60_000);
});
