/** Security headers of every response (pure: proxy.ts and next.config use it). */
const GOOGLE_MAPS = {
  script: ["https://maps.googleapis.com", "https://maps.gstatic.com"],
  img: ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com", "https://*.ggpht.com"],
  connect: ["https://*.googleapis.com", "https://*.google.com", "https://*.gstatic.com"],
};

export type CspOptions = { nonce: string; isDev: boolean; withGoogleMaps: boolean };

/** Pages: only the app's own origin (scripts by nonce), plus Google Maps when a key is set. */
export function pageCsp({ nonce, isDev, withGoogleMaps }: CspOptions): string {
  const maps = (list: string[]) => (withGoogleMaps ? list : []);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(isDev ? ["'unsafe-eval'"] : []), ...maps(GOOGLE_MAPS.script)],
    // Google's own Roboto stylesheet is left out: the map falls back to the app's font.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...maps(GOOGLE_MAPS.img)],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(isDev ? ["ws:"] : []), ...maps([...GOOGLE_MAPS.connect, "data:", "blob:"])],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** JSON and files answer no HTML: nothing may run or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

export function baseSecurityHeaders(isProduction: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(self), geolocation=(self), microphone=()",
    ...(isProduction ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}
