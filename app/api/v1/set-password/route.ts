import { getDb } from "@/db/client";
import { readJson, withPublic } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { setPasswordWithToken } from "@/lib/auth/password-reset";

// PUT /api/v1/set-password — email, userId, password and the link's token; the token works once.
export const PUT = withPublic(async ({ req }) => {
  const body: unknown = await readJson(req);
  await setPasswordWithToken(await getDb(), body);
  return ok(null, { message: "Your password has been created." });
});
