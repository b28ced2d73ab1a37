import { sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { forgetRefusals } from "@/lib/api/rate-limit";

/** Migrates the test database and empties every table (files share one PostgreSQL database). */
export async function resetDatabase(): Promise<Db> {
  await migrateDatabase();
  const db = await getDb();
  // Every table of the app's schema, read from the database: a list kept by hand missed the credit
  // note counter, and numbers ran on from the file before on PostgreSQL.
  await db.execute(sql`
    do $$ begin
      execute (select 'truncate table ' || string_agg(format('%I', tablename), ', ') || ' restart identity cascade'
        from pg_tables where schemaname = 'public');
    end $$`);
  forgetRefusals();
  return db;
}
