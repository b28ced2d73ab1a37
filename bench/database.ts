/**
 * The bench database: a dedicated PostgreSQL database (dropped and created again on each run)
 * or a fresh PGlite folder, migrated with the app's own migrator, then driven with plain SQL.
 */
import { rmSync } from "node:fs";
import postgres from "postgres";
import type { PGlite } from "@electric-sql/pglite";
import type { BenchMode } from "./config";
import { BENCH } from "./config";

export type SqlRunner = {
  kind: "postgres" | "pglite";
  exec: (sql: string) => Promise<void>;
  query: <T>(sql: string, params?: unknown[]) => Promise<T[]>;
};

/** Drops and creates the bench database. Refuses a name without "bench" unless told (it is dropped). */
export async function recreatePostgresDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name in BENCH_DATABASE_URL: ${name}`);
  if (!name.includes("bench") && process.env.BENCH_ALLOW_DROP !== "1") {
    throw new Error(`The bench drops and recreates ${name}; name it with "bench" or set BENCH_ALLOW_DROP=1.`);
  }
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const sql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`drop database if exists "${name}" with (force)`);
    await sql.unsafe(`create database "${name}"`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Points the app's database module at the bench database (before anything reads the env). */
export function selectBenchDatabase(mode: BenchMode): void {
  if (mode.pglite) {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = BENCH.pgliteDir;
  } else {
    process.env.DATABASE_URL = BENCH.databaseUrl;
  }
  process.env.AUTH_SECRET = BENCH.authSecret;
  process.env.SEED_DEMO = "0";
  process.env.MAIL_OUTBOX_DIR = ".data/bench-mail";
  process.env.UPLOADS_DIR = ".data/bench-uploads";
}

export async function prepareBenchDatabase(mode: BenchMode): Promise<void> {
  if (mode.pglite) rmSync(BENCH.pgliteDir, { recursive: true, force: true });
  else await recreatePostgresDatabase(BENCH.databaseUrl);
  const { migrateDatabase } = await import("@/db/migrate");
  await migrateDatabase();
}

/**
 * Plain SQL on the app's own handle: one reserved connection of its pool (session settings
 * hold), or the PGlite instance. `release` gives the connection back.
 */
export async function openRunner(): Promise<SqlRunner & { release: () => void }> {
  const { getHandle } = await import("@/db/client");
  const handle = await getHandle();
  const client = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.kind === "pglite") {
    const pg = client as PGlite;
    return {
      kind: "pglite",
      exec: async (sql) => {
        await pg.exec(sql);
      },
      query: async <T>(sql: string, params: unknown[] = []) => (await pg.query<T>(sql, params)).rows,
      release: () => {},
    };
  }
  const conn = await (client as postgres.Sql).reserve();
  return {
    kind: "postgres",
    exec: async (sql) => {
      await conn.unsafe(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) =>
      (await conn.unsafe(sql, params as postgres.ParameterOrJSON<never>[])) as unknown as T[],
    release: () => conn.release(),
  };
}
