import { getDb } from "@/db/client";
import { clientAddress } from "@/lib/api/client-address";
import { readJson, withPublic } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { setPasswordWithToken } from "@/lib/auth/password-reset";

// PUT /api/v1/set-password — email, userId, password and the link's token; the token works once.
export const PUT = withPublic(async ({ req }) => {
  const body: unknown = await readJson(req);
  await setPasswordWithToken(await getDb(), body, clientAddress(req.headers));
  return ok(null, { message: "Your password has been created." });
});
