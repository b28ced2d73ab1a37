import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { env } from "@/lib/env";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Queries and services take either the database or a transaction. */
export type DbOrTx = Db | Tx;

type Handle = { db: Db; kind: "pglite" | "postgres"; close: () => Promise<void> };

type QueryListener = (query: string, params: unknown[]) => void;
const queryListeners = new Set<QueryListener>();
// drizzle calls the logger with every statement it sends; listeners are few and cheap (tests
// count statements, the benchmark explains them).
const logger = { logQuery: (query: string, params: unknown[]) => queryListeners.forEach((listener) => listener(query, params)) };

/** Calls the listener with every statement sent through the app's handle; returns the unsubscribe. */
export function onQuery(listener: QueryListener): () => void {
  queryListeners.add(listener);
  return () => queryListeners.delete(listener);
}

// Kept on globalThis: Next bundles instrumentation and routes separately, and dev hot reload
// re-evaluates modules; both must share one client (two PGlite instances lose writes).
const globalKey = Symbol.for("vtj.db");
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Handle> };
const store = globalThis as GlobalWithDb;

/** The one database handle: PGlite when DATABASE_URL is unset, PostgreSQL otherwise. */
export function getDb(): Promise<Db> {
  return getHandle().then((h) => h.db);
}

export function getHandle(): Promise<Handle> {
  store[globalKey] ??= open().catch((error: unknown) => {
    store[globalKey] = undefined;
    throw error;
  });
  return store[globalKey];
}

export async function closeDb(): Promise<void> {
  const pending = store[globalKey];
  store[globalKey] = undefined;
  if (pending) await (await pending).close();
}

async function open(): Promise<Handle> {
  const { DATABASE_URL, PGLITE_DIR, PGLITE_TEMPLATE } = env();
  if (DATABASE_URL) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    // The hot calls' statements are named (db/prepared-query.ts), so postgres.js prepares them:
    // parsed once per connection, planned by PostgreSQL's own rule (plan_cache_mode auto).
    const client = preparedWhenNamed(postgres(DATABASE_URL, { max: 10, onnotice: () => {}, connection: { plan_cache_mode: "auto" } }));
    const db = drizzle(client, { schema, casing: "snake_case", logger }) as unknown as Db;
    return { db, kind: "postgres", close: () => client.end({ timeout: 5 }) };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  // Trigram indexes of the job search (migration 0001) need the extension in PGlite too.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const inMemory = PGLITE_DIR.startsWith("memory://");
  const dir = inMemory ? PGLITE_DIR : path.resolve(PGLITE_DIR);
  const release = inMemory ? () => {} : lockFolder(dir);
  try {
    const { preparedPglite } = await import("./pglite-prepared");
    // In memory from a template (the tests: a migrated database, restored in a second instead of made in five).
    const loadDataDir = inMemory && PGLITE_TEMPLATE ? new Blob([readFileSync(PGLITE_TEMPLATE)]) : undefined;
    const client = preparedPglite(
      inMemory ? new PGlite({ extensions: { pg_trgm }, loadDataDir }) : new PGlite(dir, { extensions: { pg_trgm } }),
    );
    await client.waitReady;
    const db = drizzle(client, { schema, casing: "snake_case", logger }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite has no server: two processes on one folder both "work" and writes are lost.
 * An exclusive lock file beside the folder refuses the second opener with a clear message.
 */
export function lockFolder(dir: string): () => void {
  const lockPath = `${dir}.lock`;
  mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreateLock(lockPath)) {
      const release = () => rmSync(lockPath, { force: true });
      process.once("exit", release);
      return () => {
        process.removeListener("exit", release);
        release();
      };
    }
    const holder = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
    if (holder === process.pid) return () => {};
    if (Number.isInteger(holder) && isAlive(holder)) {
      throw new Error(
        `The embedded database folder ${dir} is in use by another process (pid ${holder}). ` +
          "Stop that process, or give this one its own PGLITE_DIR, or use a PostgreSQL server (DATABASE_URL).",
      );
    }
    rmSync(lockPath, { force: true }); // left by a process that died: take it over
  }
  throw new Error(`Could not lock the embedded database folder ${dir}.`);
}

function tryCreateLock(lockPath: string): boolean {
  try {
    const fd = openSync(lockPath, "wx");
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

type Unsafe = (query: string, args?: unknown[], options?: { prepare?: boolean; simple?: boolean }) => unknown;
type Scoped = (...args: unknown[]) => unknown;

/**
 * drizzle asks postgres.js to prepare its named statements (prepare: true), but postgres.js sends
 * a statement without values by the simple protocol, which never prepares: the staff's first
 * page of "all" and the staff's counters were planned on every call (+0.3 ms of PostgreSQL's
 * CPU for that page, measured). A named statement is sent prepared whatever its values, in a
 * transaction too.
 */
function preparedWhenNamed<T>(client: T): T {
  const target = client as { unsafe: Unsafe; begin?: Scoped; savepoint?: Scoped };
  const unsafe = target.unsafe.bind(client);
  target.unsafe = (query, args = [], options = {}) => unsafe(query, args, options.prepare ? { ...options, simple: false } : options);
  for (const scope of ["begin", "savepoint"] as const) {
    const open = target[scope]?.bind(client);
    if (!open) continue;
    target[scope] = (...args: unknown[]) => {
      const work = args.pop() as (inner: unknown) => unknown;
      return open(...args, (inner: unknown) => work(preparedWhenNamed(inner)));
    };
  }
  return client;
}
