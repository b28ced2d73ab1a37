// Starts the production server for the browser tests on a fresh embedded database (or on
// PostgreSQL when E2E_DATABASE_URL is set), with its own mail outbox and uploads folder.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

const port = process.env.E2E_PORT ?? "3100";
// Each port gets its own data folder, so parallel runs do not share a database or an outbox.
const root = process.env.E2E_DATA_DIR ?? (port === "3100" ? ".data/e2e" : `.data/e2e-${port}`);
rmSync(root, { recursive: true, force: true });

const env = {
  ...process.env,
  PORT: port,
  APP_URL: `http://localhost:${port}`,
  PGLITE_DIR: `${root}/pglite`,
  MAIL_OUTBOX_DIR: `${root}/mail`,
  UPLOADS_DIR: `${root}/uploads`,
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: process.env.E2E_GOOGLE_MAPS_API_KEY ?? "",
  SMTP_URL: "",
  UPLOADTHING_TOKEN: "",
};
if (process.env.E2E_DATABASE_URL) {
  env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  // A production server on PostgreSQL requires its secret; this one is for the tests only.
  env.AUTH_SECRET ||= "e2e-tests-only-secret-0123456789abcdefghij";
} else delete env.DATABASE_URL;

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (process.env.E2E_SKIP_BUILD !== "1") run("npx", ["next", "build"]);
if (env.DATABASE_URL) {
  run("npx", ["tsx", "db/reset-cli.ts"]);
}
const server = spawn("npx", ["next", "start", "-p", port], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
