import { timingSafeEqual } from "node:crypto";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { actorFromToken, type Actor } from "@/lib/auth/actor";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import type { Role } from "@/lib/auth/roles";
import { env } from "@/lib/env";
import { AppError, forbidden, parseOrThrow, unauthenticated } from "./errors";
import { parseJsonText } from "./json-depth";
import { errorResponse } from "./respond";

type Params = Record<string, string | string[] | undefined>;
type RouteContext = { params: Promise<Params> };

export type PublicInput = { req: NextRequest; params: Params };
export type AuthedInput = PublicInput & { actor: Actor };

/** The bearer token of the Authorization header, else the session cookie. */
export function requestToken(req: Request): string | null {
  const header = req.headers.get("authorization");
  if (header?.toLowerCase().startsWith("bearer ")) return header.slice(7).trim() || null;
  const cookie = req.headers.get("cookie");
  if (!cookie) return null;
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** A route open to anyone; every thrown error becomes the envelope. */
export function withPublic(handler: (input: PublicInput) => Promise<Response>) {
  return async (req: NextRequest, ctx: RouteContext): Promise<Response> => {
    try {
      return await handler({ req, params: (await ctx?.params) ?? {} });
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/**
 * A route for signed-in callers, optionally of some roles only: the one API guard. The bearer
 * token (or the session cookie) is verified by the function next-auth decodes a page's cookie
 * with (verifySessionToken), then checked against the user row (lib/auth/actor.ts).
 */
export function withAuth(options: { roles?: readonly Role[] }, handler: (input: AuthedInput) => Promise<Response>) {
  return withPublic(async ({ req, params }) => {
    const actor = await actorFromToken(await getDb(), requestToken(req));
    if (options.roles && !options.roles.includes(actor.role)) throw forbidden();
    return handler({ req, params, actor });
  });
}

/** Whether the Authorization header carries CRON_SECRET as a bearer token (compared in constant time). */
function isCronSecret(header: string | null): boolean {
  const secret = env().CRON_SECRET;
  if (!secret || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice(7));
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A route for a host's scheduler (INTERFACES.md `cron/...`): 401 without the cron secret. */
export function withCron(handler: (input: PublicInput) => Promise<Response>) {
  return withPublic(async (input) => {
    if (!isCronSecret(input.req.headers.get("authorization"))) throw unauthenticated("A valid cron secret is required.");
    return handler(input);
  });
}

/** The JSON body, unparsed (services parse it with their schema); 400 when it is not JSON or nested too deeply. */
export async function readJson(req: Request): Promise<unknown> {
  let text: string;
  try {
    text = await req.text();
  } catch {
    throw new AppError("VALIDATION", "The request body must be JSON.");
  }
  try {
    return parseJsonText(text);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("VALIDATION", "The request body must be JSON.");
  }
}

/** The JSON body parsed with a schema (400 with field messages when it does not fit). */
export async function readBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  return parseOrThrow(schema, await readJson(req));
}

/** The query string as a plain object (a repeated key keeps its last value). */
export function queryOf(req: Request): Record<string, string> {
  return Object.fromEntries(new URL(req.url).searchParams);
}

/** The query string parsed with a schema. */
export function readQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  return parseOrThrow(schema, queryOf(req));
}
