import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { driverBundle } from "@/components/driver-link/page/bundle";

const DRIVER_WORKER_FILE = "service-worker.js";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
};

/**
 * The driver pages' scripts, stylesheet and font (components/driver-link/page/build.mjs). Their names carry
 * their content's hash, so a browser keeps them for good. Only a name the build's manifest lists
 * is read: a chunk's name may hold dots (mini.esm-….js), and no other file of the disk is reachable.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const { manifest, assetsDir } = await driverBundle();
  const type = TYPES[extname(file)];
  if (!type || !manifest.files.includes(file)) return new Response("Not Found", { status: 404 });
  const body = await readFile(join(assetsDir, file)).catch(() => null);
  if (!body) return new Response("Not Found", { status: 404 });
  // The service worker keeps its name: the browser checks it on each visit, and it may control the driver routes.
  if (file === DRIVER_WORKER_FILE)
    return new Response(body, { headers: { "Content-Type": type, "Cache-Control": "no-cache", "Service-Worker-Allowed": "/" } });
  return new Response(body, { headers: { "Content-Type": type, "Cache-Control": "public, max-age=31536000, immutable" } });
}
