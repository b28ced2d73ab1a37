"use server";

import { headers } from "next/headers";
import { getDb } from "@/db/client";
import { clientAddress } from "@/lib/api/client-address";
import { verifyUpload, type VerifyBolState } from "@/lib/bol/verify-bol";
import { VERIFY_MESSAGES } from "@/lib/bol/verify-rules";

/**
 * /verify/BOL-{jobId}'s form (components/bol/verify-bol-form.tsx), sent by its script or, before
 * the scripts ran, posted by the browser: the same state either way.
 */
export async function verifyBolFormAction(_previous: VerifyBolState, form: FormData): Promise<VerifyBolState> {
  try {
    return await verifyUpload(await getDb(), {
      number: form.get("number"),
      file: form.get("file"),
      address: clientAddress(await headers()),
    });
  } catch (error) {
    console.error("[verify-bol]", error);
    return { status: "refused", error: VERIFY_MESSAGES.failed };
  }
}
