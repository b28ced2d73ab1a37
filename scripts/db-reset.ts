/** `npm run db:reset`: drops every table, then migrates and loads the demo data. Never in production. */
import { runCli } from "./db-cli";

async function main(): Promise<void> {
  const { env } = await import("@/lib/env");
  const { NODE_ENV, DATABASE_URL, PGLITE_DIR } = env();
  if (NODE_ENV === "production" && DATABASE_URL) {
    throw new Error("Refusing to reset a production database (NODE_ENV=production with DATABASE_URL set).");
  }
  const { sql } = await import("drizzle-orm");
  const { closeDb, getDb } = await import("@/db/client");
  const { migrateDatabase } = await import("@/db/migrate");
  const { seedDemoData } = await import("./seed");
  try {
    const db = await getDb();
    await db.execute(sql`drop schema if exists drizzle cascade`);
    await db.execute(sql`drop schema public cascade`);
    await db.execute(sql`create schema public`);
    console.log(`Database emptied (${DATABASE_URL ? "postgres" : PGLITE_DIR}).`);
    await migrateDatabase();
    console.log("Migrations applied.");
    const { seeded } = await seedDemoData(db, { log: console.log });
    console.log(seeded ? "Demo data loaded." : "Demo data already present; nothing changed.");
  } finally {
    await closeDb();
  }
}

runCli(main);
