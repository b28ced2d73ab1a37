/**
 * First-load JavaScript of a route: the page's HTML is fetched from the running production
 * server (signed in where needed) and the gzipped sizes of the JS its <script src> tags and
 * script preloads (<link rel="modulepreload">, rel="preload" as="script") load are summed. What a
 * browser downloads on a first visit, measured, not estimated.
 */
import { gzipSync } from "node:zlib";
import { BENCH, TARGETS } from "./config";

export type PageToMeasure = {
  label: string;
  path: string;
  cookie?: string;
  driver?: boolean;
  /** A page allowed past the office pages' limit, with what it carries said in bench/README.md. */
  limitBytes?: number;
};
export type FirstLoad = PageToMeasure & { finalPath: string; status: number; scripts: number; gzipBytes: number; limit: number };

const chunkCache = new Map<string, number>();

async function gzippedSize(url: string): Promise<number> {
  const cached = chunkCache.get(url);
  if (cached !== undefined) return cached;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const size = gzipSync(Buffer.from(await res.arrayBuffer())).length;
  chunkCache.set(url, size);
  return size;
}

export async function measureFirstLoad(page: PageToMeasure): Promise<FirstLoad> {
  const base = `http://localhost:${BENCH.port}`;
  const res = await fetch(`${base}${page.path}`, { headers: page.cookie ? { cookie: page.cookie } : {} });
  const html = await res.text();
  // noModule scripts (the legacy polyfills) are never downloaded by a browser that runs modules.
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\snomodule\b/i.test(tag));
  // Scripts the page preloads are fetched with it too (the driver pages' module chunks).
  const preloads = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\srel="modulepreload"/.test(tag) || (/\srel="preload"/.test(tag) && /\sas="script"/.test(tag)));
  const urls = [...tags.map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1]), ...preloads.map((tag) => /\shref="([^"]+)"/.exec(tag)?.[1])];
  const srcs = [...new Set(urls.filter((src): src is string => Boolean(src)).map((src) => src.replace(/&amp;/g, "&")))];
  let gzipBytes = 0;
  for (const src of srcs) gzipBytes += await gzippedSize(new URL(src, base).toString());
  const finalPath = new URL(res.url).pathname;
  return {
    ...page,
    finalPath,
    status: res.status,
    scripts: srcs.length,
    gzipBytes,
    limit: page.limitBytes ?? (page.driver ? TARGETS.driverFirstLoadBytes : TARGETS.firstLoadBytes),
  };
}
