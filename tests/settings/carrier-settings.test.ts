import { beforeAll, describe, expect, it } from "vitest";
import { GET as getCarrierSettings } from "@/app/api/v1/admin/get-carrier-settings/route";
import { PUT as updateCarrierSettings } from "@/app/api/v1/admin/update-carrier-settings/route";
import { appSettings } from "@/db/schema";
import { DEFAULT_BOL_TERMS, type CarrierSettings } from "@/lib/settings/schemas";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { expectFieldError, expectStatus, makeWorld, type World } from "../jobs/helpers";

let world: World;

const valid = (): CarrierSettings => ({
  carrier_name: "Empire Auto Transport LLC",
  carrier_address: "100 Main St, Dallas, TX 75201",
  carrier_phone: "(214) 555-0100",
  usdot_number: "1234567",
  mc_number: "MC-765432",
  bol_terms: "Carrier is not liable for items left in the vehicle.",
  mileage_percent: 10,
  mileage_miles: 40,
  miles_per_day: 600,
  remittance_details: "ACH to First Bank, routing 111000025, account 12345678",
  dry_run_fee_cents: 20_000,
  dry_run_pay_cents: 9_000,
  waiting_free_minutes: 45,
  waiting_quarter_cents: 1_500,
});

const read = (token: string) => call<CarrierSettings>(getCarrierSettings, { token });
const save = (token: string, body: unknown) => call<CarrierSettings>(updateCarrierSettings, { method: "PUT", token, body });

beforeAll(async () => {
  const db = await resetDatabase();
  // The one settings row outlives resetDatabase: start from the migration's defaults.
  await db.delete(appSettings);
  await db.insert(appSettings).values({ id: 1 });
  world = await makeWorld(db);
});

describe("GET /api/v1/admin/get-carrier-settings", () => {
  it("answers the defaults before anyone saves: 15 % plus 25 miles and the standard terms", async () => {
    const res = await read(world.admin.token);
    expectStatus(res, 200);
    expect(res.body.data).toEqual({
      carrier_name: "",
      carrier_address: "",
      carrier_phone: "",
      usdot_number: "",
      mc_number: "",
      bol_terms: DEFAULT_BOL_TERMS,
      mileage_percent: 15,
      mileage_miles: 25,
      miles_per_day: 500,
      remittance_details: "",
      dry_run_fee_cents: 15_000,
      dry_run_pay_cents: 7_500,
      waiting_free_minutes: 60,
      waiting_quarter_cents: 1_250,
    });
  });

  it("is for staff: a customer gets 403, no token 401", async () => {
    expectStatus(await read(world.superadmin.token), 200);
    expectStatus(await read(world.customer.token), 403);
    expectStatus(await call(getCarrierSettings), 401);
  });
});

