import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { TestProject } from "vitest/node";

/**
 * On PGlite, every test file opens a database of its own in memory. Made from nothing, one takes five
 * seconds (PostgreSQL's initdb, then the migrations); restored from a dump of a migrated one, about
 * one. This makes that dump once per run (db/client.ts starts from it: PGLITE_TEMPLATE).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const schema = await import("../db/schema");
  const { MIGRATIONS_FOLDER } = await import("../db/migrate");
  const { fillTimeZones } = await import("../db/fill-time-zones");

  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client, { schema, casing: "snake_case" });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await fillTimeZones(db as never);
  const dump = await client.dumpDataDir("none");
  await client.close();

  const file = path.resolve(`.data/test-pglite/template-${process.pid}.tar`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rm(file, { force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string | undefined;
  }
}
