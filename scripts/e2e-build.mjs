// The production build the browser tests run against, made once before Playwright starts its
// servers (npm run test:e2e): both servers of playwright.config.ts start from it. Skipped with
// E2E_SKIP_BUILD=1 (to reuse the build in NEXT_DIST_DIR, .next by default).
import { spawnSync } from "node:child_process";

if (process.env.E2E_SKIP_BUILD === "1") {
  console.log("e2e-build: E2E_SKIP_BUILD=1, reusing the existing build");
  process.exit(0);
}

const env = { ...process.env };
// Nothing of the run-time settings goes into the build: the database and the Maps key are read
// by the server when it starts (a key here would change nothing, and none is wanted).
delete env.DATABASE_URL;
delete env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;

// npm run build: Next's build, then the driver pages' (components/driver-link/page/build.mjs).
const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
