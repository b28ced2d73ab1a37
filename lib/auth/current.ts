import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/api/errors";
import { actorOfClaims, type Actor } from "./actor";
import { auth } from "./next-auth";
import type { SessionClaims } from "./session-token";

/**
 * Who is signed in, for pages, layouts, server actions and proxy.ts: next-auth's session, that
 * is the session cookie verified by verifySessionToken (signature and expiry), or null. The
 * user row is not read yet: see getCurrentActor.
 */
export async function sessionClaims(): Promise<SessionClaims | null> {
  return (await auth())?.claims ?? null;
}

/** The signed-in caller of a page or server action, or null: the session checked against the user row as the API guard does. */
export async function getCurrentActor(): Promise<Actor | null> {
  const claims = await sessionClaims();
  if (!claims) return null;
  try {
    return await actorOfClaims(await getDb(), claims);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** For signed-in layouts: the caller, or a redirect to /login. */
export async function requireActor(): Promise<Actor> {
  const actor = await getCurrentActor();
  if (!actor) redirect("/login");
  return actor;
}
