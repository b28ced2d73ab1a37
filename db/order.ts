import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * `col desc nulls last`, the order the list indexes are built in (drizzle-kit writes
 * `.desc()` as DESC NULLS LAST). A bare `desc` means NULLS FIRST in PostgreSQL, which no such
 * index can serve, even on NOT NULL columns: every list would sort the whole table.
 */
export function descNullsLast(column: AnyColumn): SQL {
  return sql`${column} desc nulls last`;
}
