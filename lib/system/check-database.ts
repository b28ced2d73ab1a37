import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";

/** Throws unless the database answers a trivial query. */
export async function checkDatabase(): Promise<void> {
  await (await getDb()).execute(sql`select 1`);
}
