// The driver's pages (SPEC.md §2) as their own small bundle: the same components, rendered by
// Preact (React's API through preact/compat) instead of React and Next's app router, whose
// scripts alone are ~140 kB gzipped against the driver pages' 120 kB (issue 9). One build makes:
// - assets/: the browser's module (hydrates the page; sonner and the Google map load on demand),
//   the stylesheet (app/globals.css through Tailwind, as the app's) and the font;
// - server/render.mjs: renders a page to HTML on the server (components/driver-link/page/bundle.ts);
// - manifest.json: the files a page links to, and every file of assets/ (app/driver-assets serves
//   those and nothing else).
// `npm run build` runs it after `next build` (node components/driver-link/page/build.mjs); `next dev` runs
// buildDriverBundle() itself before a driver page, so a change shows on the next load.
import { createHash } from "node:crypto";
import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const PAGE_DIR = "components/driver-link/page";
const FONT = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";

/** Where a build's files go: beside Next's own build (`NEXT_DIST_DIR`, .next by default). */
export function driverBundleDir(dev = false) {
  return join(ROOT, process.env.NEXT_DIST_DIR || ".next", dev ? "driver-dev" : "driver");
}

// React's API from Preact; Next's few modules the components use, as the page needs them.
const ALIASES = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
  "next/link": `./${PAGE_DIR}/next-link.tsx`,
  "next/navigation": `./${PAGE_DIR}/next-navigation.ts`,
  "next/dynamic": `./${PAGE_DIR}/next-dynamic.tsx`,
};

function esbuildOptions(dev) {
  return {
    absWorkingDir: ROOT,
    bundle: true,
    format: "esm",
    jsx: "automatic",
    jsxImportSource: "preact",
    alias: ALIASES,
    define: { "process.env.NODE_ENV": JSON.stringify(dev ? "development" : "production") },
    // "use client" marks mean nothing here: the whole page is one tree.
    logOverride: { "module-level-directive": "silent" },
    logLevel: "warning",
    metafile: true,
    legalComments: "none",
  };
}

const hashOf = (bytes) => createHash("sha256").update(bytes).digest("base64url").slice(0, 10);

/**
 * The driver pages' stylesheet: app/globals.css with Tailwind's classes of the files its two renders
 * are built from only (`sources`, from their metafiles), not of the whole app: a phone gets the
 * rules its pages can use (a third of the app's), a render-blocking file the smaller for it.
 */
async function buildStyles(outDir, dev, sources) {
  const [{ default: postcss }, { default: tailwind }] = await Promise.all([import("postcss"), import("@tailwindcss/postcss")]);
  const font = await readFile(join(ROOT, FONT));
  const fontFile = `inter-${hashOf(font)}.woff2`;
  await copyFile(join(ROOT, FONT), join(outDir, fontFile));
  // next/font's face for the root layout's --font-inter, as a plain @font-face.
  const face =
    `@font-face{font-family:"Inter";font-style:normal;font-weight:100 900;font-display:swap;src:url(./${fontFile}) format("woff2")}` +
    `:root{--font-inter:"Inter"}\n`;
  const appCss = await readFile(join(ROOT, "app/globals.css"), "utf8");
  const scanned = sources.map((path) => `@source "${relative(join(ROOT, "app"), join(ROOT, path))}";`).join("\n");
  const source = appCss.replace('@import "tailwindcss";', `@import "tailwindcss" source(none);\n${scanned}`);
  if (source === appCss)
    throw new Error('app/globals.css no longer starts with @import "tailwindcss": scope the driver pages\' styles again');
  const result = await postcss([tailwind({ base: ROOT, optimize: dev ? false : { minify: true } })]).process(face + source, {
    from: join(ROOT, "app/globals.css"),
  });
  const cssFile = `driver-${hashOf(result.css)}.css`;
  await writeFile(join(outDir, cssFile), result.css);
  return { css: cssFile, font: fontFile };
}

/** The service worker's stable name in assets/: a worker's URL must not change between builds. */
const SERVICE_WORKER = "service-worker.js";

