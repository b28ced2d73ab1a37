import { api } from "@/lib/api/client";
import type { SavedAddressView } from "@/lib/addresses/address-queries";
import { SAVED_ADDRESS_MESSAGES } from "@/lib/addresses/messages";
import type { AddressType } from "@/lib/addresses/schemas";

export type { AddressType };

/** A saved address as customer/get-delivery-address answers it (SPEC.md §3 "Saved address"), dates as JSON strings. */
export type SavedAddress = Omit<SavedAddressView, "createdAt" | "updatedAt">;

export const ADDRESS_TYPE_TITLES: Record<AddressType, string> = { pickup: "Pickup", dropoff: "Drop-off" };

export const ADDRESS_MESSAGES = {
  loading: "Loading addresses...",
  loadFailed: "Failed to load addresses.",
  empty: "No saved addresses found.",
  ...SAVED_ADDRESS_MESSAGES,
  deleted: "Deleted Delivery Address successfully!",
  deleteFailed: "Failed to delete address.",
  saveFailed: "Failed to save address.",
} as const;

export const ADDRESS_PAGE_SIZE = 10;

/** The coordinates stored under the address's type. */
export function coordinatesOf(address: SavedAddress): { latitude: number | null; longitude: number | null } {
  return address.type === "pickup"
    ? { latitude: address.pickup_latitude, longitude: address.pickup_longitude }
    : { latitude: address.dropoff_latitude, longitude: address.dropoff_longitude };
}

export type AddressFields = {
  type: AddressType;
  address: string;
  business_name: string;
  label: string;
  latitude: number | null;
  longitude: number | null;
};

/** SPEC.md §7: the type's lat/lng, the other type's pair null. */
export function addressPayload(fields: AddressFields) {
  const other: AddressType = fields.type === "pickup" ? "dropoff" : "pickup";
  return {
    type: fields.type,
    address: fields.address,
    business_name: fields.business_name,
    label: fields.label,
    [`${fields.type}_latitude`]: fields.latitude,
    [`${fields.type}_longitude`]: fields.longitude,
    [`${other}_latitude`]: null,
    [`${other}_longitude`]: null,
  };
}

export function listSavedAddresses(query: { page: number; type?: AddressType; search?: string }, signal?: AbortSignal) {
  return api<SavedAddress[]>("customer/get-delivery-address", {
    query: { page: query.page, limit: ADDRESS_PAGE_SIZE, type: query.type, search: query.search || undefined },
    signal,
  });
}

export function saveDeliveryAddress(fields: AddressFields) {
  return api<SavedAddress>("customer/save-delivery-address", { method: "POST", body: addressPayload(fields) });
}

export function deleteDeliveryAddress(addressId: number) {
  return api<{ id: number }>("customer/delete-delivery-address", { method: "DELETE", query: { addressId } });
}
