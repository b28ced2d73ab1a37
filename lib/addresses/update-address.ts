import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { savedAddresses } from "@/db/schema";
import { notFound, parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { ADDRESS_NOT_FOUND, getSavedAddress, type SavedAddressView } from "./address-queries";
import { companyOf } from "./company-scope";
import { updateAddressSchema } from "./schemas";

/** PUT customer/update-delivery-address (without jobId): edits a saved address of the customer's company. */
export async function updateSavedAddress(db: DbOrTx, actor: Actor, input: unknown): Promise<SavedAddressView> {
  const companyId = companyOf(actor);
  const form = parseOrThrow(updateAddressSchema, input);
  const rows = await db
    .update(savedAddresses)
    .set({
      type: form.type,
      label: form.label,
      address: form.address,
      businessName: form.business_name,
      latitude: form.latitude,
      longitude: form.longitude,
    })
    .where(and(eq(savedAddresses.id, form.addressId), eq(savedAddresses.companyId, companyId)))
    .returning({ id: savedAddresses.id });
  if (rows.length === 0) throw notFound(ADDRESS_NOT_FOUND);
  return getSavedAddress(db, { companyId, id: form.addressId });
}
