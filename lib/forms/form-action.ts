import { cookies, headers } from "next/headers";
import { redirect, RedirectType } from "next/navigation";
import type { z } from "zod";
import { getDb, type Db } from "@/db/client";
import { AppError, forbidden, fromZodError, unauthenticated } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { getCurrentActor } from "@/lib/auth/current";
import type { Role } from "@/lib/auth/roles";
import { FLASH_COOKIE, PAGE_HEADER } from "./flash";

/**
 * The answer of every form's server action: the toast's message, and a message per field for the
 * form to show under its inputs. The form reads it with useActionState, hydrated or not.
 */
export type FormState<Data = unknown> = {
  ok?: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
  data?: Data;
  /** On a refusal, the text typed (passwords left out), so a form posted before its script shows it again. */
  values?: Record<string, string>;
};

/** What a form's action is given: the browser's FormData before hydration, the form's values after. */
export type FormPayload = FormData | Record<string, unknown>;

const FAILED = "Something went wrong. Please try again.";

/**
 * A posted form as a plain object: a repeated name (a checkbox group) becomes a list; a file input
 * stays a File (the service reads it as the API's multipart does); React's own fields are left out.
 */
export function payloadValues(payload: FormPayload): Record<string, unknown> {
  if (!(payload instanceof FormData)) return payload;
  const values: Record<string, unknown> = {};
  for (const key of new Set(payload.keys())) {
    if (key.startsWith("$ACTION")) continue;
    const all = payload.getAll(key);
    values[key] = all.length > 1 ? all : all[0];
  }
  return values;
}

/** The state for a refused call: a validation error names its fields, the first one also in the toast. */
export function failedState(error: AppError): FormState<never> {
  if (!error.errors) return { ok: false, message: error.message };
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors)) if (messages[0]) fieldErrors[field] = messages[0];
  return { ok: false, message: Object.values(fieldErrors)[0] ?? error.message, fieldErrors };
}

type FormActionOptions<Body, Result, Data> = {
  /** Who may send it: the same roles as the API route calling the same service. */
  roles: readonly Role[];
  /** The route's schema, for a service that takes its input parsed (one that parses it itself needs none). */
  schema?: z.ZodType<Body>;
  /** The service the API route calls. */
  run: (db: Db, actor: Actor, body: Body) => Promise<Result>;
  /** What of the service's answer the form shows (an endpoint's secret, once); nothing by default. */
  answer?: (result: Result) => Data;
  /** The toast on success: the API route's message. */
  message: string;
  /**
   * Where a success the browser posted itself (before the page's scripts) sends it, as the hydrated
   * form's onSuccess goes (a new record's page); by default the page it posted from. "stay": the
   * page is rendered with the answer instead, for a form that shows it (an endpoint's secret, once).
   */
  next?: "stay" | ((result: Result) => string);
};

/**
 * The server side of every form: learn the caller, check the role, call the service with the
 * posted values, and answer a FormState; a refusal (AppError) is the form's message, never a throw.
 */
export async function runFormAction<Body = unknown, Result = unknown, Data = undefined>(
  body: Record<string, unknown>,
  { roles, schema, run, message, answer, next }: FormActionOptions<Body, Result, Data>,
): Promise<FormState<Data>> {
  const actor = await getCurrentActor();
  let goTo: string | undefined;
  const state = await settle(body, async () => {
    if (!actor) throw unauthenticated();
    if (!roles.includes(actor.role)) throw forbidden();
    const result = await run(await getDb(), actor, parseWith(schema, body));
    if (next !== "stay") goTo = next?.(result);
    return { ok: true, message, data: answer?.(result) };
  });
  if (state.ok && next !== "stay") await backToPageIfPostedByBrowser(message, goTo);
  return state;
}

type PublicFormActionOptions<Body, Result, Data> = Omit<FormActionOptions<Body, Result, Data>, "roles" | "run" | "next"> & {
  run: (db: Db, body: Body) => Promise<Result>;
};

/**
 * runFormAction for the signed-out pages (forgot and set password): no caller, the same answers.
 * Their pages show the answer themselves (the sent or set page), posted by the browser too.
 */
export async function runPublicFormAction<Body = unknown, Result = unknown, Data = undefined>(
  body: Record<string, unknown>,
  { schema, run, message, answer }: PublicFormActionOptions<Body, Result, Data>,
): Promise<FormState<Data>> {
  return settle(body, async () => {
    const result = await run(await getDb(), parseWith(schema, body));
    return { ok: true, message, data: answer?.(result) };
  });
}

/**
 * A success the browser posted itself (before the page's scripts: no Next-Action header) is answered
 * with a redirect (303) to the page it posted from, or to `goTo`, and its message rides along as a
 * cookie read once by the next page (proxy.ts, lib/forms/flash.ts). Answered in place, the page would
 * be the result of a POST: a reload would post the form again, over what was saved since. Outside a
 * request (tests, scripts) there is no page to go back to.
 */
async function backToPageIfPostedByBrowser(message: string, goTo: string | undefined): Promise<void> {
  let requestHeaders: Headers;
  try {
    requestHeaders = await headers();
  } catch {
    return;
  }
  if (requestHeaders.get("next-action")) return;
  const page = goTo ?? requestHeaders.get(PAGE_HEADER);
  if (!page?.startsWith("/") || page.startsWith("//")) return;
  if (message) (await cookies()).set(FLASH_COOKIE, message, { path: "/", maxAge: 60, sameSite: "lax" });
  redirect(page, RedirectType.replace);
}

function parseWith<Body>(schema: z.ZodType<Body> | undefined, body: Record<string, unknown>): Body {
  if (!schema) return body as Body;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}

/** A refusal (AppError) is the form's message, never a throw; anything else is logged and answered generically. */
async function settle<Data>(body: Record<string, unknown>, work: () => Promise<FormState<Data>>): Promise<FormState<Data>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) return { ...failedState(error), values: typedValues(body) };
    console.error("[form action]", error);
    return { ok: false, message: FAILED, values: typedValues(body) };
  }
}

function typedValues(body: Record<string, unknown>): Record<string, string> | undefined {
  const entries = Object.entries(body).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && !/password/i.test(entry[0]),
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}
