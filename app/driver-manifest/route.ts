import type { NextRequest } from "next/server";
import { driverWebManifest } from "@/lib/driver-link/web-manifest";

/** The driver link's web app manifest (lib/driver-link/web-manifest.ts); ?start= is the link opened. */
export function GET(req: NextRequest): Response {
  const manifest = driverWebManifest(req.nextUrl.searchParams.get("start"));
  if (!manifest) return Response.json({ error: { message: "start must be a driver page's link" } }, { status: 400 });
  return Response.json(manifest, {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "private, no-cache" },
  });
}
