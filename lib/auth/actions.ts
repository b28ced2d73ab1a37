"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { CredentialsSignin } from "next-auth";
import { clientAddress } from "@/lib/api/client-address";
import { AppError } from "@/lib/api/errors";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { DEVICE_COOKIE, setDeviceCookie } from "@/lib/auth/device-cookie";
import { env } from "@/lib/env";
import { signIn, signOut, isSecureCookie } from "@/lib/auth/next-auth";
import { changePassword, requestPasswordReset, setPasswordWithToken } from "@/lib/auth/password-reset";
import { safeNextPath } from "@/lib/auth/redirect";
import { INVALID_RESET_TOKEN, LOGIN_ERROR, LOGIN_FAILED, PASSWORD_UPDATED, RESET_SENT } from "@/lib/auth/messages";
import { ROLES } from "@/lib/auth/roles";
import { BOTH_REQUIRED, changePasswordFormSchema, loginSchema, newPasswordFormSchema } from "@/lib/auth/schemas";
import { linkClaims } from "@/lib/auth/token-payload";
import { payloadValues, runFormAction, runPublicFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";

// The sign-in and password pages' server actions: the password forms through useActionForm
// (components/ui/action-form.tsx); the sign-in form calls its action from its script, and is also
// a plain HTML form posting to the `…FormAction` twin, so a press before the scripts ran still works.

export type LoginInput = { email: string; password: string; remember: boolean; next?: string };
export type LoginResult = { error: string } | { redirectTo: string };
export type LoginFormState = { error?: string; email?: string };

/** Sign-in: the same service as POST /api/v1/login, through next-auth. */
export async function loginAction(input: LoginInput): Promise<LoginResult> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return { error: BOTH_REQUIRED };
  const { email, password, remember } = parsed.data;
  const jar = await cookies();
  try {
    const device = jar.get(DEVICE_COOKIE)?.value ?? "";
    await signIn("credentials", { email, password, remember: String(Boolean(remember)), device, redirect: false });
  } catch (error) {
    if (error instanceof CredentialsSignin) return { error: error.code || LOGIN_FAILED };
    console.error("[login]", error);
    return { error: LOGIN_ERROR };
  }
  setDeviceCookie(jar, email, env().AUTH_SECRET);
  if (!remember) {
    // Without "Remember me" the cookie lasts for the browser session only (no expiry date).
    const token = jar.get(SESSION_COOKIE)?.value;
    if (!token) return { error: LOGIN_FAILED };
    jar.set(SESSION_COOKIE, token, { httpOnly: true, sameSite: "lax", path: "/", secure: isSecureCookie() });
  }
  return { redirectTo: safeNextPath(input.next) };
}

/** The sign-in form posted by the browser: on success the answer is the redirect. */
export async function loginFormAction(_previous: LoginFormState, form: FormData): Promise<LoginFormState> {
  const email = String(form.get("email") ?? "");
  const result = await loginAction({
    email,
    password: String(form.get("password") ?? ""),
    remember: form.get("remember") !== null,
    next: typeof form.get("next") === "string" ? String(form.get("next")) : undefined,
  });
  if ("error" in result) return { error: result.error, email };
  redirect(result.redirectTo);
}

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

/** Log out: clears the session cookie; the client clears its local storage first. */
export async function logoutAction(): Promise<void> {
  await signOut({ redirectTo: "/login" });
}
