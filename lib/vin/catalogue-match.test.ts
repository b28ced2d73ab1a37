import { describe, expect, it } from "vitest";
import { findCatalogueModel, matchCatalogue, nameKey } from "./catalogue-match";

const catalogue = [
  { make: "Chevy", models: ["Silverado 1500", "Silverado 2500HD", "Tahoe"] },
  { make: "Volkswagen", models: ["Golf", "Tiguan"] },
  { make: "Mercedes", models: ["GLC", "GLE", "C-Class"] },
  { make: "Ford", models: ["F-150", "F-250 Super Duty", "Mustang Mach-E", "Mustang"] },
  { make: "land rover", models: ["Defender"] },
];

describe("matchCatalogue", () => {
  it.each([
    ["CHEVROLET", "Tahoe", "Chevy", "Tahoe"],
    ["Chevrolet", "Silverado 1500", "Chevy", "Silverado 1500"],
    ["VW", "tiguan", "Volkswagen", "Tiguan"],
    ["volks wagen", "Golf R", "Volkswagen", "Golf"],
    ["Mercedes-Benz", "GLC-Class", "Mercedes", "GLC"],
    ["MERCEDES BENZ", "C Class", "Mercedes", "C-Class"],
    ["ford", "F150", "Ford", "F-150"],
    ["Ford", "F-250", "Ford", "F-250 Super Duty"],
    ["LAND ROVER", "Defender", "land rover", "Defender"],
    ["Range Rover", "Defender", "land rover", "Defender"],
  ])("%s %s is the catalogue's %s %s", (make, model, catalogueMake, catalogueModel) => {
    expect(matchCatalogue(catalogue, { make, model })).toEqual({ make: catalogueMake, model: catalogueModel });
  });

  it("keeps the make when the model is not in the catalogue", () => {
    expect(matchCatalogue(catalogue, { make: "Chevrolet", model: "Corvette" })).toEqual({ make: "Chevy", model: null });
  });

  it("does not guess between two models the decoded one could be", () => {
    // "Silverado" starts both Silverados; "Mustang" is one model exactly, though it starts "Mustang Mach-E".
    expect(findCatalogueModel(catalogue[0]!.models, "Silverado")).toBeNull();
    expect(findCatalogueModel(catalogue[3]!.models, "Mustang")).toBe("Mustang");
  });

  it("reports a make missing from the catalogue", () => {
    expect(matchCatalogue(catalogue, { make: "Subaru", model: "Forester" })).toEqual({ make: null, model: null });
    expect(matchCatalogue(catalogue, { make: null, model: null })).toEqual({ make: null, model: null });
    expect(matchCatalogue(catalogue, { make: "  ", model: "Tahoe" })).toEqual({ make: null, model: null });
  });

  it("ignores case, spaces and punctuation in names", () => {
    expect(nameKey(" Mercedes-Benz ")).toBe("mercedesbenz");
    expect(nameKey("CR V")).toBe(nameKey("cr-v"));
  });
});
