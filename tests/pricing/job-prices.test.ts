import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as addVersion } from "@/app/api/v1/admin/add-rate-card-version/route";
import { POST as createCard } from "@/app/api/v1/admin/create-rate-card/route";
import { GET as adminJobDetails } from "@/app/api/v1/admin/get-job-details/route";
import { PUT as jobApprove } from "@/app/api/v1/admin/job-approve/route";
import { PUT as setCompanyCard } from "@/app/api/v1/admin/update-company-rate-card/route";
import { POST as updateJobPrice } from "@/app/api/v1/admin/update-job-price/route";
import { POST as createJob } from "@/app/api/v1/customer/create-job/route";
import { POST as quoteJob } from "@/app/api/v1/customer/quote-job/route";
import { GET as customerJobDetails } from "@/app/api/v1/customer/get-job-details/route";
import { PUT as updateDeliveryAddress } from "@/app/api/v1/customer/update-delivery-address/route";
import { PUT as updateJobSchedule } from "@/app/api/v1/customer/update-job-schedule/route";
import { GET as driverJobDetails } from "@/app/api/v1/driver/job-details-driver/route";
import type { Db } from "@/db/client";
import { jobs, vehicleMakes } from "@/db/schema";
import { haversineMiles } from "@/lib/maps/distance";
import type { PriceLine } from "@/lib/pricing/price-quote";
import { DEFAULT_RATE_CARD_TERMS, type RateCardTerms } from "@/lib/pricing/rate-card-terms";
import { resetDatabase } from "../helpers/db";
import { createVehicleMake, utcDateFromNow } from "../helpers/factories";
import { call } from "../helpers/http";
import { assignedJob, driverCall } from "../driver-link/helpers";
import { expectStatus, jobRequestForm, logsOf, makeWorld, type SignedIn, type World } from "../jobs/helpers";

type Priced = { id: number; price_cents: number; price_lines: PriceLine[]; price_is_estimate: boolean; rate_card_version_id: number };

let db: Db;
let world: World;

/** Round figures: $1 a mile, no minimum, $50 SUV, $30 washed, 10 % expedite, $70 after hours. */
const simple: RateCardTerms = {
  bands: [{ fromMiles: 0, centsPerMile: 100 }],
  minimumCents: 0,
  classSurchargeCents: { sedan: 0, suv: 5_000, pickup: 7_000, van: 7_000, electric: 4_000 },
  deliverWashedCents: 3_000,
  deliverFullCents: 6_000,
  expeditePercent: 10,
  afterHoursCents: 7_000,
};
const dallas = { lat: 32.7767, lng: -96.797 };
const houston = { lat: 29.7604, lng: -95.3698 };
/** The request form's route, Dallas to Houston, without Google: the straight line × 1.2. */
const estimatedMiles = Math.round(haversineMiles(dallas, houston) * 1.2);

const car = (model: string, vin: string) => ({ year: 2022, make: "Toyota", model, vinNumber: vin, fueltype: "Gas", PO_number: "PO-1" });

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
  const make = await createVehicleMake(db, "Toyota", ["Camry", "RAV4"]);
  await db
    .update(vehicleMakes)
    .set({ modelClasses: { RAV4: "suv" } })
    .where(eq(vehicleMakes.id, make.id));
  const card = await call<{ id: number }>(createCard, {
    token: world.admin.token,
    body: { name: "Acme simple", effective_from: utcDateFromNow(0), terms: simple },
  });
  expectStatus(
    await call(setCompanyCard, {
      method: "PUT",
      token: world.admin.token,
      body: { company_id: world.companyA.id, rate_card_id: card.body.data.id },
    }),
    200,
  );
});

async function requestJobs(vehicles: Record<string, unknown>[], overrides: Record<string, unknown> = {}, who: SignedIn = world.customer) {
  const res = await call<Priced[]>(createJob, { token: who.token, body: jobRequestForm(vehicles, overrides) });
  expectStatus(res, 201);
  return res.body.data;
}

