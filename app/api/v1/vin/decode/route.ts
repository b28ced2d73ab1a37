import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { decodeVins } from "@/lib/vin/decode-vins";
import { decodeVinsSchema } from "@/lib/vin/schemas";

export const dynamic = "force-dynamic";

// POST /api/v1/vin/decode — { vins } decoded offline (vPIC) and matched to the catalogue (any signed-in role: the wizard's lookup).
export const POST = withAuth({}, async ({ req }) => {
  const { vins } = await readBody(req, decodeVinsSchema);
  return ok(await decodeVins(await getDb(), vins), { message: "VINs decoded" });
});
