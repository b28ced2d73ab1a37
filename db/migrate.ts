import path from "node:path";
import { getHandle } from "./client";
import { fillTimeZones } from "./fill-time-zones";

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "db/migrations");

/** Applies the drizzle-kit migrations of db/migrations to the configured database, then fills what they leave to code. */
export async function migrateDatabase(): Promise<void> {
  const handle = await getHandle();
  if (handle.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
  await fillTimeZones(handle.db);
}
