import { getDb } from "@/db/client";
import { readJson, withPublic } from "@/lib/api/handler";
import { clientAddress } from "@/lib/api/client-address";
import { ok } from "@/lib/api/respond";
import { requestPasswordReset, RESET_SENT } from "@/lib/auth/password-reset";

// POST /api/v1/forget-password — mails a reset link if the e-mail has a user; the answer never says.
export const POST = withPublic(async ({ req }) => {
  const body: unknown = await readJson(req);
  await requestPasswordReset(await getDb(), body, clientAddress(req.headers));
  return ok(null, { message: RESET_SENT });
});
