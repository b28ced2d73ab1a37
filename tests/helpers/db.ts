import { sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { forgetRefusals } from "@/lib/api/rate-limit";

const TABLES = [
  "expenses",
  "invoice_lines",
  "invoice_counters",
  "invoices",
  "billing_terms",
  "tracking_links",
  "notification_preferences",
  "mail_opt_outs",
  "outbox_messages",
  "webhook_endpoints",
  "bills_of_lading",
  "inspection_addenda",
  "inspection_damages",
  "inspection_photos",
  "inspections",
  "app_settings",
  "trip_documents",
  "job_photos",
  "stored_files",
  "location_updates",
  "rides",
  "job_logs",
  "job_counters",
  "job_status_totals",
  "job_pickup_counters",
  "jobs",
  "saved_addresses",
  "vehicle_makes",
  "one_time_tokens",
  "rate_limits",
  "drivers",
  "users",
  "companies",
  "rate_card_versions",
  "rate_cards",
];

/** Migrates the test database and empties every table (files share one PostgreSQL database). */
export async function resetDatabase(): Promise<Db> {
  await migrateDatabase();
  const db = await getDb();
  await db.execute(sql.raw(`truncate table ${TABLES.join(", ")} restart identity cascade`));
  forgetRefusals();
  return db;
}
