import { beforeAll, describe, expect, it } from "vitest";
import { POST as decode } from "@/app/api/v1/vin/decode/route";
import type { Db } from "@/db/client";
import { VIN_MESSAGE } from "@/lib/jobs/vin";
import type { DecodedVehicle } from "@/lib/vin/decode-vins";
import { decodeVinFacts } from "@/lib/vin/decode-vin";
import { VINS_REQUIRED } from "@/lib/vin/schemas";
import { resetDatabase } from "../helpers/db";
import { createVehicleMake } from "../helpers/factories";
import { call } from "../helpers/http";
import { expectAccess, tokensForEveryRole, type Tokens } from "../people/helpers";
import { REAL_VINS } from "./real-vins";
import { listUnknownMakes } from "@/lib/vin/unknown-makes";
import type { Actor } from "@/lib/auth/actor";

let db: Db;
let tokens: Tokens;

beforeAll(async () => {
  db = await resetDatabase();
  tokens = await tokensForEveryRole(db);
  // Spelled as people spell them, not as vPIC does: the aliases and the model matching bridge the two.
  await createVehicleMake(db, "Ford", ["F-150", "F-350 Super Duty", "Escape"]);
  await createVehicleMake(db, "Chevy", ["Blazer", "Corvette", "Tahoe"]);
  await createVehicleMake(db, "honda", ["CR V", "Civic"]);
  await createVehicleMake(db, "Toyota", ["Tacoma", "RAV4"]);
  await createVehicleMake(db, "BMW", ["X3", "X5"]);
  await createVehicleMake(db, "Hyundai", ["Kona"]);
  await createVehicleMake(db, "Jeep", ["Grand Cherokee", "Wrangler"]);
  await createVehicleMake(db, "KIA", ["Forte"]);
  await createVehicleMake(db, "Mazda", ["CX-5"]);
  await createVehicleMake(db, "Mercedes", ["GLC", "GLE"]);
  await createVehicleMake(db, "Nissan", ["Altima"]);
  await createVehicleMake(db, "RAM", ["1500", "2500"]);
  await createVehicleMake(db, "VW", ["Tiguan", "Golf"]);
  await createVehicleMake(db, "GMC", ["Terrain"]);
});

describe("decodeVinFacts (offline vPIC)", () => {
  it.each(REAL_VINS.map((v) => [v.vin, v] as const))("decodes %s", async (vin, expected) => {
    const facts = await decodeVinFacts(vin);
    expect(facts).toMatchObject({
      vin,
      isFound: true,
      year: expected.year,
      make: expected.make,
      model: expected.model,
      fuelType: expected.fuelType,
    });
  });

  it("finds nothing for a well-formed VIN of no known maker", async () => {
    expect(await decodeVinFacts("ZZZ00000000000000")).toMatchObject({
      isFound: false,
      year: null,
      make: null,
      model: null,
      fuelType: null,
    });
  });
});

