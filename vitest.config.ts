import path from "node:path";
import { defineConfig } from "vitest/config";
import { writeClassGroups } from "./scripts/tailwind-class-groups.mjs";

// The class groups behind cn(), from the code as it is now (the build writes them too).
writeClassGroups(import.meta.dirname);

// Unit tests sit beside their modules; integration tests in tests/ talk to a real database:
// an in-memory PGlite per test file by default, or TEST_DATABASE_URL (PostgreSQL) when set.
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["lib/**/*.test.ts", "components/**/*.test.{ts,tsx}", "db/**/*.test.ts", "tests/**/*.test.ts"],
    environment: "node",
    // next-auth imports "next/server" and "next/headers" without the extension Node's ESM loader needs.
    server: { deps: { inline: ["next-auth"] } },
    globalSetup: ["tests/global-setup.ts"],
    setupFiles: ["tests/setup.ts"],
    // Three workers on two cores: vitest's default (one fewer than the cores) left one core idle while
    // a file waited on its database. On PostgreSQL each worker has its own database (tests/setup.ts).
    maxWorkers: 3,
    reporters: process.env.VITEST_JSON ? ["default", ["json", { outputFile: process.env.VITEST_JSON }]] : ["default"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
