import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedPglite } from "./pglite-prepared";
import { PLAN_PER_CALL } from "./pglite-prepared";

let pg: PGlite;

beforeAll(async () => {
  pg = preparedPglite(new PGlite());
  await pg.exec(`create table t (id serial primary key, name text not null unique, at timestamptz, n int, ok boolean, doc jsonb)`);
});
afterAll(() => pg.close());

const prepared = () =>
  pg.query<{ statement: string; generic_plans: number; custom_plans: number }>(
    `select statement, generic_plans::int, custom_plans::int from pg_prepared_statements ${PLAN_PER_CALL}`,
  );

describe("preparedPglite", () => {
  it("answers as PGlite does: values in and out, nulls, rows as objects or arrays, the caller's parsers", async () => {
    const at = new Date("2026-11-23T10:00:00.000Z");
    const inserted = await pg.query<{ id: number }>(`insert into t (name, at, n, ok, doc) values ($1, $2, $3, $4, $5) returning id`, [
      "a",
      at,
      7,
      true,
      { k: [1] },
    ]);
    expect(inserted.rows).toEqual([{ id: 1 }]);
    await pg.query(`insert into t (name, at, n, ok, doc) values ($1, $2, $3, $4, $5)`, ["b", null, null, null, null]);
    const rows = await pg.query(`select name, at, n, ok, doc from t where name = any($1) order by id`, [["a", "b"]]);
    expect(rows.rows).toEqual([
      { name: "a", at, n: 7, ok: true, doc: { k: [1] } },
      { name: "b", at: null, n: null, ok: null, doc: null },
    ]);
    expect(rows.fields.map((f) => f.name)).toEqual(["name", "at", "n", "ok", "doc"]);
    const raw = await pg.query(`select name, at from t where id = $1`, [1], {
      rowMode: "array",
      parsers: { [types.TIMESTAMPTZ]: (value) => value },
    });
    expect(raw.rows).toEqual([["a", "2026-11-23 10:00:00+00"]]);
    const updated = await pg.query(`update t set n = n + 1 where id = $1`, [1]);
    expect(updated.affectedRows).toBe(1);
  });

  it("prepares each statement once and lets the backend keep a plan made for any value", async () => {
    for (let id = 0; id < 7; id++) await pg.query(`select name from t where id = $1`, [id]);
    const [statement] = (await prepared()).rows.filter((p) => p.statement === "select name from t where id = $1");
    expect(statement).toMatchObject({ custom_plans: 5 });
    expect(statement!.generic_plans).toBeGreaterThan(0);
  });

  it("leaves statements marked PLAN_PER_CALL unprepared", async () => {
    await pg.query(`select count(*) from t where name ilike $1 ${PLAN_PER_CALL}`, ["%a%"]);
    expect((await prepared()).rows.filter((p) => p.statement.includes(PLAN_PER_CALL))).toEqual([]);
  });

  it("reports a failed statement as PGlite does and stays usable", async () => {
    await expect(pg.query(`insert into t (name) values ($1)`, ["a"])).rejects.toMatchObject({ code: "23505" });
    await expect(pg.query(`select nope from t where id = $1`, [1])).rejects.toMatchObject({ code: "42703" });
    expect((await pg.query(`select count(*)::int as n from t where id > $1`, [0])).rows).toEqual([{ n: 2 }]);
  });

  it("runs inside transactions: committed, rolled back, aborted by a failed statement", async () => {
    await pg.transaction(async (tx) => {
      await tx.query(`insert into t (name) values ($1)`, ["c"]);
    });
    await pg
      .transaction(async (tx) => {
        await tx.query(`insert into t (name) values ($1)`, ["d"]);
        await tx.query(`insert into t (name) values ($1)`, ["a"]); // duplicate: the transaction fails
      })
      .catch(() => {});
    await pg.transaction(async (tx) => {
      await tx.query(`insert into t (name) values ($1)`, ["e"]);
      await tx.rollback();
    });
    const names = await pg.query<{ name: string }>(`select name from t where id > $1 order by id`, [0]);
    expect(names.rows.map((r) => r.name)).toEqual(["a", "b", "c"]);
  });
});
