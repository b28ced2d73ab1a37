import type postgres from "postgres";

type UnsafeOptions = { prepare?: boolean; simple?: boolean };
type Unsafe = (query: string, args?: unknown[], options?: UnsafeOptions) => unknown;
type Scoped = (...args: unknown[]) => unknown;

/**
 * drizzle sends every query through postgres.js `unsafe()` with prepare: false (unless named):
 * each statement then costs a Parse/Describe round trip before its Bind/Execute one, twice the
 * latency (measured: about 370 µs against 175 µs per query here). This makes `unsafe()`
 * prepare, for the pool and for the connection of each transaction and savepoint.
 * The plans stay custom (plan_cache_mode, db/client.ts): only parsing is saved, so a
 * statement never runs with a generic plan that suits one value and not another.
 */
export function preparedByDefault<T extends postgres.Sql | postgres.TransactionSql>(sql: T): T {
  const target = sql as unknown as { unsafe: Unsafe; begin?: Scoped; savepoint?: Scoped };
  const unsafe = target.unsafe.bind(sql);
  // drizzle passes prepare: false for every unnamed query; that is the default overridden here.
  target.unsafe = (query, args = [], options = {}) => unsafe(query, args, { ...options, prepare: true });
  for (const scope of ["begin", "savepoint"] as const) {
    const original = target[scope]?.bind(sql);
    if (!original) continue;
    target[scope] = (...args: unknown[]) => {
      const callback = args.pop() as (inner: postgres.TransactionSql) => unknown;
      return original(...args, (inner: postgres.TransactionSql) => callback(preparedByDefault(inner)));
    };
  }
  return sql;
}
