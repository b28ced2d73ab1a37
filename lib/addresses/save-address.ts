import type { DbOrTx } from "@/db/client";
import { savedAddresses } from "@/db/schema";
import { parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { getSavedAddress, type SavedAddressView } from "./address-queries";
import { companyOf } from "./company-scope";
import { saveAddressSchema } from "./schemas";

/** POST customer/save-delivery-address: a new saved address of the customer's company. */
export async function saveAddress(db: DbOrTx, actor: Actor, input: unknown): Promise<SavedAddressView> {
  const companyId = companyOf(actor);
  const form = parseOrThrow(saveAddressSchema, input);
  const [row] = await db
    .insert(savedAddresses)
    .values({
      companyId,
      createdBy: actor.id,
      type: form.type,
      label: form.label,
      address: form.address,
      businessName: form.business_name,
      latitude: form.latitude,
      longitude: form.longitude,
    })
    .returning({ id: savedAddresses.id });
  return getSavedAddress(db, { companyId, id: row!.id });
}
