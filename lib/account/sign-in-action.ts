"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { CredentialsSignin } from "next-auth";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { DEVICE_COOKIE, setDeviceCookie } from "@/lib/auth/device-cookie";
import { env } from "@/lib/env";
import { signIn, isSecureCookie } from "@/lib/auth/next-auth";
import { safeNextPath } from "@/lib/auth/redirect";
import { LOGIN_ERROR, LOGIN_FAILED } from "@/lib/auth/messages";
import { BOTH_REQUIRED, loginSchema } from "@/lib/auth/schemas";
import { payloadValues, type FormPayload, type FormState } from "@/lib/forms/form-action";

// The sign-in page's server actions. The form is the one form pattern (components/ui/action-form):
// a plain HTML form posting to `loginFormAction` before the page's scripts ran, the same action
// called with the form's values after. (Here, beside the password forms' actions, since lib/forms
// imports lib/auth.)

type LoginInput = { email: string; password: string; remember: boolean; next?: string };
type LoginResult = { error: string } | { redirectTo: string };
/** A hydrated sign-in answers where to go: the page loads it whole, so the layout reads the new session cookie. */
export type LoginDone = { redirectTo: string };

/** Sign-in: the same service as POST /api/v1/login, through next-auth. */
async function signInWith(input: LoginInput): Promise<LoginResult> {
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

/** The sign-in form: posted by the browser, a success is the redirect; called by the hydrated form, it answers where to go. */
export async function loginFormAction(_previous: FormState<LoginDone>, payload: FormPayload): Promise<FormState<LoginDone>> {
  const values = payloadValues(payload);
  const email = typeof values.email === "string" ? values.email : "";
  const result = await signInWith({
    email,
    password: typeof values.password === "string" ? values.password : "",
    // A native checkbox posts "on" when ticked; the hydrated form sends a boolean.
    remember: values.remember === true || values.remember === "on",
    next: typeof values.next === "string" ? values.next : undefined,
  });
  if ("error" in result) return { ok: false, message: result.error, values: { email } };
  if (payload instanceof FormData) redirect(result.redirectTo);
  return { ok: true, data: result };
}
