// Starts the production server for the browser tests on a fresh embedded database (or on
// PostgreSQL when E2E_DATABASE_URL is set), with its own mail outbox and uploads folder.
// It does not build: scripts/e2e-build.mjs runs once before Playwright (npm run test:e2e), so
// several servers can start from one build.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { e2eDataDir, e2ePort } from "./e2e-paths.mjs";

const port = e2ePort();
// Each port gets its own data folder, so parallel runs do not share a database or an outbox.
const root = e2eDataDir(port);
const distDir = process.env.NEXT_DIST_DIR || ".next";
if (!existsSync(path.join(distDir, "BUILD_ID"))) {
  console.error(`e2e-server: no production build in ${distDir}; run node scripts/e2e-build.mjs first (npm run test:e2e does).`);
  process.exit(1);
}
rmSync(root, { recursive: true, force: true });

const env = {
  ...process.env,
  PORT: port,
  APP_URL: `http://localhost:${port}`,
  PGLITE_DIR: `${root}/pglite`,
  MAIL_OUTBOX_DIR: `${root}/mail`,
  UPLOADS_DIR: `${root}/uploads`,
  // Read by the server at run time (lib/maps/server-config.ts): one build serves both servers.
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: process.env.E2E_GOOGLE_MAPS_API_KEY ?? "",
  SMTP_URL: "",
  UPLOADTHING_TOKEN: "",
  // e2e/webhooks.spec.ts's receiver listens on this machine's loopback address.
  WEBHOOKS_ALLOW_PRIVATE: "1",
};
if (process.env.E2E_DATABASE_URL) {
  env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  // A production server on PostgreSQL requires its secret; this one is for the tests only.
  env.AUTH_SECRET ||= "e2e-tests-only-secret-0123456789abcdefghij";
} else delete env.DATABASE_URL;

if (env.DATABASE_URL) {
  const result = spawnSync("npx", ["tsx", "scripts/db-reset.ts"], { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const server = spawn(process.execPath, ["server.mjs", "-p", port], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
