import { getDb } from "@/db/client";
import { readJson, withPublic } from "@/lib/api/handler";
import { clientAddress } from "@/lib/api/client-address";
import { ok } from "@/lib/api/respond";
import { env } from "@/lib/env";
import { DEVICE_COOKIE, setDeviceCookie } from "@/lib/auth/device-cookie";
import { loginWithPassword } from "@/lib/auth/login";
import { signSessionToken } from "@/lib/auth/session-token";

// POST /api/v1/login — e-mail and password in, the bearer token (signed JWT) out, and the browser's device cookie.
export const POST = withPublic(async ({ req }) => {
  const body: unknown = await readJson(req);
  const subject = await loginWithPassword(await getDb(), body, clientAddress(req.headers), req.cookies.get(DEVICE_COOKIE)?.value);
  const response = ok(await signSessionToken(subject, env().AUTH_SECRET), { message: "Login successful" });
  setDeviceCookie(response.cookies, subject.email, env().AUTH_SECRET);
  return response;
});