/** The driver pages' service worker (service-worker.ts), one classic script with the files to precache. */
function buildServiceWorker(esbuild, { dev, assetsDir, precache }) {
  return esbuild.build({
    ...esbuildOptions(dev),
    define: { ...esbuildOptions(dev).define, __DRIVER_PRECACHE__: JSON.stringify(precache) },
    entryPoints: [`./${PAGE_DIR}/service-worker.ts`],
    platform: "browser",
    format: "iife",
    target: ["es2020"],
    minify: !dev,
    outfile: join(assetsDir, SERVICE_WORKER),
  });
}

/**
 * Builds the driver pages into `outDir` (driverBundleDir() by default) and answers its manifest:
 * { script, preload, css, font, files, render }, file names inside assets/ (files: all of them, the
 * chunks loaded on demand too) and the server module's path
 * (and, for a dev server, the sources it was built from: inputs).
 */
export async function buildDriverBundle({ dev = false, outDir = driverBundleDir(dev) } = {}) {
  const esbuild = await import("esbuild");
  const assetsDir = join(outDir, "assets");
  const serverDir = join(outDir, "server");
  // A dev server keeps the last build's files: a page still loading them is not left without.
  if (!dev) await rm(outDir, { recursive: true, force: true });
  await mkdir(assetsDir, { recursive: true });
  const client = esbuild.build({
    ...esbuildOptions(dev),
    entryPoints: { driver: `./${PAGE_DIR}/client.tsx` },
    platform: "browser",
    target: ["es2020"],
    splitting: true,
    minify: !dev,
    sourcemap: dev ? "inline" : false,
    outdir: assetsDir,
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
  });
  const server = esbuild.build({
    ...esbuildOptions(dev),
    entryPoints: { render: `./${PAGE_DIR}/server.tsx` },
    platform: "node",
    target: ["node20"],
    outdir: serverDir,
    entryNames: "[name]-[hash]",
    outExtension: { ".js": ".mjs" },
  });
  const [clientResult, serverResult] = await Promise.all([client, server]);
  // The app's own files of either render (the server's page shell has classes too).
  const ownSources = Object.keys({ ...clientResult.metafile.inputs, ...serverResult.metafile.inputs }).filter(
    (path) => !path.includes("node_modules") && !path.startsWith("<"),
  );
  const styles = await buildStyles(assetsDir, dev, ownSources);

  const outputs = clientResult.metafile.outputs;
  const [entryPath] = Object.entries(outputs).find(([, output]) => output.entryPoint);
  // The chunks the entry imports statically are fetched with it: the page preloads them.
  const preload = [];
  const visit = (path) => {
    for (const dependency of outputs[path].imports) {
      if (dependency.kind !== "import-statement" || preload.includes(basename(dependency.path))) continue;
      preload.push(basename(dependency.path));
      visit(dependency.path);
    }
  };
  visit(entryPath);
  const render = Object.keys(serverResult.metafile.outputs).find((path) => path.endsWith(".mjs"));
  const pageFiles = [...Object.keys(outputs).map((path) => basename(path)), styles.css, styles.font];
  const worker = await buildServiceWorker(esbuild, { dev, assetsDir, precache: pageFiles });
  const files = [...pageFiles, SERVICE_WORKER];
  const manifest = { script: basename(entryPath), preload, ...styles, files, render: relative(outDir, join(ROOT, render)) };
  // What a dev server watches to build again: the app's own files of the page, and its styles.
  if (dev) {
    const sources = Object.keys({ ...clientResult.metafile.inputs, ...serverResult.metafile.inputs, ...worker.metafile.inputs }).filter(
      // esbuild names a define as a virtual input ("<define:…>"): no file to watch.
      (path) => !path.includes("node_modules") && !path.startsWith("<"),
    );
    manifest.inputs = [...sources, "app/globals.css"].map((path) => join(ROOT, path));
  }
  await writeFile(join(outDir, "manifest.json"), JSON.stringify(manifest, null, 2));
  return manifest;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const manifest = await buildDriverBundle();
  console.log(`driver pages built in ${Date.now() - started} ms: ${relative(ROOT, driverBundleDir())}`, manifest);
}
