import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { DriverView } from "@/lib/driver-link/page-view";
import { env } from "@/lib/env";

/**
 * The driver pages' own build (components/driver-link/page/build.mjs): the files a page links to and the
 * server's renderer. `npm run build` makes it beside Next's build for production; a dev server
 * (and the tests) make it here, again whenever one of its sources changed. Loaded by Node itself, not bundled by Next: it is Preact's
 * tree, not React's.
 */
export type DriverManifest = {
  script: string;
  preload: string[];
  css: string;
  font: string;
  /** Every file of assets/, as the build wrote it: the only names /driver-assets answers. */
  files: string[];
  render: string;
  inputs?: string[];
};
type RenderModule = { renderDriverPage(view: DriverView): { html: string; title: string } };
export type DriverBundle = { manifest: DriverManifest; assetsDir: string; render: RenderModule["renderDriverPage"] };

type BuildScript = {
  driverBundleDir(dev?: boolean): string;
  buildDriverBundle(options: { dev: boolean }): Promise<DriverManifest>;
};

// Paths Node resolves at run time: Next must not follow (or bundle) these imports.
const nodeImport = <T>(path: string): Promise<T> => import(/* webpackIgnore: true */ /* turbopackIgnore: true */ pathToFileURL(path).href);
const buildScript = () => nodeImport<BuildScript>(join(process.cwd(), "components", "driver-link", "page", "build.mjs"));

async function load(dir: string, manifest: DriverManifest): Promise<DriverBundle> {
  const renderModule = await nodeImport<RenderModule>(join(dir, manifest.render));
  return { manifest, assetsDir: join(dir, "assets"), render: renderModule.renderDriverPage };
}

let built: Promise<DriverBundle> | undefined;

async function productionBundle(): Promise<DriverBundle> {
  const dir = (await buildScript()).driverBundleDir(false);
  const text = await readFile(join(dir, "manifest.json"), "utf8").catch((error: unknown) => {
    throw new Error(
      `The driver pages' build is missing in ${dir}: build with npm run build (next build, then node components/driver-link/page/build.mjs)`,
      { cause: error },
    );
  });
  const manifest = JSON.parse(text) as DriverManifest;
  return load(dir, manifest);
}

let devBuild: { bundle: Promise<DriverBundle>; at: number } | undefined;

/** In development and tests: built on the first page, and again once any of its sources is newer than the build. */
async function devBundle(): Promise<DriverBundle> {
  if (devBuild && !(await isStale(devBuild))) return devBuild.bundle;
  const at = Date.now();
  const bundle = buildScript().then(async (script) => load(script.driverBundleDir(true), await script.buildDriverBundle({ dev: true })));
  devBuild = { bundle, at };
  bundle.catch(() => (devBuild = undefined));
  return bundle;
}

async function isStale(build: { bundle: Promise<DriverBundle>; at: number }): Promise<boolean> {
  const { manifest } = await build.bundle;
  const times = await Promise.all(
    (manifest.inputs ?? []).map((path) =>
      stat(path).then(
        (file) => file.mtimeMs,
        () => Infinity,
      ),
    ),
  );
  return times.some((time) => time > build.at);
}

/** The build the pages use: production's, made by `npm run build`, or development's, kept current. */
export function driverBundle(): Promise<DriverBundle> {
  if (env().NODE_ENV !== "production") return devBundle();
  built ??= productionBundle();
  built.catch(() => (built = undefined));
  return built;
}
