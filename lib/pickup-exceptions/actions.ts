"use server";

import { STAFF_ROLES } from "@/lib/auth/roles";
import { payloadValues, runFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";
import { resolvePickupException } from "./resolve";
import { PICKUP_EXCEPTION_MESSAGES, resolvePickupExceptionSchema } from "./schemas";

/** The job detail's "Continue pickup" and "Cancel as a dry run": the schema and service of POST admin/resolve-pickup-exception. */
export async function resolvePickupExceptionAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  const values = payloadValues(payload);
  return runFormAction(values, {
    roles: STAFF_ROLES,
    schema: resolvePickupExceptionSchema,
    run: resolvePickupException,
    message: values.outcome === "dry_run" ? PICKUP_EXCEPTION_MESSAGES.dryRun : PICKUP_EXCEPTION_MESSAGES.continued,
  });
}
