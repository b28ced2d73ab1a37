"use server";

import { payloadValues, runFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";
import { SAVED_ADDRESS_MESSAGES } from "./messages";
import { saveAddress } from "./save-address";
import { updateSavedAddress } from "./update-address";

/** The add-address form of Settings, as POST customer/save-delivery-address. */
export async function saveAddressAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), { roles: ["customer"], run: saveAddress, message: SAVED_ADDRESS_MESSAGES.saved });
}

/** The edit-address form, as PUT customer/update-delivery-address with an addressId. */
export async function updateAddressAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), { roles: ["customer"], run: updateSavedAddress, message: SAVED_ADDRESS_MESSAGES.updated });
}
