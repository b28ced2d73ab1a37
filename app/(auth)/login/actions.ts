"use server";

import { cookies } from "next/headers";
import { CredentialsSignin } from "next-auth";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { signIn, useSecureCookies } from "@/lib/auth/next-auth";
import { safeNextPath } from "@/lib/auth/redirect";
import { BOTH_REQUIRED, loginSchema } from "@/lib/auth/schemas";

export type LoginResult = { error: string } | { redirectTo: string };

/** The sign-in form's server action: the same service as POST /api/v1/login, through next-auth. */
export async function loginAction(input: { email: string; password: string; remember: boolean; next?: string }): Promise<LoginResult> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return { error: BOTH_REQUIRED };
  const { email, password, remember } = parsed.data;
  try {
    await signIn("credentials", { email, password, remember: String(Boolean(remember)), redirect: false });
  } catch (error) {
    if (error instanceof CredentialsSignin) return { error: error.code || "Login failed. Please check your credentials." };
    console.error("[login]", error);
    return { error: "An error occurred during login." };
  }
  if (!remember) {
    // Without "Remember me" the cookie lasts for the browser session only (no expiry date).
    const jar = await cookies();
    const token = jar.get(SESSION_COOKIE)?.value;
    if (!token) return { error: "Login failed. Please check your credentials." };
    jar.set(SESSION_COOKIE, token, { httpOnly: true, sameSite: "lax", path: "/", secure: useSecureCookies() });
  }
  return { redirectTo: safeNextPath(input.next) };
}
