import type postgres from "postgres";
import { describe, expect, it } from "vitest";
import { PLAN_PER_CALL, preparedByDefault } from "./prepared-statements";

type Call = { query: string; args: unknown[]; options: Record<string, unknown> };

/** A stand-in for postgres.js: records how each statement would be sent. */
function fakeSql(calls: Call[]) {
  const sql = {
    unsafe: (query: string, args: unknown[] = [], options: Record<string, unknown> = {}) => {
      calls.push({ query, args, options });
      return Promise.resolve([]);
    },
    begin: (callback: (inner: unknown) => unknown) => callback(fakeSql(calls)),
    savepoint: (callback: (inner: unknown) => unknown) => callback(fakeSql(calls)),
  };
  return sql as unknown as postgres.Sql;
}

describe("preparedByDefault", () => {
  it("prepares drizzle's unnamed statements and leaves a text without values to postgres.js", async () => {
    const calls: Call[] = [];
    const sql = preparedByDefault(fakeSql(calls));
    await sql.unsafe("select * from jobs where id = $1", [1], { prepare: false });
    await sql.unsafe("select 1", [], { prepare: false });
    expect(calls.map((c) => c.options)).toEqual([{ prepare: true }, { prepare: true }]);
  });

  it("sends a named statement without values prepared, not by the simple protocol", async () => {
    const calls: Call[] = [];
    const sql = preparedByDefault(fakeSql(calls));
    await sql.unsafe("select status, count from job_status_totals", [], { prepare: true });
    expect(calls[0]!.options).toEqual({ prepare: true, simple: false });
  });

  it("sends a statement marked PLAN_PER_CALL unprepared, so it is planned for its values each time", async () => {
    const calls: Call[] = [];
    const sql = preparedByDefault(fakeSql(calls));
    await sql.unsafe(`select id from (select id from jobs where vin_number ilike $1 ${PLAN_PER_CALL}) as matched`, ["%A%"], {
      prepare: false,
    });
    expect(calls[0]!.options).toEqual({ prepare: false });
  });

  it("does the same inside transactions and savepoints", async () => {
    const calls: Call[] = [];
    const sql = preparedByDefault(fakeSql(calls));
    await sql.begin(async (tx) => {
      await tx.unsafe("select 1 from jobs where id = $1", [1], { prepare: false });
      await tx.savepoint(async (inner) => {
        await inner.unsafe("select count from job_status_totals", [], { prepare: true });
        await inner.unsafe(`select 1 ${PLAN_PER_CALL}`, [], { prepare: false });
      });
    });
    expect(calls.map((c) => c.options)).toEqual([{ prepare: true }, { prepare: true, simple: false }, { prepare: false }]);
  });
});
