"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { CredentialsSignin } from "next-auth";
import { getDb } from "@/db/client";
import { clientAddress } from "@/lib/api/client-address";
import { AppError } from "@/lib/api/errors";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { DEVICE_COOKIE, setDeviceCookie } from "@/lib/auth/device-cookie";
import { env } from "@/lib/env";
import { signIn, signOut, isSecureCookie } from "@/lib/auth/next-auth";
import { setPasswordWithToken } from "@/lib/auth/password-reset";
import { safeNextPath } from "@/lib/auth/redirect";
import { INVALID_RESET_TOKEN, LOGIN_ERROR, LOGIN_FAILED, RESET_FAILED } from "@/lib/auth/messages";
import { BOTH_REQUIRED, loginSchema, newPasswordFormSchema } from "@/lib/auth/schemas";
import { linkClaims } from "@/lib/auth/token-payload";

// The sign-in pages' server actions. Each form calls its action from its script, and is also a
// plain HTML form posting to the `…FormAction` twin, so a press before the scripts ran still works.

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

export type SetPasswordState = { done?: boolean; error?: string; fieldErrors?: { password?: string; confirmPassword?: string } };

/** Set password from a reset or invitation link: the same service as PUT /api/v1/set-password. */
export async function setPasswordAction(token: string, fields: { password: string; confirmPassword: string }): Promise<SetPasswordState> {
  const checked = newPasswordFormSchema.safeParse(fields);
  if (!checked.success) {
    const fieldErrors: SetPasswordState["fieldErrors"] = {};
    for (const issue of checked.error.issues) fieldErrors[issue.path[0] as "password" | "confirmPassword"] ??= issue.message;
    return { fieldErrors };
  }
  const claims = linkClaims(token);
  if (!claims) return { error: INVALID_RESET_TOKEN };
  try {
    const body = { token, email: claims.email, userId: claims.id, password: checked.data.password };
    await setPasswordWithToken(await getDb(), body, clientAddress(await headers()));
    return { done: true };
  } catch (error) {
    if (error instanceof AppError) return { error: error.errors ? Object.values(error.errors)[0]?.[0] : error.message };
    console.error("[set-password]", error);
    return { error: RESET_FAILED };
  }
}

/** The set-password form posted by the browser. */
export async function setPasswordFormAction(_previous: SetPasswordState, form: FormData): Promise<SetPasswordState> {
  return setPasswordAction(String(form.get("token") ?? ""), {
    password: String(form.get("password") ?? ""),
    confirmPassword: String(form.get("confirmPassword") ?? ""),
  });
}

/** Log out: clears the session cookie; the client clears its local storage first. */
export async function logoutAction(): Promise<void> {
  await signOut({ redirectTo: "/login" });
}
