import { describe, expect, it } from "vitest";
import { normaliseModels } from "./schemas";

describe("normaliseModels", () => {
  it.each([
    ["a list", ["F-150", " Ranger ", ""], ["F-150", "Ranger"]],
    ["a comma-joined string", "F-150, Ranger,,  Explorer ", ["F-150", "Ranger", "Explorer"]],
    ["a list of comma-joined strings", ["F-150,Ranger", "Bronco"], ["F-150", "Ranger", "Bronco"]],
    ["repeats in any case", ["Civic", "civic", "CIVIC "], ["Civic"]],
    ["nothing", undefined, []],
    ["blanks only", ["", "  ", ","], []],
  ])("reads %s", (_name, input, expected) => {
    expect(normaliseModels(input)).toEqual(expected);
  });
});
