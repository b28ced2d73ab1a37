import { getDb } from "@/db/client";
import { clientAddress } from "@/lib/api/client-address";
import { readJson, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { PASSWORD_UPDATED } from "@/lib/auth/messages";
import { changePassword } from "@/lib/auth/password-reset";

// PUT /api/v1/reset-password — the signed-in user's password change; every session then ends.
export const PUT = withAuth({}, async ({ req, actor }) => {
  const body: unknown = await readJson(req);
  await changePassword(await getDb(), actor.id, body, clientAddress(req.headers));
  return ok(null, { message: PASSWORD_UPDATED });
});
