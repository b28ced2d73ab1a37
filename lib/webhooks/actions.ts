"use server";

import { STAFF_ROLES } from "@/lib/auth/roles";
import { payloadValues, runFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";
import { addWebhookEndpoint } from "./add-webhook-endpoint";
import { WEBHOOK_MESSAGES } from "./messages";
import { updateWebhookEndpoint } from "./update-webhook-endpoint";

export type AddedEndpoint = { url: string; secret: string };

/** The add-endpoint form, as POST admin/add-webhook-endpoint; answers the secret, shown this once. */
export async function addEndpointAction(_previous: FormState<AddedEndpoint>, payload: FormPayload): Promise<FormState<AddedEndpoint>> {
  const values = payloadValues(payload);
  // A group of one ticked box is posted as one value, of none as nothing: always a list here.
  const body = { ...values, events: [values.events ?? []].flat() };
  return runFormAction(body, {
    roles: STAFF_ROLES,
    run: addWebhookEndpoint,
    message: WEBHOOK_MESSAGES.added,
    answer: ({ url, secret }) => ({ url, secret }),
    // The page shows the secret this once, from the answer.
    next: "stay",
  });
}

/** The edit-endpoint dialog, as PUT admin/update-webhook-endpoint. */
export async function updateEndpointAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  const values = payloadValues(payload);
  const body = { ...values, events: [values.events ?? []].flat() };
  return runFormAction(body, {
    roles: STAFF_ROLES,
    run: (db, actor, input) => updateWebhookEndpoint(db, actor, input),
    message: WEBHOOK_MESSAGES.updated,
  });
}
