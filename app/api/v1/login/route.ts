import { getDb } from "@/db/client";
import { readJson, withPublic } from "@/lib/api/handler";
import { clientAddress } from "@/lib/api/client-address";
import { ok } from "@/lib/api/respond";
import { env } from "@/lib/env";
import { loginWithPassword } from "@/lib/auth/login";
import { signSessionToken } from "@/lib/auth/session-token";

// POST /api/v1/login — e-mail and password in, the bearer token (signed JWT) out.
export const POST = withPublic(async ({ req }) => {
  const body: unknown = await readJson(req);
  const subject = await loginWithPassword(await getDb(), body, clientAddress(req.headers));
  return ok(await signSessionToken(subject, env().AUTH_SECRET), { message: "Login successful" });
});
