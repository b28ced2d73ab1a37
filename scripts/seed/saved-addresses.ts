import { savedAddresses } from "@/db/schema";
import type { SeedContext } from "./context";
import { ACME_ADDRESSES } from "./places";

/** Acme's saved addresses, all by the demo customer; returns how many. */
export async function insertSavedAddresses(ctx: SeedContext, owner: { acmeId: number; demoCustomerId: number }): Promise<number> {
  const addressRows = ACME_ADDRESSES.map((a, i) => {
    const created = new Date(ctx.daysAgo(90 - i * 6));
    return {
      companyId: owner.acmeId,
      createdBy: owner.demoCustomerId,
      type: a.type,
      label: a.label,
      address: a.address,
      businessName: a.business,
      latitude: a.lat,
      longitude: a.lng,
      createdAt: created,
      updatedAt: created,
    };
  });
  await ctx.tx.insert(savedAddresses).values(addressRows);
  return addressRows.length;
}
