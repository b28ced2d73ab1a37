import { defineConfig, devices } from "@playwright/test";

const port = process.env.E2E_PORT ?? "3100";
const baseURL = `http://localhost:${port}`;

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

export default defineConfig({
  testDir: "e2e",
  outputDir: `.data/e2e-results-${port}`,
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.E2E_JSON ? [["list"], ["json", { outputFile: process.env.E2E_JSON }]] : [["list"]],
  use: { baseURL, trace: "retain-on-failure", screenshot: "only-on-failure", ...chromium },
  projects: [{ name: "chromium", use: chromium }],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    // A route that touches the database: the first start initialises PGlite and seeds it.
    url: `${baseURL}/api/v1/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
