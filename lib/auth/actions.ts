"use server";

import { signOut } from "@/lib/auth/next-auth";

// The sign-in form's action is lib/account/sign-in-action.ts, beside the password forms' actions.

/** Log out: clears the session cookie; the client clears its local storage first. */
export async function logoutAction(): Promise<void> {
  await signOut({ redirectTo: "/login" });
}
