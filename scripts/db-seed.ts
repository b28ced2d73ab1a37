/** `npm run db:seed`: applies the migrations, then loads the demo data once. */
import { runCli } from "./db-cli";

async function main(): Promise<void> {
  const { closeDb, getDb } = await import("@/db/client");
  const { migrateDatabase } = await import("@/db/migrate");
  const { assertDemoDataAllowed, seedDemoData } = await import("./seed");
  assertDemoDataAllowed();
  try {
    await migrateDatabase();
    const { seeded } = await seedDemoData(await getDb(), { log: console.log });
    console.log(seeded ? "Demo data loaded." : "Demo data already present; nothing changed.");
  } finally {
    await closeDb();
  }
}

runCli(main);
