import { describe, expect, it } from "vitest";
import { cityOf } from "./city";

describe("cityOf", () => {
  it.each([
    ["1500 Marilla St, Dallas, TX 75201, USA", "Dallas"],
    ["1500 Marilla St, Dallas, TX 75201", "Dallas"],
    ["200 Main St, Houston, TX", "Houston"],
    ["Suite 4, 901 Bagby St, Houston, Texas 77002, United States", "Houston"],
    ["350 5th Ave, New York, NY 10118", "New York"],
    ["1 Yonge St, Toronto, ON M5E 1E5, Canada", "Toronto"],
    ["100 Commerce St, Dallas, TX, 75201", "Dallas"],
    ["Dallas, TX", "Dallas"],
    ["Austin", "Austin"],
    ["123 Main St, Springfield", "Springfield"],
  ])("%j -> %j", (address, city) => {
    expect(cityOf(address)).toBe(city);
  });

  it.each([
    ["1500 Marilla St, Dallas, TX 75201, USA", "Dallas, TX"],
    ["Suite 4, 901 Bagby St, Houston, Texas 77002, United States", "Houston, Texas"],
    ["1 Yonge St, Toronto, ON M5E 1E5, Canada", "Toronto, ON"],
    ["100 Commerce St, Dallas, tx, 75201", "Dallas, TX"],
    ["Dallas, TX, USA", "Dallas, TX"],
    ["123 Main St, Springfield", "Springfield"],
  ])("with its region: %j -> %j (as mails name a place)", (address, city) => {
    expect(cityOf(address, { withRegion: true })).toBe(city);
  });

  it.each(["1500 Marilla St", "1500 Marilla St, TX 75201", ""])("%j has no city to show (never the street)", (address) => {
    expect(cityOf(address)).toBeNull();
    expect(cityOf(address, { withRegion: true })).toBeNull();
  });
});
