import type postgres from "postgres";

type UnsafeOptions = { prepare?: boolean; simple?: boolean };
type Unsafe = (query: string, args?: unknown[], options?: UnsafeOptions) => unknown;
type Scoped = (...args: unknown[]) => unknown;

/**
 * Marks a statement whose best plan depends on its values (a job search for two letters, which
 * no trigram index narrows). Put anywhere in its text, it is sent unprepared, so PostgreSQL
 * plans it for its values on every call.
 */
export const PLAN_PER_CALL = "/* plan per call */";

/**
 * drizzle sends every query through postgres.js `unsafe()` with prepare: false (unless named):
 * each statement then costs a Parse/Describe round trip before its Bind/Execute one, twice the
 * latency (measured: about 370 µs against 175 µs per query here). This makes `unsafe()`
 * prepare, for the pool and for the connection of each transaction and savepoint, except the
 * statements marked PLAN_PER_CALL.
 *
 * A prepared statement is planned by PostgreSQL's own rule (plan_cache_mode auto): planned for
 * its values five times, then once for any values (a generic plan) if that plan costs no more.
 * So a read by id, the caller's identity, the counters and the position of a trip are planned
 * once per connection (planning was most of their time in the database: 0.08 of 0.09 ms for
 * the identity), while a statement whose plan would depend on its values keeps being planned
 * per call (a page with LIMIT and OFFSET values: PostgreSQL prices a generic plan of those
 * above the custom ones).
 */
export function preparedByDefault<T extends postgres.Sql | postgres.TransactionSql>(sql: T): T {
  const target = sql as unknown as { unsafe: Unsafe; begin?: Scoped; savepoint?: Scoped };
  const unsafe = target.unsafe.bind(sql);
  // drizzle passes prepare: false for every unnamed query; that is the default overridden here.
  // postgres.js sends a query without values by the simple protocol, never prepared, since such
  // a text may hold several statements; drizzle's named statements (prepare: true, our hot
  // calls) are one statement each, so they are prepared with or without values.
  target.unsafe = (query, args = [], options = {}) =>
    unsafe(query, args, { ...options, ...(options.prepare ? { simple: false } : {}), prepare: !query.includes(PLAN_PER_CALL) });
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
