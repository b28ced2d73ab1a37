import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import postgres from "postgres";
import { afterAll, inject } from "vitest";

/**
 * On PostgreSQL, each of vitest's workers has a database of its own (TEST_DATABASE_URL's name
 * with `_w<worker>`), created on first use: files run in parallel as they do on PGlite, and the
 * files of one worker, one at a time, share its database (each empties it first).
 */
async function workerDatabase(base: string): Promise<string> {
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_w${process.env.VITEST_POOL_ID ?? "1"}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } catch (error) {
    // 42P04: made by an earlier file of this worker, or an earlier run.
    if ((error as { code?: string }).code !== "42P04") throw error;
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

// Points the app's database module at the test database before anything imports it.
if (process.env.TEST_DATABASE_URL) {
  process.env.TEST_DATABASE_BASE_URL ??= process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = await workerDatabase(process.env.TEST_DATABASE_BASE_URL);
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = "memory://";
  // A migrated database to start from (tests/global-setup.ts).
  const template = inject("pgliteTemplate");
  if (template) process.env.PGLITE_TEMPLATE = template;
}
// Each test file its own folder of uploaded files (set again for every file: the workers' environment
// outlives a file), removed after it.
const uploadsDir = `.data/test-uploads/${process.pid}-${randomUUID()}`;
process.env.UPLOADS_DIR = uploadsDir;
afterAll(() => rm(uploadsDir, { recursive: true, force: true }));
process.env.MAIL_OUTBOX_DIR ??= `.data/test-mail/${process.pid}`;
process.env.AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
process.env.APP_URL ??= "http://localhost:3000";
