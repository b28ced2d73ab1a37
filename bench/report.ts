/**
 * The figures against the issue's targets: bench/results/<mode>.json and .md, the same as
 * latest.json and latest.md, and the table on the console.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { TARGETS, type BenchMode, modeName } from "./config";
import type { Explained } from "./explain";
import type { FirstLoad } from "./first-load";
import type { FlowResult } from "./inspection-upload";
import type { LighthouseResult } from "./lighthouse";
import type { LoadResult } from "./load";
import type { RateResult } from "./outbox-drain";
import type { Scenario } from "./scenarios";

export type CallFigures = {
  key: string;
  label: string;
  target: Scenario["target"];
  isListPage1?: boolean;
  load: LoadResult;
  explain: Explained;
};

export type BenchReport = {
  mode: string;
  startedAt: string;
  machine: { cores: number; cpu: string; memoryGb: number; node: string; database: string; loadAverage: number[] };
  data: Record<string, number>;
  timings: Record<string, number>;
  calls: CallFigures[];
  firstLoad: FirstLoad[];
  /** Whole flows in a browser, timed end to end (older result files have none). */
  flows?: FlowResult[];
  /** In-process throughputs (older result files have none). */
  rates?: RateResult[];
  lighthouse: LighthouseResult[];
  /** --pglite: its admin list p95 against PostgreSQL's at the same size (bench/results/quick-postgres.json). */
  pgliteComparison?: { postgresRun: string | null; rows: { key: string; pglite: number; postgres: number | null; ratio: number | null }[] };
};

const RESULTS = "bench/results";
const mark = (ok: boolean | null) => (ok === null ? "—" : ok ? "✅" : "❌");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : "—");

function targetText(call: CallFigures): string {
  const t = call.target;
  if (t.kind === "p95") return `p95 ≤ ${t.ms} ms`;
  if (t.kind === "rps") return `≥ ${t.min.toLocaleString("en-US")}/s, 0 errors`;
  return "ceiling";
}

function meets(call: CallFigures): boolean | null {
  const errors = call.load.errors + call.load.non2xx;
  const t = call.target;
  if (t.kind === "p95") return errors === 0 && call.load.p95 <= t.ms;
  if (t.kind === "rps") return errors === 0 && call.load.rps >= t.min;
  return errors === 0 ? null : false;
}

/** The slowest list page 1 against the health route's mean throughput (measured first and last). */
export function throughputRatio(report: BenchReport): { list: CallFigures; ratio: number } | null {
  const ceilings = report.calls.filter((c) => c.target.kind === "ceiling");
  const lists = report.calls.filter((c) => c.isListPage1);
  if (!ceilings.length || !lists.length) return null;
  const health = ceilings.reduce((sum, c) => sum + c.load.rps, 0) / ceilings.length;
  if (health === 0) return null;
  const slowest = lists.reduce((a, b) => (b.load.rps < a.load.rps ? b : a));
  return { list: slowest, ratio: slowest.load.rps / health };
}

export function comparePglite(report: BenchReport): BenchReport["pgliteComparison"] {
  const file = `${RESULTS}/quick-postgres.json`;
  const postgres: BenchReport | null = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as BenchReport) : null;
  const rows = report.calls
    .filter((c) => c.isListPage1 || c.key === "customer-list")
    .map((c) => {
      const other = postgres?.calls.find((p) => p.key === c.key);
      return { key: c.key, pglite: c.load.p95, postgres: other?.load.p95 ?? null, ratio: other ? c.load.p95 / other.load.p95 : null };
    });
  return { postgresRun: postgres?.startedAt ?? null, rows };
}

