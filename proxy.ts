import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { getCurrentActor, sessionClaims } from "@/lib/auth/current";
import { isPublicPage } from "@/lib/auth/redirect";
import { ACCESS_DENIED_PATH, canOpenPage } from "@/lib/auth/roles";
import { isOversizePost, VERIFY_MESSAGES } from "@/lib/bol/verify-rules";
import { env } from "@/lib/env";
import { FLASH_COOKIE, FLASH_HEADER, PAGE_HEADER } from "@/lib/forms/flash";
import { hasGoogleMaps } from "@/lib/maps/server-config";
import { baseSecurityHeaders, pageCsp } from "@/lib/security/headers";

/**
 * Redirects pages to /login and back, and sets the pages' security headers. Who is signed in
 * comes from next-auth's auth() (lib/auth/current.ts), as in the pages. A convenience only:
 * every page layout and API route checks the caller again on the server. API calls do not pass
 * through here (see the matcher): they check their caller themselves, and their fixed headers
 * come from next.config.mjs, which spares every call the proxy's work and its body buffering.
 */
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const headers = baseSecurityHeaders(env().NODE_ENV === "production");

  if (isOversizePost(req.method, req.headers.get("content-length"))) {
    const response = new NextResponse(VERIFY_MESSAGES.tooLarge, { status: 413, headers: { "content-type": "text/plain; charset=utf-8" } });
    return withHeaders(response, headers);
  }

  const hasCookie = Boolean(req.cookies.get(SESSION_COOKIE)?.value);
  let redirectTo: URL | null = null;
  let clearCookie = false;
  let refused = false;

  if (pathname === "/" || pathname === "/login") {
    // The only pages where a signed-in user is sent on: check the session fully (user row too).
    const signedIn = hasCookie && (await getCurrentActor().catch(() => null)) !== null;
    clearCookie = hasCookie && !signedIn;
    if (signedIn) redirectTo = new URL("/dashboard", req.url);
    else if (pathname === "/") redirectTo = new URL("/login", req.url);
  } else if (!isPublicPage(pathname)) {
    const claims = hasCookie ? await sessionClaims() : null;
    if (!claims) {
      redirectTo = new URL("/login", req.url);
      redirectTo.searchParams.set("next", `${pathname}${search}`);
      clearCookie = hasCookie;
    } else if (!canOpenPage(claims.role, pathname)) {
      // The one page guard (lib/auth/roles.ts PAGE_ACCESS): a refused page never renders, so
      // none of its data reaches the browser. The shell's layout still checks the session itself.
      refused = true;
    }
  }

  if (redirectTo) {
    const response = NextResponse.redirect(redirectTo);
    if (clearCookie) response.cookies.delete(SESSION_COOKIE);
    return withHeaders(response, headers);
  }

  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = pageCsp({
    nonce,
    isDev: env().NODE_ENV === "development",
    withGoogleMaps: hasGoogleMaps(),
  });
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  // Where a form the browser posts here goes back to (lib/forms/form-action.ts); only this proxy sets it.
  requestHeaders.set(PAGE_HEADER, `${pathname}${search}`);
  // A form's flash is read once, by the next page the browser loads whole (not a prefetch or a refresh).
  const flash = req.method === "GET" && !req.headers.has("rsc") ? req.cookies.get(FLASH_COOKIE)?.value : undefined;
  if (flash) requestHeaders.set(FLASH_HEADER, encodeURIComponent(flash));
  else requestHeaders.delete(FLASH_HEADER);
  const response = refused
    ? NextResponse.rewrite(new URL(ACCESS_DENIED_PATH, req.url), { status: 403, request: { headers: requestHeaders } })
    : NextResponse.next({ request: { headers: requestHeaders } });
  if (clearCookie) response.cookies.delete(SESSION_COOKIE);
  if (flash) response.cookies.delete({ name: FLASH_COOKIE, path: "/" });
  return withHeaders(response, { ...headers, "Content-Security-Policy": csp });
}

function withHeaders(response: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ["/((?!api/|_next/static|_next/image|driver-assets/|driver-manifest|favicon.ico|icon.svg).*)"],
};
