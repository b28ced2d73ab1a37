"use server";

import { getDb } from "@/db/client";
import { AppError, unauthenticated } from "@/lib/api/errors";
import { getCurrentActor } from "@/lib/auth/current";
import { quoteJobRequest, type RequestQuote } from "./quote-job";

export type QuoteAnswer = { ok: true; quote: RequestQuote } | { ok: false; message: string };

/** The wizard's review step: the request's prices, from the same service as POST customer/quote-job. */
export async function quoteJobAction(body: Record<string, unknown>): Promise<QuoteAnswer> {
  try {
    const actor = await getCurrentActor();
    if (!actor) throw unauthenticated();
    return { ok: true, quote: await quoteJobRequest(await getDb(), actor, body) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    console.error("[quote]", error);
    return { ok: false, message: "The price could not be computed. It is computed again when the request is sent." };
  }
}
