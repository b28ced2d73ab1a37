import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { savedAddresses } from "@/db/schema";
import { notFound, parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { ADDRESS_NOT_FOUND } from "./address-queries";
import { companyOf } from "./company-scope";
import { addressIdQuerySchema } from "./schemas";

/** DELETE customer/delete-delivery-address?addressId=: only an address of the customer's company. */
export async function deleteSavedAddress(db: DbOrTx, actor: Actor, input: unknown): Promise<{ id: number }> {
  const companyId = companyOf(actor);
  const { addressId } = parseOrThrow(addressIdQuerySchema, input);
  const rows = await db
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.id, addressId), eq(savedAddresses.companyId, companyId)))
    .returning({ id: savedAddresses.id });
  if (rows.length === 0) throw notFound(ADDRESS_NOT_FOUND);
  return { id: addressId };
}
