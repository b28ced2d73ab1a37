import { DEFAULT_BOL_TERMS, saveCarrierSettings } from "@/lib/settings/carrier-settings";
import type { SeedContext } from "./context";

/** The demo carrier printed on every bill of lading (Settings > Carrier and bill of lading). */
export async function insertCarrier(ctx: SeedContext): Promise<void> {
  await saveCarrierSettings(ctx.tx, {
    carrier_name: "Demo Auto Transport LLC",
    carrier_address: "2400 Commerce St, Dallas, TX 75201",
    carrier_phone: "2145550100",
    usdot_number: "1234567",
    mc_number: "MC-765432",
    bol_terms: DEFAULT_BOL_TERMS,
    mileage_percent: 15,
    mileage_miles: 25,
  });
}
