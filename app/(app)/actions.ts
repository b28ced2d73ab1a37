"use server";

import { signOut } from "@/lib/auth/next-auth";

/** Log out: clears the session cookie; the client clears its local storage first. */
export async function logoutAction(): Promise<void> {
  await signOut({ redirectTo: "/login" });
}
