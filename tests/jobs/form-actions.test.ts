import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/db/client";
import { actorFromToken, type Actor } from "@/lib/auth/actor";
import {
  createJobAction,
  assignDriverAction,
  fillPoAction,
  requestCancellationAction,
  rescheduleJobAction,
  updateJobAddressAction,
} from "@/lib/jobs/actions";
import { eq } from "drizzle-orm";
import { companies } from "@/db/schema";
import { saveInspectionSlotsAction } from "@/lib/inspections/actions";
import { jobs } from "@/db/schema";
import { createCompany, createDriver, createVehicleMake } from "../helpers/factories";
import { resetDatabase } from "../helpers/db";
import { jobFor, jobRequestForm, jobRow, makeWorld, type SignedIn, type World } from "./helpers";

// The forms' server actions call the API routes' services, with their schemas and roles; the
// caller is the session's (mocked here: the tests have no cookies).
const caller = vi.hoisted(() => ({ actor: null as Actor | null }));
vi.mock("@/lib/auth/current", () => ({ getCurrentActor: async () => caller.actor }));

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

async function as(who: SignedIn | null) {
  caller.actor = who ? await actorFromToken(db, who.token) : null;
}

/** The browser's post of a form before the page's scripts ran. */
function posted(fields: Record<string, string>): FormData {
  const form = new FormData();
  form.set("$ACTION_ID_abc", "");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe("the job dialogs' server actions", () => {
  it("fill a PO posted by the browser (strings) as the route does, upper-cased", async () => {
    await as(world.customer);
    const job = await jobFor(db, world.customer, { requestStatus: "PO_missing", poNumber: null });
    const state = await fillPoAction({}, posted({ jobId: String(job.id), po_number: "po-77" }));
    expect(state).toEqual({ ok: true, message: "PO Number submitted successfully" });
    expect(await jobRow(db, job.id)).toMatchObject({ poNumber: "PO-77", requestStatus: "submitted" });
  });

  it("answer the schema's message for the field, and change nothing", async () => {
    await as(world.customer);
    const job = await jobFor(db, world.customer);
    const state = await requestCancellationAction({}, { jobId: job.id, reason: "  " });
    expect(state).toEqual({
      ok: false,
      message: "please enter cancellation reason first",
      fieldErrors: { reason: "please enter cancellation reason first" },
      // What was typed, for a page posted before its script to show again.
      values: { reason: "  ", type: "cancel" },
    });
    expect((await jobRow(db, job.id)).requestStatus).toBe("submitted");
  });

  it("refuse a caller of another role, or none, as the routes do", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "approved" });
    const driver = await createDriver(db);
    await as(world.customer);
    expect(await assignDriverAction({}, { jobId: job.id, driverId: String(driver.id) })).toMatchObject({ ok: false });
    await as(null);
    expect(await assignDriverAction({}, { jobId: job.id, driverId: String(driver.id) })).toMatchObject({ ok: false });
    expect((await jobRow(db, job.id)).driverId).toBeNull();
    await as(world.admin);
    expect(await assignDriverAction({}, { jobId: job.id, driverId: String(driver.id) })).toEqual({
      ok: true,
      message: "Driver assigned successfully",
    });
    expect((await jobRow(db, job.id)).driverId).toBe(driver.id);
  });

  it("keep another customer's job hidden: not found", async () => {
    const job = await jobFor(db, world.customer);
    await as(world.otherCustomer);
    expect(await requestCancellationAction({}, { jobId: job.id, reason: "Mine now" })).toMatchObject({ ok: false });
    expect((await jobRow(db, job.id)).requestStatus).toBe("submitted");
  });
});

