import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/api/errors";
import { actorFromToken, type Actor } from "./actor";
import { SESSION_COOKIE } from "./cookie";

/** The signed-in caller of a page or server action, or null (same checks as the API guard). */
export async function getCurrentActor(): Promise<Actor | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  try {
    return await actorFromToken(await getDb(), token);
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
