import { vinCheckDigit } from "@/lib/jobs/vin";
import type { Rng } from "./random";

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const MODEL_YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789"; // 1980 (and 2010) is A

/** A VIN of the maker's WMI and the model year, with a valid check digit. */
export function makeVin(rng: Rng, wmi: string, year: number): string {
  let vds = "";
  for (let i = 0; i < 5; i++) vds += rng.pick([...VIN_CHARS]);
  const yearCode = MODEL_YEAR_CODES[(((year - 1980) % 30) + 30) % 30];
  const plant = rng.pick([..."ABCDEFGHJKLMNPRSTUVWXYZ0123456789"]);
  let serial = "";
  for (let i = 0; i < 6; i++) serial += String(rng.int(0, 9));
  const draft = `${wmi}${vds}0${yearCode}${plant}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}
