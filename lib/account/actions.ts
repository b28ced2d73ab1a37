"use server";

import { headers } from "next/headers";
import { clientAddress } from "@/lib/api/client-address";
import { AppError } from "@/lib/api/errors";
import { INVALID_RESET_TOKEN, PASSWORD_UPDATED, RESET_SENT } from "@/lib/auth/messages";
import { changePassword, requestPasswordReset, setPasswordWithToken } from "@/lib/auth/password-reset";
import { ROLES } from "@/lib/auth/roles";
import { changePasswordFormSchema, newPasswordFormSchema } from "@/lib/auth/schemas";
import { linkClaims } from "@/lib/auth/token-payload";
import { payloadValues, runFormAction, runPublicFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";

// The password forms' server actions (forgot, set from a link, the signed-in change), through
// useActionForm: the services and limits of their API routes in lib/auth.

/** Set password from a reset or invitation link: the form's schema, then the service of PUT /api/v1/set-password. */
export async function setPasswordAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  const address = clientAddress(await headers());
  const values = payloadValues(payload);
  const token = typeof values.token === "string" ? values.token : "";
  // The page shows its own confirmation (SPEC.md §2): no toast.
  return runPublicFormAction(values, {
    schema: newPasswordFormSchema,
    run: async (db, { password }) => {
      const claims = linkClaims(token);
      if (!claims) throw new AppError("VALIDATION", INVALID_RESET_TOKEN);
      await setPasswordWithToken(db, { token, email: claims.email, userId: claims.id, password }, address);
    },
    message: "",
  });
}

/** The signed-in user's password change (/reset-password), as PUT /api/v1/reset-password. */
export async function changePasswordAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  const address = clientAddress(await headers());
  return runFormAction(payloadValues(payload), {
    roles: ROLES,
    schema: changePasswordFormSchema,
    run: (db, actor, { currentPassword, password }) => changePassword(db, actor.id, { currentPassword, password }, address),
    message: PASSWORD_UPDATED,
    // The page confirms it itself ("Password updated", sign in again).
    next: "stay",
  });
}

/** Forgot password, as POST /api/v1/forget-password: the same answer whether or not the e-mail has a user. */
export async function forgotPasswordAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  const address = clientAddress(await headers());
  return runPublicFormAction(payloadValues(payload), {
    run: (db, body) => requestPasswordReset(db, body, address),
    message: RESET_SENT,
  });
}
