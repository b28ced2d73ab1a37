import { z } from "zod";
import { optionalCoordinateSchema } from "@/lib/maps/coordinate-schema";
import { pageQuerySchema } from "@/lib/api/pagination";
import type { AddressType } from "@/db/schema/catalogue";
import { idField, optionalText, requiredText } from "@/lib/forms/fields";

export type { AddressType };
/** The schema's list (a type-only import keeps this module free of the database for the forms). */
export const ADDRESS_TYPES = ["pickup", "dropoff"] as const satisfies readonly AddressType[];

const TYPE_RULE = "Please choose pickup or dropoff.";
const TITLES: Record<AddressType, string> = { pickup: "Pickup", dropoff: "Dropoff" };

const addressFields = z.object({
  type: z.enum(ADDRESS_TYPES, { error: TYPE_RULE }),
  address: requiredText("Address is required.", 500),
  business_name: optionalText(200),
  label: optionalText(100),
  pickup_latitude: optionalCoordinateSchema("Pickup latitude", 90),
  pickup_longitude: optionalCoordinateSchema("Pickup longitude", 180),
  dropoff_latitude: optionalCoordinateSchema("Dropoff latitude", 90),
  dropoff_longitude: optionalCoordinateSchema("Dropoff longitude", 180),
});

type AddressFields = z.infer<typeof addressFields>;
export type SavedAddressInput = {
  type: AddressType;
  address: string;
  business_name: string;
  label: string;
  latitude: number;
  longitude: number;
};

/**
 * SPEC.md §7: the coordinates come as <type>_latitude / <type>_longitude, the other type's pair
 * null. Saving an address needs its location (SPEC.md §5 "Locations step").
 */
function requireLocation(value: AddressFields, ctx: z.RefinementCtx) {
  if (value.type !== "pickup" && value.type !== "dropoff") return;
  for (const axis of ["latitude", "longitude"] as const) {
    const key = `${value.type}_${axis}` as const;
    if (value[key] === undefined) ctx.addIssue({ code: "custom", path: [key], message: `${TITLES[value.type]} ${axis} is required.` });
  }
}

/** Runs even when other fields failed, so every missing field is named at once. */
const always = { when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null };

function toInput(value: AddressFields): SavedAddressInput {
  const { type, address, business_name, label } = value;
  return { type, address, business_name, label, latitude: value[`${type}_latitude`]!, longitude: value[`${type}_longitude`]! };
}

/** POST customer/save-delivery-address (and the wizard's "save this address"). */
export const saveAddressSchema = addressFields.superRefine(requireLocation, always).transform(toInput);

/** PUT customer/update-delivery-address (a customer's saved address). */
export const updateAddressSchema = addressFields
  .extend({ addressId: idField("Address ID is required.") })
  .superRefine(requireLocation, always)
  .transform((value) => ({ addressId: value.addressId, ...toInput(value) }));

export const addressIdQuerySchema = z.object({ addressId: idField("Address ID is required.") });

/** GET customer/get-delivery-address?page&limit (optionally &type= and &search=). */
export const addressListQuerySchema = pageQuerySchema.extend({
  type: z.preprocess((v) => (v === "" ? undefined : v), z.enum(ADDRESS_TYPES, { error: TYPE_RULE }).optional()),
});
export type AddressListQuery = z.infer<typeof addressListQuerySchema>;