export function renderMarkdown(report: BenchReport): string {
  const lines: string[] = [];
  const m = report.machine;
  lines.push(`### Benchmark ${report.mode} (${report.startedAt})`, "");
  lines.push(
    `Machine: ${m.cores} cores (${m.cpu}), ${m.memoryGb} GB memory, Node ${m.node}, ${m.database}; server, database and load generator on the same machine ` +
      `(1-minute load average ${m.loadAverage[0]} before the run and at most ${m.loadAverage[1]} during the load, of which the run itself (server, database, load generator) accounts for about 2 to 3: more means other work shared the cores).`,
    `Data: ${Object.entries(report.data)
      .filter(([k]) => k !== "tracked_job_id")
      .map(([k, v]) => `${v.toLocaleString("en-US")} ${k.replace(/_/g, " ")}`)
      .join(
        ", ",
      )}. ${report.timings.fillMs > 0 ? `Fill ${(report.timings.fillMs / 1000).toFixed(0)} s` : "Data of an earlier fill (--skip-fill)"}, build ${(report.timings.buildMs / 1000).toFixed(0)} s.`,
    `Load: autocannon, 10 connections, no pipelining, ${report.timings.durationSeconds} s per call after a warm-up of every call. "DB ms" is the call's own statements under EXPLAIN ANALYZE (planning + execution, summed; the caller's identity lookup included). "CPU ms/req" is the CPU time the server's processes and PostgreSQL's spent per request during the load (from /proc; it varies far less than latency when other work shares the cores).`,
    "",
  );
  lines.push(
    "| call | p50 ms | p95 ms | p99 ms | req/s | errors | DB ms (statements) | CPU ms/req server + DB | target | |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |",
  );
  for (const c of report.calls) {
    const l = c.load;
    lines.push(
      `| ${c.label} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${l.rps.toFixed(0)} | ${l.errors + l.non2xx} | ${c.explain.dbMs.toFixed(2)} (${c.explain.statements}) | ${cpuText(l.cpu)} | ${targetText(c)} | ${mark(meets(c))} |`,
    );
  }
  const ratio = throughputRatio(report);
  if (ratio) {
    lines.push(
      `| job list throughput / health throughput (slowest list: ${ratio.list.key}; health: the mean of its two runs) | | | | ${ratio.ratio.toFixed(2)} | | | | ≥ ${TARGETS.listToHealthThroughput} | ${mark(ratio.ratio >= TARGETS.listToHealthThroughput)} |`,
    );
  }
  if (report.pgliteComparison) {
    const pc = report.pgliteComparison;
    lines.push(
      "",
      `PGlite against PostgreSQL at the same size (PostgreSQL run: ${pc.postgresRun ?? "none yet: run npm run bench -- --quick first"}):`,
      "",
    );
    lines.push("| list call | PGlite p95 ms | PostgreSQL p95 ms | ratio | target | |", "| --- | ---: | ---: | ---: | --- | --- |");
    for (const r of pc.rows) {
      lines.push(
        `| ${r.key} | ${ms(r.pglite)} | ${r.postgres === null ? "—" : ms(r.postgres)} | ${r.ratio === null ? "—" : r.ratio.toFixed(2)} | ≤ ${TARGETS.pgliteToPostgres} × | ${mark(r.ratio === null ? null : r.ratio <= TARGETS.pgliteToPostgres)} |`,
      );
    }
  }
  if (report.firstLoad.length) {
    lines.push("", "First-load JavaScript (gzipped JS chunks each page's HTML loads, production build):", "");
    lines.push("| page | scripts | gzipped | limit | |", "| --- | ---: | ---: | ---: | --- |");
    for (const f of report.firstLoad) {
      const where = f.finalPath !== f.path.split("?")[0] ? ` → ${f.finalPath}` : "";
      lines.push(
        `| ${f.label}${where} | ${f.scripts} | ${kb(f.gzipBytes)} | ${kb(f.limit)} | ${mark(f.status === 200 && f.gzipBytes <= f.limit)} |`,
      );
    }
  }
  if (report.flows?.length) {
    lines.push("", "Browser flows (production build, local Chromium):", "");
    lines.push("| flow | ms | target | |", "| --- | ---: | --- | --- |");
    for (const f of report.flows) {
      if (f.ms === null) lines.push(`| ${f.label} | blocked: ${f.blocked} | ≤ ${f.targetMs} ms | ❌ |`);
      else lines.push(`| ${f.label} | ${f.ms} | ≤ ${f.targetMs.toLocaleString("en-US")} ms | ${mark(f.ms <= f.targetMs)} |`);
    }
  }
  if (report.rates?.length) {
    // The targets are PostgreSQL's: PGlite's figure is shown without a verdict.
    const isPostgres = !report.mode.endsWith("pglite");
    lines.push("", "Throughput in process:", "");
    lines.push("| what | per second | target | |", "| --- | ---: | --- | --- |");
    for (const r of report.rates) {
      const target = `≥ ${r.targetPerSecond.toLocaleString("en-US")}/s on PostgreSQL`;
      if (r.perSecond === null) lines.push(`| ${r.label} | blocked: ${r.blocked} | ${target} | ❌ |`);
      else lines.push(`| ${r.label} | ${r.perSecond} | ${target} | ${mark(isPostgres ? r.perSecond >= r.targetPerSecond : null)} |`);
    }
  }
  if (report.lighthouse.length) {
    lines.push("", "Lighthouse performance, mobile (default throttling), local Chromium:", "");
    lines.push("| page | score | LCP ms | TBT ms | CLS | target | |", "| --- | ---: | ---: | ---: | ---: | --- | --- |");
    for (const r of report.lighthouse) {
      if (r.score === null) lines.push(`| ${r.label} | blocked: ${r.blocked} | | | | ≥ ${r.min} | ❌ |`);
      else lines.push(`| ${r.label} | ${r.score} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ≥ ${r.min} | ${mark(r.score >= r.min)} |`);
    }
  }
  return lines.join("\n") + "\n";
}

/** Session cookies and link tokens stay out of the files (they are signed with the bench secret only, still). */
function withoutSecrets(report: BenchReport): BenchReport {
  const path = (p: string) => p.replace(/token=[^&]+/, "token=…");
  return {
    ...report,
    firstLoad: report.firstLoad.map(({ cookie: _cookie, ...f }) => ({ ...f, path: path(f.path) })),
    lighthouse: report.lighthouse.map(({ cookie: _cookie, ...r }) => ({ ...r, path: path(r.path) })),
  };
}

/** Older result files have no CPU figures. */
const cpuText = (cpu: { server: number; database: number } | undefined) =>
  cpu && Number.isFinite(cpu.server) ? `${cpu.server.toFixed(2)} + ${cpu.database.toFixed(2)}` : "–";

export function writeReport(full: BenchReport, mode: BenchMode): string {
  mkdirSync(RESULTS, { recursive: true });
  const report = withoutSecrets(full);
  const markdown = renderMarkdown(report);
  const json = JSON.stringify(report, null, 2) + "\n";
  const name = modeName(mode);
  writeFileSync(`${RESULTS}/${name}.json`, json);
  writeFileSync(`${RESULTS}/${name}.md`, markdown);
  writeFileSync(`${RESULTS}/latest.json`, json);
  writeFileSync(`${RESULTS}/latest.md`, markdown);
  return markdown;
}
