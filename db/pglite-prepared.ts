import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";

/**
 * Marks a statement whose best plan depends on its values (a job search for two letters, which
 * no trigram index narrows): PGlite's handle leaves it unprepared, so it is planned each call.
 * (On PostgreSQL only named statements are prepared, and a search is not one.)
 */
export const PLAN_PER_CALL = "/* plan per call */";

type Statement = { name: string; types: number[] };
type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** Enough for every statement the app builds; past it, new texts take PGlite's own path. */
const MAX_STATEMENTS = 1_000;
const { serialize } = protocol;

const messageOf = (parts: Uint8Array[]) => Buffer.concat(parts);

/**
 * PGlite's query() parses and plans every statement again, in six calls into its WebAssembly
 * backend (parse, describe, bind, describe, execute, sync). This makes the app's handle prepare
 * each statement once, by name, and run it with one call (bind, describe, execute, sync); the
 * backend then plans it as a server would a prepared statement. Its answers are PGlite's own
 * (parseResults, with the caller's parsers). Statements marked PLAN_PER_CALL keep PGlite's path.
 */
export function preparedPglite(pg: PGlite): PGlite {
  const statements = new Map<string, Statement>();
  const prepares = (text: string) => !text.includes(PLAN_PER_CALL) && (statements.has(text) || statements.size < MAX_STATEMENTS);

  async function statementOf(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const known = statements.get(text);
    if (known) return known;
    const name = `vtj_${statements.size + 1}`;
    const described = await pg.execProtocolStream(
      messageOf([serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: "S", name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, types: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    return statement;
  }

  /** One statement, with the query lock PGlite's own queries take; synced to disk outside a transaction. */
  function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    return pg._runExclusiveQuery(async () => {
      const statement = await statementOf(text, options);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = statement.types[i]!;
        const serializer = options?.serializers?.[type] ?? pg.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const messages = await pg.execProtocolStream(
        messageOf([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: "P" }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      if (!inTransaction) await pg.syncToFs();
      return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
    });
  }

  const query: Query = pg.query.bind(pg);
  pg.query = ((text, params = [], options) => (prepares(text) ? run(text, params, options, false) : query(text, params, options))) as Query;

  const transaction = pg.transaction.bind(pg);
  pg.transaction = (callback) =>
    transaction((tx: Transaction) => {
      const txQuery: Query = tx.query.bind(tx);
      tx.query = ((text, params = [], options) =>
        !tx.closed && prepares(text) ? run(text, params, options, true) : txQuery(text, params, options)) as Query;
      return callback(tx);
    });
  return pg;
}
