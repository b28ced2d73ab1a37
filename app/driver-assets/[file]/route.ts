import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { driverBundle } from "@/lib/driver-link/page-bundle";

const TYPES: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  woff2: "font/woff2",
};

/**
 * The driver pages' scripts, stylesheet and font (scripts/driver-bundle.mjs). Their names carry
 * their content's hash, so a browser keeps them for good. Only a plain file name of the build.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const type = TYPES[/^[\w-]+\.(js|css|woff2)$/.exec(file)?.[1] ?? ""];
  if (!type) return new Response("Not Found", { status: 404 });
  const { assetsDir } = await driverBundle();
  const body = await readFile(join(assetsDir, file)).catch(() => null);
  if (!body) return new Response("Not Found", { status: 404 });
  return new Response(body, { headers: { "Content-Type": type, "Cache-Control": "public, max-age=31536000, immutable" } });
}
