"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { CredentialsSignin } from "next-auth";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { DEVICE_COOKIE, setDeviceCookie } from "@/lib/auth/device-cookie";
import { env } from "@/lib/env";
import { signIn, signOut, isSecureCookie } from "@/lib/auth/next-auth";
import { safeNextPath } from "@/lib/auth/redirect";
import { LOGIN_ERROR, LOGIN_FAILED } from "@/lib/auth/messages";
import { BOTH_REQUIRED, loginSchema } from "@/lib/auth/schemas";

// The sign-in page's server actions. The form calls its action from its script, and is also a
// plain HTML form posting to the `…FormAction` twin, so a press before the scripts ran still works.
// (The password forms' actions are in lib/account: they go through lib/forms, which imports lib/auth.)

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

/** Log out: clears the session cookie; the client clears its local storage first. */
export async function logoutAction(): Promise<void> {
  await signOut({ redirectTo: "/login" });
}