describe("PUT /api/v1/admin/update-carrier-settings", () => {
  it("saves every field (texts trimmed; numbers may come as digits) and reads them back", async () => {
    const body = { ...valid(), carrier_name: "  Empire Auto Transport LLC ", mileage_percent: "10", mileage_miles: "40" };
    const res = await save(world.admin.token, body);
    expectStatus(res, 200);
    expect(res.body.message).toBe("Carrier settings saved");
    expect(res.body.data).toEqual(valid());
    expect((await read(world.superadmin.token)).body.data).toEqual(valid());
  });

  it("lets a superadmin save too; blank optional fields stay blank, blank terms print the standard ones", async () => {
    const body = {
      ...valid(),
      carrier_address: "",
      carrier_phone: "",
      usdot_number: "",
      mc_number: "  ",
      bol_terms: "",
      mileage_percent: 0,
    };
    expectStatus(await save(world.superadmin.token, body), 200);
    expect((await read(world.admin.token)).body.data).toEqual({
      ...body,
      mc_number: "",
      bol_terms: DEFAULT_BOL_TERMS,
    });
  });

  it("refuses a customer with 403 and changes nothing", async () => {
    const before = (await read(world.admin.token)).body.data;
    expectStatus(await save(world.customer.token, { ...valid(), carrier_name: "Hijacked" }), 403);
    expect((await read(world.admin.token)).body.data).toEqual(before);
  });

  it.each([
    ["a negative percentage", { mileage_percent: -5 }, "mileage_percent", "The percentage cannot be negative."],
    ["a fractional percentage", { mileage_percent: 12.5 }, "mileage_percent", "The percentage must be a whole number."],
    ["a percentage over 500", { mileage_percent: 501 }, "mileage_percent", "The percentage must be at most 500."],
    ["a blank percentage", { mileage_percent: " " }, "mileage_percent", "Please enter the percentage."],
    ["miles that are not a number", { mileage_miles: "twenty" }, "mileage_miles", "The extra miles must be a whole number."],
    ["miles written with spaces", { mileage_miles: " 40 " }, "mileage_miles", "The extra miles must be a whole number."],
    ["miles with a leading zero", { mileage_miles: "040" }, "mileage_miles", "The extra miles must be a whole number."],
    ["miles with a sign", { mileage_miles: "+40" }, "mileage_miles", "The extra miles must be a whole number."],
    ["negative miles", { mileage_miles: -1 }, "mileage_miles", "The extra miles cannot be negative."],
    ["no miles per day", { miles_per_day: 0 }, "miles_per_day", "The miles per day must be at least 1."],
    ["over 2000 miles per day", { miles_per_day: 2001 }, "miles_per_day", "The miles per day must be at most 2000."],
    ["a blank miles per day", { miles_per_day: "" }, "miles_per_day", "Please enter the miles per day."],
    ["a blank name", { carrier_name: "   " }, "carrier_name", "Please enter the carrier's name."],
    ["no name", { carrier_name: undefined }, "carrier_name", "Please enter the carrier's name."],
    ["terms over 5000 characters", { bol_terms: "x".repeat(5001) }, "bol_terms", "At most 5000 characters."],
    ["a USDOT number over 20 characters", { usdot_number: "1".repeat(21) }, "usdot_number", "At most 20 characters."],
  ])("answers 400 for %s with the field's message", async (_case, change, field, message) => {
    expectFieldError(await save(world.admin.token, { ...valid(), ...change }), field, message);
  });

  it("keeps the board's miles per day when a body leaves it out (an older client)", async () => {
    expectStatus(await save(world.admin.token, { ...valid(), miles_per_day: 450 }), 200);
    const { miles_per_day: _left, ...older } = valid();
    expectStatus(await save(world.admin.token, older), 200);
    expect((await read(world.admin.token)).body.data).toEqual({ ...valid(), miles_per_day: 450 });
    const [row] = await world.db.select({ milesPerDay: appSettings.milesPerDay }).from(appSettings);
    expect(row?.milesPerDay).toBe(450);
  });

  it("takes the form's dry-run amounts in dollars, and refuses one that is not an amount", async () => {
    const { dry_run_fee_cents: _fee, dry_run_pay_cents: _pay, ...rest } = valid();
    expectStatus(await save(world.admin.token, { ...rest, dry_run_fee: "175.50", dry_run_pay: "$80" }), 200);
    expect((await read(world.admin.token)).body.data).toMatchObject({ dry_run_fee_cents: 17_550, dry_run_pay_cents: 8_000 });
    expectFieldError(
      await save(world.admin.token, { ...rest, dry_run_fee: "a lot" }),
      "dry_run_fee_cents",
      "The dry-run fee is an amount in dollars, such as 150.00.",
    );
  });

  it("takes the waiting rate in dollars and the free minutes as a whole number, and refuses what is neither", async () => {
    const { waiting_quarter_cents: _rate, ...rest } = valid();
    expectStatus(await save(world.admin.token, { ...rest, waiting_quarter: "18.75", waiting_free_minutes: "90" }), 200);
    expect((await read(world.admin.token)).body.data).toMatchObject({ waiting_quarter_cents: 1_875, waiting_free_minutes: 90 });
    expectFieldError(
      await save(world.admin.token, { ...rest, waiting_quarter: "cheap" }),
      "waiting_quarter_cents",
      "The waiting rate is an amount in dollars, such as 12.50.",
    );
    expectFieldError(
      await save(world.admin.token, { ...valid(), waiting_free_minutes: 1441 }),
      "waiting_free_minutes",
      "The free waiting minutes must be at most 1440.",
    );
  });

  it("keeps the saved values when a save is refused", async () => {
    expectStatus(await save(world.admin.token, valid()), 200);
    expectStatus(await save(world.admin.token, { ...valid(), carrier_name: "", mileage_percent: -1 }), 400);
    expect((await read(world.admin.token)).body.data).toEqual(valid());
  });
});