const priceOf = async (id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe("create-job prices each vehicle", () => {
  it("stores and answers the price, its lines and the card version; the class comes from the catalogue", async () => {
    const [sedan, suv] = await requestJobs([car("Camry", "1HGCM82633A004352"), car("RAV4", "2T3ZFREV5JW123456")], { deliver_washed: true });
    expect(sedan).toMatchObject({
      price_cents: estimatedMiles * 100 + 3_000,
      price_is_estimate: true,
      rate_card_version_id: expect.any(Number),
    });
    expect(suv!.price_cents).toBe(estimatedMiles * 100 + 5_000 + 3_000);
    expect(suv!.price_lines.map((line) => line.kind)).toEqual(["distance", "class", "washed"]);
    expect(suv!.price_lines[0]!.label).toContain("(estimate)");
    expect(await priceOf(suv!.id)).toMatchObject({
      priceCents: suv!.price_cents,
      priceIsEstimate: true,
      rateCardVersionId: suv!.rate_card_version_id,
    });
    // The specification's fields stay.
    expect(sedan).toMatchObject({ id: expect.any(Number), request_status: "submitted" });
  });

  it("adds expedite under 48 hours and the after-hours fee for a 6 AM pickup", async () => {
    const tomorrow = utcDateFromNow(1);
    const [job] = await requestJobs([car("Camry", "1HGCM82633A004353")], {
      pickup_date: tomorrow,
      pickup_time: "06:00",
      dropoff_date: utcDateFromNow(3),
    });
    const base = estimatedMiles * 100;
    expect(job!.price_lines.map((line) => line.kind)).toEqual(["distance", "expedite", "after_hours"]);
    expect(job!.price_cents).toBe(base + Math.floor((base * 10 + 50) / 100) + 7_000);
  });

  it("prices another company with the default card", async () => {
    const [job] = await requestJobs([car("Camry", "1HGCM82633A004354")], {}, world.otherCustomer);
    expect(job!.price_lines[0]!.label).toContain("0–100 mi");
    expect(job!.price_cents).not.toBe(estimatedMiles * 100);
  });
});

describe("who sees a job's price", () => {
  it("staff and the job's company customers; another company's customer gets 404; the driver's link has none", async () => {
    const [job] = await requestJobs([car("Camry", "1HGCM82633A004355")]);
    const own = await call<{ jobData: Priced }>(customerJobDetails, { token: world.customer.token, query: { jobId: job!.id } });
    expect(own.body.data.jobData.price_cents).toBe(job!.price_cents);
    const staff = await call<{ jobData: Priced }>(adminJobDetails, { token: world.admin.token, query: { jobId: job!.id } });
    expect(staff.body.data.jobData.price_lines).toEqual(job!.price_lines);
    const other = await call(customerJobDetails, { token: world.otherCustomer.token, query: { jobId: job!.id } });
    expectStatus(other, 404);
    expect(JSON.stringify(other.body)).not.toContain("price");

    const assigned = await assignedJob(db, world, { priceCents: 12_345 });
    const driver = await driverCall(driverJobDetails, assigned.token, { query: { jobId: assigned.job.id } });
    expectStatus(driver, 200);
    expect(JSON.stringify(driver.body)).not.toMatch(/price|12345/);
  });
});

describe("a new price before approval, frozen after", () => {
  const put = (handler: typeof updateJobSchedule, body: Record<string, unknown>, who: SignedIn) =>
    call(handler, { method: "PUT", token: who.token, body });

  it("a reschedule to within 48 hours prices the quote again (expedite)", async () => {
    const [job] = await requestJobs([car("Camry", "1HGCM82633A004356")]);
    expect(job!.price_lines.map((line) => line.kind)).toEqual(["distance"]);
    expectStatus(
      await put(
        updateJobSchedule,
        { jobId: job!.id, pickup_date: utcDateFromNow(1), pickup_time: "12:00", dropoff_date: null, dropoff_time: null, reason: "Sooner" },
        world.customer,
      ),
      200,
    );
    const after = await priceOf(job!.id);
    expect(after.priceLines!.map((line) => line.kind)).toEqual(["distance", "expedite"]);
    expect(after.priceCents).toBeGreaterThan(job!.price_cents);
  });

  it("an address edit prices it again with the new route", async () => {
    const [job] = await requestJobs([car("Camry", "1HGCM82633A004357")]);
    const galveston = { lat: 29.3013, lng: -94.7977 };
    const body = {
      jobId: job!.id,
      type: "dropoff",
      business_name: "Port",
      address: "1 Harbor Way, Galveston, TX",
      latitude: galveston.lat,
      longitude: galveston.lng,
    };
    expectStatus(await put(updateDeliveryAddress, body, world.admin), 200);
    expect((await priceOf(job!.id)).priceCents).toBe(Math.round(haversineMiles(dallas, galveston) * 1.2) * 100);
  });

  it("approval freezes it: a reschedule after approval and a card edit leave the price", async () => {
    const [job] = await requestJobs([car("Camry", "1HGCM82633A004358")]);
    expectStatus(await put(jobApprove, { jobId: job!.id }, world.admin), 200);
    expectStatus(
      await put(
        updateJobSchedule,
        { jobId: job!.id, pickup_date: utcDateFromNow(1), pickup_time: "05:00", reason: "Earlier" },
        world.customer,
      ),
      200,
    );
    const card = (await priceOf(job!.id)).rateCardVersionId;
    await call(addVersion, {
      token: world.admin.token,
      body: { rate_card_id: 1, effective_from: utcDateFromNow(0), terms: DEFAULT_RATE_CARD_TERMS },
    });
    expect(await priceOf(job!.id)).toMatchObject({ priceCents: job!.price_cents, rateCardVersionId: card, requestStatus: "rescheduled" });
  });
});

describe("POST admin/update-job-price", () => {
  it("sets the price with a reason: an adjustment line, a 'Price changed' entry, and no new price on a reschedule", async () => {
    const [job] = await requestJobs([car("Camry", "1HGCM82633A004359")]);
    const res = await call<Priced>(updateJobPrice, {
      token: world.admin.token,
      body: { jobId: job!.id, price_cents: 25_000, reason: "Contract rate" },
    });
    expectStatus(res, 200);
    expect(res.body.data.price_cents).toBe(25_000);
    expect(res.body.data.price_lines.at(-1)).toEqual({ kind: "adjustment", label: "Adjusted by staff", cents: 25_000 - job!.price_cents });
    expect(res.body.data.price_lines.reduce((sum, line) => sum + line.cents, 0)).toBe(25_000);
    const log = (await logsOf(db, job!.id)).at(-1)!;
    expect(log).toMatchObject({ event: "price_changed", userId: world.admin.user.id });
    expect(log.note).toContain("→ $250.00: Contract rate");

    await call(updateJobSchedule, {
      method: "PUT",
      token: world.customer.token,
      body: { jobId: job!.id, pickup_date: utcDateFromNow(1), pickup_time: "12:00", reason: "Sooner" },
    });
    expect((await priceOf(job!.id)).priceCents).toBe(25_000);
  });

  it("refuses a customer (403), a missing reason or a negative price (400), a cancelled job (409)", async () => {
    const [job] = await requestJobs([car("Camry", "1HGCM82633A004360")]);
    expectStatus(
      await call(updateJobPrice, { token: world.customer.token, body: { jobId: job!.id, price_cents: 1, reason: "Mine" } }),
      403,
    );
    const bad = await call(updateJobPrice, { token: world.admin.token, body: { jobId: job!.id, price_cents: -1, reason: " " } });
    expectStatus(bad, 400);
    expect(bad.body.errors).toEqual({
      price_cents: ["The price cannot be negative."],
      reason: ["Please give the reason for the new price."],
    });
    await db.update(jobs).set({ requestStatus: "cancelled" }).where(eq(jobs.id, job!.id));
    expectStatus(await call(updateJobPrice, { token: world.admin.token, body: { jobId: job!.id, price_cents: 1, reason: "Late" } }), 409);
    expectStatus(await call(updateJobPrice, { token: world.admin.token, body: { jobId: 999_999, price_cents: 1, reason: "None" } }), 404);
  });
});

describe("POST customer/quote-job (the wizard's review)", () => {
  it("answers what create-job then stores, per vehicle and in total, creating nothing", async () => {
    const vehicles = [car("Camry", "1HGCM82633A004361"), car("RAV4", "2T3ZFREV5JW123461")];
    const before = (await db.select({ id: jobs.id }).from(jobs)).length;
    const quote = await call<{
      vehicles: { price_cents: number; price_lines: PriceLine[]; price_is_estimate: boolean }[];
      total_cents: number;
      is_estimate: boolean;
    }>(quoteJob, { token: world.customer.token, body: jobRequestForm(vehicles, { deliver_full: true }) });
    expectStatus(quote, 200);
    expect((await db.select({ id: jobs.id }).from(jobs)).length).toBe(before);
    const created = await requestJobs(vehicles, { deliver_full: true });
    expect(quote.body.data.vehicles).toEqual(
      created.map((job) => ({ price_cents: job.price_cents, price_lines: job.price_lines, price_is_estimate: true })),
    );
    expect(quote.body.data.total_cents).toBe(created[0]!.price_cents + created[1]!.price_cents);
    expect(quote.body.data.is_estimate).toBe(true);
  });

  it("refuses staff (403) and a request with a past pickup (400)", async () => {
    expectStatus(await call(quoteJob, { token: world.admin.token, body: jobRequestForm([car("Camry", "1HGCM82633A004362")]) }), 403);
    const past = await call(quoteJob, {
      token: world.customer.token,
      body: jobRequestForm([car("Camry", "1HGCM82633A004362")], { pickup_date: utcDateFromNow(-2) }),
    });
    expectStatus(past, 400);
    expect(past.body.errors?.pickup_date).toEqual(["Pickup date cannot be in the past"]);
  });
});