describe("the reschedule and edit-address dialogs' server actions", () => {
  it("reschedule for the future (a reason, no dates) as the route does", async () => {
    await as(world.customer);
    const job = await jobFor(db, world.customer, { requestStatus: "approved" });
    const body = {
      jobId: job.id,
      pickup_date: null,
      pickup_time: null,
      dropoff_date: null,
      dropoff_time: null,
      reason: "Waiting on auction",
    };
    expect(await rescheduleJobAction({}, body)).toEqual({ ok: true, message: "Job rescheduled successfully" });
    expect(await jobRow(db, job.id)).toMatchObject({ requestStatus: "awaiting_reschedule_date", rescheduleReason: "Waiting on auction" });
  });

  it("refuse a reschedule of another company's job, and change nothing", async () => {
    await as(world.otherCustomer);
    const job = await jobFor(db, world.customer, { requestStatus: "approved" });
    const body = { jobId: job.id, pickup_date: null, pickup_time: null, dropoff_date: null, dropoff_time: null, reason: "Mine now" };
    expect(await rescheduleJobAction({}, body)).toMatchObject({ ok: false });
    expect((await jobRow(db, job.id)).requestStatus).toBe("approved");
  });

  it("edit a job's pickup for staff only", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "approved" });
    const pickup = {
      jobId: job.id,
      type: "pickup",
      business_name: "East Depot",
      address: "9 Harbor Way, Galveston, TX",
      latitude: 29.3013,
      longitude: -94.7977,
    };
    await as(world.customer);
    expect(await updateJobAddressAction({}, pickup)).toMatchObject({ ok: false });
    expect((await jobRow(db, job.id)).pickupBusinessName).not.toBe("East Depot");
    await as(world.admin);
    expect(await updateJobAddressAction({}, pickup)).toEqual({ ok: true, message: "Updated Address successfully!" });
    expect(await jobRow(db, job.id)).toMatchObject({ pickupBusinessName: "East Depot", pickupLatitude: 29.3013 });
  });
});

describe("a company's photo slots form", () => {
  const slotsOf = async (id: number) =>
    (await db.select({ slots: companies.inspectionSlots }).from(companies).where(eq(companies.id, id)))[0]!.slots;

  /** The browser's post: the odometer's hidden field, then each ticked box under the one name. */
  function postedSlots(companyId: number, ticked: string[]): FormData {
    const form = new FormData();
    form.set("company_id", String(companyId));
    form.append("slots", "odometer");
    for (const slot of ticked) form.append("slots", slot);
    return form;
  }

  it("saves the ticked boxes posted by the browser, the odometer always among them", async () => {
    const company = await createCompany(db);
    await as(world.admin);
    expect(await saveInspectionSlotsAction({}, postedSlots(company.id, ["roof", "interior"]))).toEqual({
      ok: true,
      message: "Inspection photo slots saved",
    });
    expect(await slotsOf(company.id)).toEqual(["odometer", "roof", "interior"]);
    expect(await saveInspectionSlotsAction({}, postedSlots(company.id, []))).toMatchObject({ ok: true });
    expect(await slotsOf(company.id)).toEqual(["odometer"]);
  });

  it("refuses a customer, and a list without the odometer", async () => {
    const company = await createCompany(db);
    await as(world.customer);
    expect(await saveInspectionSlotsAction({}, postedSlots(company.id, ["roof"]))).toMatchObject({ ok: false });
    await as(world.admin);
    const missing = await saveInspectionSlotsAction({}, { company_id: company.id, slots: ["front"] });
    expect(missing.ok).toBe(false);
    expect(missing.fieldErrors?.slots).toBeTruthy();
    expect(await slotsOf(company.id)).toBeNull();
  });
});

describe("the new-job wizard's request", () => {
  const vehicle = (values: Record<string, unknown> = {}) => ({
    year: new Date().getUTCFullYear() - 1,
    make: "Honda",
    model: "Accord",
    vinNumber: "1hgcm82633a004352",
    fueltype: "Gas",
    PO_number: "po-778",
    ...values,
  });

  it("creates one job per vehicle for the customer's company, as the route does", async () => {
    await createVehicleMake(db, "Honda", ["Accord"]);
    await as(world.customer);
    const state = await createJobAction({}, jobRequestForm([vehicle(), vehicle({ vinNumber: "1FTFW1ET5DFC10312", PO_number: "po-779" })]));
    expect(state).toEqual({ ok: true, message: "Created Job successfully!" });
    const created = await db.select({ po: jobs.poNumber }).from(jobs).where(eq(jobs.companyId, world.customer.user.companyId!));
    expect(created.map((job) => job.po)).toEqual(expect.arrayContaining(["PO-778", "PO-779"]));
  });

  it("names the refused field for the wizard to go back to its step; staff may not send it", async () => {
    await as(world.customer);
    const late = await createJobAction({}, jobRequestForm([vehicle()], { pickup_POC_name: "" }));
    expect(late.ok).toBe(false);
    expect(Object.keys(late.fieldErrors ?? {})).toContain("pickup_POC_name");
    await as(world.admin);
    expect(await createJobAction({}, jobRequestForm([vehicle()]))).toMatchObject({ ok: false });
  });
});
