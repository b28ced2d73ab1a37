import { describe, expect, it } from "vitest";
import type { DecodedVehicle } from "@/lib/vin/decode-vins";
import { decodedChanges, vehicleFromDecoded } from "./decoded-vehicle";

const YEARS = [2027, 2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018];
const ford: DecodedVehicle = {
  vin: "1FTFW1E59NKD69096",
  isFound: true,
  year: 2022,
  make: "Ford",
  model: "F-150",
  fuelType: "Gas",
  decodedMake: "Ford",
  decodedModel: "F-150",
  isMakeInCatalogue: true,
  warning: null,
};

describe("vehicleFromDecoded", () => {
  it("fills every field a full match gives", () => {
    expect(vehicleFromDecoded(ford, YEARS)).toEqual({
      draft: { year: "2022", make: "Ford", model: "F-150", vinNumber: ford.vin, fueltype: "Gas", PO_number: "" },
      note: "This VIN is a 2022 Ford F-150: filled in.",
    });
  });

  it("leaves to the person what the catalogue or the year list lacks", () => {
    const subaru = {
      ...ford,
      year: 2012,
      make: null,
      model: null,
      fuelType: null,
      decodedMake: "Subaru",
      decodedModel: "Forester",
      isMakeInCatalogue: false,
    };
    expect(vehicleFromDecoded(subaru, YEARS)).toEqual({
      draft: { year: "", make: "", model: "", vinNumber: ford.vin, fueltype: "", PO_number: "" },
      note: "This VIN is a 2012 Subaru Forester. Please choose a year (2012 is not in the list), the make (Subaru is not in the vehicle list) and the fuel type.",
    });
    const rogue = { ...ford, make: "Nissan", model: null, decodedMake: "Nissan", decodedModel: "Rogue" };
    expect(vehicleFromDecoded(rogue, YEARS).note).toBe(
      "This VIN is a 2022 Nissan Rogue. Please choose the model (Rogue is not in the list).",
    );
    expect(vehicleFromDecoded(rogue, YEARS).draft).toMatchObject({ year: "2022", make: "Nissan", model: "", fueltype: "Gas" });
  });

  it("keeps only the VIN when nothing is found", () => {
    const unknown = { ...ford, isFound: false, year: null, make: null, model: null, fuelType: null, decodedMake: null, decodedModel: null };
    expect(vehicleFromDecoded(unknown, YEARS)).toEqual({
      draft: { year: "", make: "", model: "", vinNumber: ford.vin, fueltype: "", PO_number: "" },
      note: "No vehicle found for this VIN: please fill in the details.",
    });
  });
});

describe("decodedChanges", () => {
  const blank = { year: "", make: "", model: "", vinNumber: "", fueltype: "", PO_number: "" };
  const f150 = { ...blank, year: "2022", make: "Ford", model: "F-150", vinNumber: ford.vin, fueltype: "Gas" };

  it("fills a blank form", () => {
    expect(decodedChanges(blank, f150, {})).toEqual({ year: "2022", make: "Ford", model: "F-150", fueltype: "Gas" });
  });

  it("never overwrites what the person chose", () => {
    const chosen = { ...blank, year: "2024", make: "Toyota", model: "Camry", fueltype: "Diesel" };
    expect(decodedChanges(chosen, f150, {})).toEqual({});
    // Same make chosen by hand, model left blank: the decode's model fits it.
    expect(decodedChanges({ ...blank, make: "Ford" }, f150, {})).toEqual({ year: "2022", model: "F-150", fueltype: "Gas" });
  });

  it("replaces what an earlier decode filled, the model with its make", () => {
    const tahoe = { ...blank, year: "2021", make: "Chevrolet", model: "Tahoe", fueltype: "Gas" };
    const filled = { year: "2021", make: "Chevrolet", model: "Tahoe", fueltype: "Gas" };
    const unknownModel = { ...f150, model: "" };
    expect(decodedChanges(tahoe, unknownModel, filled)).toEqual({ year: "2022", make: "Ford", model: "", fueltype: "Gas" });
    // A decode that settles nothing leaves the form as it is.
    expect(decodedChanges(tahoe, { ...blank, vinNumber: ford.vin }, filled)).toEqual({});
  });
});
