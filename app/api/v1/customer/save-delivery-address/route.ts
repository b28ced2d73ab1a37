import { z } from "zod";
import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { SAVED_ADDRESS_MESSAGES } from "@/lib/addresses/messages";
import { saveAddress } from "@/lib/addresses/save-address";

// POST /api/v1/customer/save-delivery-address — address, type, business_name, the type's lat/lng.
export const POST = withAuth({ roles: ["customer"] }, async ({ req, actor }) => {
  const address = await saveAddress(await getDb(), actor, await readBody(req, z.unknown()));
  return ok(address, { message: SAVED_ADDRESS_MESSAGES.saved, status: 201 });
});
