/**
 * The production build in its own folder (.next-bench) and its server (server.mjs, as npm start) on the bench port.
 * `next build` adds its types folder to tsconfig.json's include list; that change is undone.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BENCH, type BenchMode } from "./config";

function restoreTsconfig(before: string, wasClean: boolean): void {
  const after = readFileSync("tsconfig.json", "utf8");
  if (after === before) return;
  if (wasClean) {
    spawnSync("git", ["checkout", "--", "tsconfig.json"], { stdio: "inherit" });
    return;
  }
  // Someone has their own uncommitted changes there: take out only the lines the build added.
  const kept = after.split("\n").filter((line) => !line.includes(`${BENCH.distDir}/`));
  const text = kept.join("\n").replace(/,(\s*\n\s*\])/g, "$1");
  writeFileSync("tsconfig.json", text);
}

export function buildApp(mode: BenchMode, log: (line: string) => void): number {
  if (mode.skipBuild && existsSync(path.join(BENCH.distDir, "BUILD_ID"))) {
    log(`  reusing the build in ${BENCH.distDir} (--skip-build)`);
    return 0;
  }
  const before = readFileSync("tsconfig.json", "utf8");
  const wasClean = spawnSync("git", ["diff", "--quiet", "--", "tsconfig.json"]).status === 0;
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_DIST_DIR: BENCH.distDir, NEXT_TELEMETRY_DISABLED: "1" };
  // Nothing of the run-time settings goes into the build.
  delete env.DATABASE_URL;
  delete env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;
  const started = Date.now();
  try {
    // npm run build: Next's build, then the driver pages' (components/driver-link/page/build.mjs).
    const result = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "pipe", "pipe"], env, encoding: "utf8" });
    if (result.status !== 0) {
      process.stderr.write(result.stdout + result.stderr);
      throw new Error("npm run build failed");
    }
  } finally {
    restoreTsconfig(before, wasClean);
  }
  return Date.now() - started;
}

export type RunningServer = { child: ChildProcess; stop: () => Promise<void> };

export async function startServer(mode: BenchMode): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_DIST_DIR: BENCH.distDir,
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(BENCH.port),
    APP_URL: `http://localhost:${BENCH.port}`,
    AUTH_SECRET: BENCH.authSecret,
    SEED_DEMO: "0",
    SMTP_URL: "",
    UPLOADTHING_TOKEN: "",
    NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "",
  };
  if (mode.pglite) {
    delete env.DATABASE_URL;
    env.PGLITE_DIR = BENCH.pgliteDir;
  } else env.DATABASE_URL = BENCH.databaseUrl;

  const taken = await fetch(`http://127.0.0.1:${BENCH.port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${BENCH.port} is already in use: stop that server or set BENCH_PORT.`);
  // Its own process group, so that stopping it ends exactly the processes started here.
  const child = spawn(process.execPath, ["server.mjs", "-p", String(BENCH.port)], {
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${BENCH.port}/api/v1/health`);
      if (res.status === 200) return { child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`The server did not answer /api/v1/health within 180 s:\n${output}`);
}
