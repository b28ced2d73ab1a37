import { defineConfig, devices } from "@playwright/test";
import { e2ePort, mapsKeyDataDir, mapsKeyPort } from "./scripts/e2e-paths.mjs";

// Two production servers from one build (scripts/e2e-build.mjs, run once before Playwright by
// npm run test:e2e): the main one on E2E_PORT (3100) without a Google Maps key, and one on the
// next port with a key that cannot work here (no network), for e2e/maps-key.spec.ts only.
const port = e2ePort();
const baseURL = `http://localhost:${port}`;
const keyPort = mapsKeyPort();
const keyBaseURL = `http://localhost:${keyPort}`;
const FAKE_MAPS_KEY = "fake-key-for-tests";
const MAPS_KEY_SPEC = /maps-key\.spec\.ts/;

// Debian's Chromium (scripts/ensure-chromium.mjs); Playwright's own browser download cannot work here.
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

const server = {
  command: "node scripts/e2e-server.mjs",
  timeout: 600_000,
  reuseExistingServer: false,
  stdout: "pipe",
  stderr: "pipe",
} as const;

export default defineConfig({
  testDir: "e2e",
  outputDir: `.data/e2e-results-${port}`,
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.E2E_JSON ? [["list"], ["json", { outputFile: process.env.E2E_JSON }]] : [["list"]],
  // A trace records every action's page and screenshot, which costs every passing test too: on CI only
  // a failed test's retry records one; here a failed test's, as it happened.
  use: { baseURL, trace: process.env.CI ? "on-first-retry" : "retain-on-failure", screenshot: "only-on-failure", ...chromium },
  projects: [
    { name: "chromium", use: chromium, testIgnore: MAPS_KEY_SPEC },
    { name: "chromium-maps-key", use: { ...chromium, baseURL: keyBaseURL }, testMatch: MAPS_KEY_SPEC },
  ],
  webServer: [
    {
      ...server,
      // A route that touches the database: the first start initialises the database and seeds it.
      url: `${baseURL}/api/v1/health`,
      env: { E2E_PORT: port },
    },
    {
      ...server,
      url: `${keyBaseURL}/api/v1/health`,
      env: {
        E2E_PORT: keyPort,
        E2E_GOOGLE_MAPS_API_KEY: FAKE_MAPS_KEY,
        // Always the embedded database, in a folder of its own (never the main server's).
        E2E_DATABASE_URL: "",
        E2E_DATA_DIR: mapsKeyDataDir(),
      },
    },
  ],
});