describe("POST /api/v1/vin/decode", () => {
  const decodeAs = (token: string, vins: unknown) => call<DecodedVehicle[]>(decode, { token, body: { vins } });

  it("is open to every signed-in role", async () => {
    await expectAccess(decode, { body: { vins: [REAL_VINS[0]!.vin] } }, ["customer", "admin", "superadmin"], tokens);
  });

  it("matches 20 real VINs to the catalogue through its aliases", async () => {
    const byVin = (vin: string) => REAL_VINS.find((v) => v.vin === vin)!.vin;
    const expected: [string, string, string | null, string | null][] = [
      [byVin("1FTFW1E59NKD69096"), "Ford", "F-150", "Gas"],
      [byVin("1FT8W3BT0REF19088"), "Ford", "F-350 Super Duty", "Diesel"],
      [byVin("1FT6W7L77SWG24842"), "Ford", "F-150", "Electric"],
      [byVin("3GNKBHR47NS184058"), "Chevy", "Blazer", "Gas"],
      [byVin("3GNKDCRJ7RS147570"), "Chevy", "Blazer", "Electric"],
      [byVin("1G1YC2D47T5102754"), "Chevy", "Corvette", "Gas"],
      [byVin("2HKRW2H20NH207506"), "honda", "CR V", "Gas"],
      [byVin("2HGFE4F86SH011469"), "honda", "Civic", "Gas"],
      [byVin("3TYLB5JN8TT109813"), "Toyota", "Tacoma", "Gas"],
      [byVin("2T3B1RFV0SC582226"), "Toyota", "RAV4", null],
      [byVin("5UXWX9C58F0D45921"), "BMW", "X3", null],
      [byVin("KM8HACAB5SU275906"), "Hyundai", "Kona", "Gas"],
      [byVin("1C4RJKBG0S8730795"), "Jeep", "Grand Cherokee", "Gas"],
      [byVin("3KPF54AD7ME321714"), "KIA", "Forte", "Gas"],
      [byVin("JM3KFBCM8P0225916"), "Mazda", "CX-5", "Gas"],
      [byVin("W1N0G8EB1MV319798"), "Mercedes", "GLC", "Gas"],
      [byVin("4JGFD6BB8TB572566"), "Mercedes", "GLE", "Gas"],
      [byVin("1C6SRFETXKN545625"), "RAM", "1500", "Gas"],
      [byVin("3VV4B7AX5MM144910"), "VW", "Tiguan", "Gas"],
      [byVin("WVWJF7CD8TW190545"), "VW", "Golf", "Gas"],
      [byVin("2GKFLTEK4H6343592"), "GMC", "Terrain", "Gas"],
    ];
    const res = await decodeAs(
      tokens.customer,
      expected.map(([vin]) => vin.toLowerCase()),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("VINs decoded");
    expect(res.body.data.map((d) => [d.vin, d.make, d.model, d.fuelType])).toEqual(expected);
    expect(res.body.data.every((d) => d.isFound && d.isMakeInCatalogue)).toBe(true);
    const ram = res.body.data.find((d) => d.make === "RAM")!;
    expect(ram).toMatchObject({ year: 2019, decodedMake: "Ram", decodedModel: "1500" });
  });

  it("reports a make the catalogue lacks, and a model it lacks, with vPIC's names", async () => {
    const res = await decodeAs(tokens.admin, ["JF2SLDRC1SH457958", "5N1AT2MVXLC807279"]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        vin: "JF2SLDRC1SH457958",
        isFound: true,
        year: 2025,
        make: null,
        model: null,
        fuelType: "Gas",
        decodedMake: "Subaru",
        decodedModel: "Forester",
        isMakeInCatalogue: false,
        warning: null,
      },
      expect.objectContaining({ make: "Nissan", model: null, decodedModel: "Rogue", isMakeInCatalogue: true }),
    ]);
  });

  it("keeps a make the catalogue lacks for staff to add, counted, until the catalogue has it", async () => {
    const staff: Actor = { id: 1, role: "admin", username: "staff", email: "staff@example.com", companyId: null };
    await decodeAs(tokens.customer, ["JF2SLDRC1SH457958", "1FTFW1E59NKD69096"]);
    await decodeAs(tokens.customer, ["jf2sldrc1sh457958"]);
    const [subaru, ...others] = await listUnknownMakes(db, staff);
    expect(subaru).toMatchObject({ make: "Subaru", model: "Forester", vin: "JF2SLDRC1SH457958" });
    expect(subaru!.seenCount).toBeGreaterThanOrEqual(2);
    expect(others.map((o) => o.make)).not.toContain("Ford");
    await expect(listUnknownMakes(db, { ...staff, role: "customer", companyId: 1 })).rejects.toMatchObject({ status: 403 });
    await createVehicleMake(db, "SUBARU", ["Forester"]);
    expect((await listUnknownMakes(db, staff)).map((o) => o.make)).not.toContain("Subaru");
  });

  it("answers a VIN vPIC does not know as not found, and warns of a wrong check digit", async () => {
    const res = await decodeAs(tokens.customer, ["ZZZ00000000000000", "1FTFW1E59NKD69097"]);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ isFound: false, make: null, decodedMake: null, isMakeInCatalogue: false });
    expect(res.body.data[1]!.warning).toMatch(/check digit/);
  });

  it("refuses a malformed VIN or an empty list with 400 in the envelope", async () => {
    const wrong = await decodeAs(tokens.customer, ["1FTFW1E59NKD69096", "1FTFW1E59NKD6909O"]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Validation errors");
    expect(wrong.body.errors).toEqual({ "vins.1": [VIN_MESSAGE] });
    const none = await decodeAs(tokens.customer, []);
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ vins: [VINS_REQUIRED] });
    const text = await call(decode, { token: tokens.customer, body: "1FTFW1E59NKD69096" });
    expect(text.status).toBe(400);
  });
});
