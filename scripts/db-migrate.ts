/** `npm run db:migrate`: applies the drizzle-kit migrations of db/migrations. */
import { runCli } from "./db-cli";

async function main(): Promise<void> {
  const { closeDb, getHandle } = await import("@/db/client");
  const { migrateDatabase } = await import("@/db/migrate");
  const { env } = await import("@/lib/env");
  try {
    await migrateDatabase();
    const { kind } = await getHandle();
    console.log(`Migrations applied (${kind === "pglite" ? env().PGLITE_DIR : "postgres"})`);
  } finally {
    await closeDb();
  }
}

runCli(main);
