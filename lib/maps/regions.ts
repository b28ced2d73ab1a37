/** How places are named in addresses: US states by code, countries by English name. */

export const US_STATES: Readonly<Record<string, string>> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  PR: "Puerto Rico",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
};

const GB_NATIONS: Readonly<Record<string, string>> = {
  ENG: "England",
  SCT: "Scotland",
  WLS: "Wales",
  NIR: "Northern Ireland",
};

/** Other names people type for a country, by ISO code. */
const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  US: ["usa", "u.s.", "u.s.a.", "united states of america", "america"],
  GB: ["uk", "u.k.", "great britain", "britain"],
  AE: ["uae"],
};

const displayNames = new Intl.DisplayNames(["en"], { type: "region" });
const countryNames = new Map<string, string>();

/** "USA" (as Google writes US addresses), else the English name, else the code. */
export function countryLabel(code: string): string {
  if (code === "US") return "USA";
  let name = countryNames.get(code);
  if (name === undefined) {
    try {
      name = displayNames.of(code) ?? code;
    } catch {
      name = code;
    }
    countryNames.set(code, name);
  }
  return name;
}

/** Lower case, accents and punctuation folded: "Saint-Étienne" -> "saint etienne". */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’.]/g, "")
    .replace(/[\s\-_/]+/g, " ")
    .trim();
}

/** Every folded way of naming a place's region that a user may type after the city. */
export function regionNames(country: string, adminCode: string): string[] {
  const names = [foldText(country), foldText(countryLabel(country)), ...(COUNTRY_ALIASES[country] ?? []).map(foldText)];
  if (country === "US" && US_STATES[adminCode]) names.push(foldText(adminCode), foldText(US_STATES[adminCode]));
  else if (country === "GB" && GB_NATIONS[adminCode]) names.push(foldText(GB_NATIONS[adminCode]));
  else if (/^[A-Z]{2,3}$/.test(adminCode)) names.push(foldText(adminCode));
  return names;
}

/** A place in words: "Springfield, IL" in the US, "Paris, France" elsewhere. */
export function placeLabel(place: { name: string; country: string; adminCode: string }): string {
  if (place.country === "US" && US_STATES[place.adminCode]) return `${place.name}, ${place.adminCode}`;
  return `${place.name}, ${countryLabel(place.country)}`;
}

/** The region parts of an address after the city: ["IL", "USA"] or ["France"]. */
export function regionParts(place: { country: string; adminCode: string }): string[] {
  if (place.country === "US" && US_STATES[place.adminCode]) return [place.adminCode, "USA"];
  return [countryLabel(place.country)];
}
