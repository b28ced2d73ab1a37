/**
 * "The same query's own time in the database": each scenario's route is called in-process
 * (as the tests do) while the app's query hook records its statements and parameters; each
 * statement is then run under EXPLAIN ANALYZE inside a transaction that is rolled back. The
 * figure is the sum over the call's statements (planning + execution), median of three runs.
 */
import { NextRequest } from "next/server";
import type { SqlRunner } from "./database";
import { locationBody, multipartBoundary, type Scenario } from "./scenarios";

export type RouteModule = Record<string, (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>>;

export type Explained = {
  /** Statements the call sent (the caller's identity included). */
  statements: number;
  /** Planning + execution time of all of them, ms. */
  dbMs: number;
  /** The slowest statement's plan, first lines, for the record. */
  slowest: { ms: number; sql: string; plan: string[] };
  status: number;
};

/** The scenario's request, as autocannon sends it; `step` takes the driver calls in turn. */
export function requestOf(scenario: Scenario, step = 0): NextRequest {
  const url = new URL(scenario.path, "http://localhost:3000");
  const headers = new Headers();
  if (scenario.token) headers.set("authorization", `Bearer ${scenario.token}`);
  if (scenario.driverCalls) {
    const call = scenario.driverCalls[step % scenario.driverCalls.length]!;
    url.searchParams.set("token", call.token);
    headers.set("content-type", `multipart/form-data; boundary=${multipartBoundary}`);
    return new NextRequest(url, { method: scenario.method, headers, body: locationBody(call, step) });
  }
  return new NextRequest(url, { method: scenario.method, headers });
}

type PlanNode = { "Execution Time": number; "Planning Time": number; Plan: unknown };

async function explainOnce(db: SqlRunner, sql: string, params: unknown[]): Promise<{ ms: number; plan: string[] }> {
  await db.exec("begin");
  try {
    const rows = await db.query<Record<string, unknown>>(`explain (analyze, format json) ${sql}`, params);
    const raw = Object.values(rows[0]!)[0];
    const [root] = (typeof raw === "string" ? JSON.parse(raw) : raw) as PlanNode[];
    const text = await db.query<Record<string, string>>(`explain (analyze, costs off) ${sql}`, params);
    return { ms: root!["Planning Time"] + root!["Execution Time"], plan: text.map((r) => Object.values(r)[0]!).slice(0, 12) };
  } finally {
    await db.exec("rollback");
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function explainScenario(db: SqlRunner, scenario: Scenario): Promise<Explained> {
  const { onQuery } = await import("@/db/client");
  const mod = (await import(scenario.route)) as RouteModule;
  const handler = mod[scenario.method];
  if (!handler) throw new Error(`${scenario.route} has no ${scenario.method}`);

  let captured: { sql: string; params: unknown[] }[] = [];
  let status = 0;
  for (let run = 0; run < 2; run++) {
    captured = [];
    const stop = onQuery((sql, params) => captured.push({ sql, params }));
    try {
      const res = await handler(requestOf(scenario), { params: Promise.resolve({}) });
      status = res.status;
      await res.text();
    } finally {
      stop();
    }
  }

  let dbMs = 0;
  let slowest = { ms: -1, sql: "", plan: [] as string[] };
  for (const { sql, params } of captured) {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await explainOnce(db, sql, params));
    const ms = median(runs.map((r) => r.ms));
    dbMs += ms;
    if (ms > slowest.ms) slowest = { ms, sql, plan: runs[0]!.plan };
  }
  return { statements: captured.length, dbMs, slowest, status };
}
