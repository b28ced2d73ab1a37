import { count } from "drizzle-orm";
import { env } from "@/lib/env";
import { getHandle } from "./client";
import { migrateDatabase } from "./migrate";
import { users } from "./schema";

/**
 * Start-up: apply the migrations, then load the demo data into an empty embedded database
 * (SEED_DEMO=0 turns that off). A PostgreSQL server is seeded only by `npm run db:seed`.
 */
export async function prepareDatabase(): Promise<void> {
  const started = Date.now();
  await migrateDatabase();
  const handle = await getHandle();
  if (handle.kind === "pglite" && env().SEED_DEMO === "1") {
    const [row] = await handle.db.select({ n: count() }).from(users);
    if (!row || row.n === 0) {
      const { seedDemoData } = await import("@/scripts/seed");
      await seedDemoData(handle.db, { log: (line) => console.info(`[seed] ${line}`) });
    }
  }
  console.info(`[db] ready (${handle.kind}) in ${Date.now() - started} ms`);
}
