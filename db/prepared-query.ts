import type { DbOrTx } from "./client";

const built = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A drizzle query built once per database handle (or transaction) and name, then only given
 * its values (`.execute({…})`). Building a statement with drizzle costs about as much Node time
 * as PostgreSQL spends answering a small one, so the hot calls' statements are built once.
 * `name` must say everything the built statement depends on besides its placeholders.
 */
export function preparedQuery<Q>(db: DbOrTx, name: string, build: (name: string) => Q): Q {
  let byName = built.get(db);
  if (!byName) built.set(db, (byName = new Map()));
  let query = byName.get(name) as Q | undefined;
  if (query === undefined) byName.set(name, (query = build(name)));
  return query;
}
