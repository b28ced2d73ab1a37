import { and, count, eq, ilike, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { descNullsLast } from "@/db/order";
import { savedAddresses } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { containsPattern, offsetOf, type Paged } from "@/lib/api/pagination";
import type { Actor } from "@/lib/auth/actor";
import { companyOf } from "./company-scope";
import type { AddressListQuery, AddressType } from "./schemas";

/** SPEC.md §3 "Saved address": the coordinates under the type's names, the other pair null. */
export type SavedAddressView = {
  id: number;
  label: string;
  address: string;
  business_name: string;
  type: AddressType;
  pickup_latitude: number | null;
  pickup_longitude: number | null;
  dropoff_latitude: number | null;
  dropoff_longitude: number | null;
  createdAt: Date;
  updatedAt: Date;
};

export const ADDRESS_NOT_FOUND = "Address not found.";

const addressColumns = {
  id: savedAddresses.id,
  label: savedAddresses.label,
  address: savedAddresses.address,
  business_name: savedAddresses.businessName,
  type: savedAddresses.type,
  latitude: savedAddresses.latitude,
  longitude: savedAddresses.longitude,
  createdAt: savedAddresses.createdAt,
  updatedAt: savedAddresses.updatedAt,
};

type AddressRow = Omit<SavedAddressView, "pickup_latitude" | "pickup_longitude" | "dropoff_latitude" | "dropoff_longitude"> & {
  latitude: number;
  longitude: number;
};

function toView({ latitude, longitude, ...row }: AddressRow): SavedAddressView {
  const pickup = row.type === "pickup";
  return {
    ...row,
    pickup_latitude: pickup ? latitude : null,
    pickup_longitude: pickup ? longitude : null,
    dropoff_latitude: pickup ? null : latitude,
    dropoff_longitude: pickup ? null : longitude,
  };
}

/** A company's saved addresses, newest first. */
export async function listSavedAddresses(db: DbOrTx, query: AddressListQuery & { companyId: number }): Promise<Paged<SavedAddressView>> {
  const conditions: SQL[] = [eq(savedAddresses.companyId, query.companyId)];
  if (query.type) conditions.push(eq(savedAddresses.type, query.type));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(ilike(savedAddresses.label, pattern), ilike(savedAddresses.address, pattern), ilike(savedAddresses.businessName, pattern))!,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(addressColumns)
      .from(savedAddresses)
      .where(where)
      .orderBy(descNullsLast(savedAddresses.createdAt), descNullsLast(savedAddresses.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(savedAddresses).where(where),
  ]);
  return { rows: rows.map(toView), total: total?.n ?? 0, page: query.page, limit: query.limit };
}

/** One saved address of the company; another company's address is "not found". */
export async function getSavedAddress(db: DbOrTx, params: { companyId: number; id: number }): Promise<SavedAddressView> {
  const [row] = await db
    .select(addressColumns)
    .from(savedAddresses)
    .where(and(eq(savedAddresses.id, params.id), eq(savedAddresses.companyId, params.companyId)))
    .limit(1);
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return toView(row);
}

/** The caller's company's saved addresses (customers only). */
export function listAddressesFor(db: DbOrTx, actor: Actor, query: AddressListQuery): Promise<Paged<SavedAddressView>> {
  return listSavedAddresses(db, { ...query, companyId: companyOf(actor) });
}
