/**
 * npm run bench [-- --quick] [-- --pglite] [--skip-build] [--skip-lighthouse] [--skip-fill] [--only=key,…]
 *
 * Fills a dedicated database (BENCH_DATABASE_URL, default the local "bench" database, dropped
 * and created again; or a fresh PGlite folder with --pglite), explains each measured call's
 * statements, builds and starts the production server against it, loads each call with
 * autocannon, measures first-load JS and Lighthouse, and writes bench/results. Not run by CI.
 * --skip-fill reuses the database of an earlier run of the same size; --only=key,… measures
 * only those calls (keys as printed, prefixes allowed), no pages, and writes no results: for
 * trying a change quickly.
 */
import type { FlowResult } from "./inspection-upload";
import type { RateResult } from "./outbox-drain";
import os from "node:os";
import { BENCH, modeName, parseMode, sizesFor, TARGETS } from "./config";
import { openRunner, prepareBenchDatabase, selectBenchDatabase } from "./database";

const mode = parseMode(process.argv.slice(2));
selectBenchDatabase(mode); // before anything reads the environment
const startedAt = new Date();
const loadAverageAtStart = os.loadavg()[0]!;
const log = (line: string) => console.log(line);
const round1 = (n: number) => Math.round(n * 10) / 10;
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function main() {
  const { countData, fillDatabase } = await import("./fill");
  const { explainScenario } = await import("./explain");
  const { buildScenarios, loadContext } = await import("./scenarios");
  const { buildApp, startServer } = await import("./server");
  const { measureScenario, measureUnderFlood, warmUp } = await import("./load");
  const { measureFirstLoad } = await import("./first-load");
  const { runLighthouse } = await import("./lighthouse");
  const { measureInspectionUpload, measureOfflinePhotos } = await import("./inspection-upload");
  const { measureBolIssue } = await import("./bol-issue");
  const { measureVinDecode } = await import("./vin-decode");
  const { measureExpensesList } = await import("./expenses-list");
  const { measureOutboxDrain } = await import("./outbox-drain");
  const { measurePriceQuote } = await import("./price-quote");
  const { measureInvoiceMonthly } = await import("./invoice-monthly");
  const { measureInvoiceList } = await import("./invoice-list");
  const { runDispatchRow } = await import("./dispatch-data");
  const { comparePglite, writeReport } = await import("./report");
  const { hashPassword } = await import("@/lib/auth/password");
  const { closeDb } = await import("@/db/client");

  const sizes = sizesFor(mode);
  log(
    `Benchmark ${modeName(mode)}: ${sizes.jobs.toLocaleString("en-US")} jobs on ${mode.pglite ? `PGlite (${BENCH.pgliteDir})` : BENCH.databaseUrl}`,
  );

  let t = Date.now();
  let data: Record<string, number>;
  let fillMs = 0;
  if (mode.skipFill) {
    const { migrateDatabase } = await import("@/db/migrate");
    await migrateDatabase(); // migrations added since the fill
    const db = await openRunner();
    data = await countData(db);
    db.release();
    const expected = sizesFor(mode).jobs;
    if (data.jobs !== expected)
      throw new Error(`--skip-fill: the bench database holds ${data.jobs} jobs, not ${expected}; run without it first.`);
    log(`Reusing the filled database (--skip-fill): ${JSON.stringify(data)}`);
  } else {
    await prepareBenchDatabase(mode);
    log(`Migrated a fresh database (${seconds(t)})`);
    const filler = await openRunner();
    if (filler.kind === "postgres") {
      // This session only: bigger sort memory for the index builds of the load.
      await filler.exec("set maintenance_work_mem = '1GB'");
      await filler.exec("set synchronous_commit = off");
    }
    t = Date.now();
    log("Filling:");
    data = await fillDatabase(filler, sizes, await hashPassword(BENCH.password), log);
    fillMs = Date.now() - t;
    log(`Filled in ${seconds(t)}: ${JSON.stringify(data)}`);
    if (filler.kind === "postgres") {
      await filler.exec("reset maintenance_work_mem");
      await filler.exec("reset synchronous_commit");
    }
    filler.release();
  }
  const db = await openRunner();
  const [version] = await db.query<{ version: string }>("select version()");

  const ctx = await loadContext(db, mode);
  const FLOWS = [
    "inspection-upload",
    "offline-photos",
    "bol-issue",
    "vin-decode",
    "expenses-list",
    "outbox-drain",
    "price-quote",
    "invoice-monthly",
    "invoice-list",
    "dispatch-board",
    "dispatch-positions",
  ];
  const onlyFlows = mode.only.length > 0 && mode.only.every((key) => FLOWS.includes(key));
  const scenarios = buildScenarios(ctx, mode).filter((s) => !mode.only.length || mode.only.some((key) => s.key.startsWith(key)));
  if (!scenarios.length && !onlyFlows) throw new Error(`--only matched no call.`);
  log("EXPLAIN ANALYZE of each call's statements:");
  const explained = new Map<string, Awaited<ReturnType<typeof explainScenario>>>();
  for (const scenario of scenarios) {
    const e = await explainScenario(db, scenario);
    if (e.status >= 400) throw new Error(`${scenario.key}: the in-process call answered ${e.status}`);
    explained.set(scenario.key, e);
    log(`  ${scenario.key}: ${e.dbMs.toFixed(2)} ms in ${e.statements} statements (slowest ${e.slowest.ms.toFixed(2)} ms)`);
  }
  db.release();
  const flows: FlowResult[] = [];
  if (!onlyFlows || mode.only.includes("bol-issue")) {
    log("BOL issue (in process):");
    flows.push(await measureBolIssue(log));
  }
  if (!onlyFlows || mode.only.includes("vin-decode")) {
    log("VIN decode (in process):");
    flows.push(await measureVinDecode(log));
  }
  if (!onlyFlows || mode.only.includes("expenses-list")) {
    log("Waiting expenses list (in process):");
    flows.push(await measureExpensesList(log));
  }
  if (!onlyFlows || mode.only.includes("invoice-monthly")) {
    log("Monthly invoice of 2,000 jobs (in process):");
    flows.push(await measureInvoiceMonthly(log));
  }
  if (!onlyFlows || mode.only.includes("invoice-list")) {
    log("Invoice list at 200,000 invoices (in process):");
    flows.push(await measureInvoiceList(log));
  }
  const dispatchRows = [
    {
      key: "dispatch-board",
      script: "bench/dispatch-board.ts",
      label: "dispatch board, 500 active jobs and 100 drivers (server render, p95 of 50)",
      targetMs: TARGETS.dispatchBoardP95Ms,
    },
    {
      key: "dispatch-positions",
      script: "bench/dispatch-positions.ts",
      label: "live map's positions call, 2,000 jobs in transit (p95 of 100)",
      targetMs: TARGETS.dispatchPositionsP95Ms,
    },
  ];
  for (const { script, ...row } of dispatchRows) {
    if (onlyFlows && !mode.only.includes(row.key)) continue;
    log(`${row.label} (its own process and database):`);
    flows.push({ ...row, ms: runDispatchRow(script, mode.pglite ? null : BENCH.databaseUrl, log) });
  }
  await closeDb(); // PGlite: the outbox's drain and the server open the folder next
  const rates: RateResult[] = [];
  if (!onlyFlows || mode.only.includes("outbox-drain")) {
    log("Outbox drain (in process, SMTP):");
    rates.push(measureOutboxDrain(log));
  }
  if (!onlyFlows || mode.only.includes("price-quote")) {
    log("Pricing function (in process, CPU):");
    rates.push(measurePriceQuote(log));
  }
  if (onlyFlows && !mode.only.includes("inspection-upload") && !mode.only.includes("offline-photos")) return;

  t = Date.now();
  log("Building the app (npm run build, .next-bench):");
  const buildMs = buildApp(mode, log);
  log(`  built (${seconds(t)})`);

  const server = await startServer(mode);
  const loadSamples: number[] = [];
  const calls = [];
  const firstLoad = [];
  const inspectionFlow = async () => {
    log("Browser flows:");
    const noJob = "no approved job with a driver left";
    const results = [
      ctx.inspectionCall
        ? await measureInspectionUpload(ctx.inspectionCall, log)
        : { key: "inspection-upload", label: "pickup inspection", ms: null, targetMs: TARGETS.inspectionUploadMs, blocked: noJob },
      ctx.offlineCall
        ? await measureOfflinePhotos(ctx.offlineCall, log)
        : { key: "offline-photos", label: "photos taken without signal", ms: null, targetMs: TARGETS.offlinePhotosMs, blocked: noJob },
    ];
    for (const result of results) {
      if (result.blocked) log(`  ${result.key}: blocked: ${result.blocked}`);
      flows.push(result);
    }
  };
  let lighthouse: Awaited<ReturnType<typeof runLighthouse>> = [];
  try {
    if (onlyFlows)
      return mode.only.includes("inspection-upload") || mode.only.includes("offline-photos") ? await inspectionFlow() : undefined; // a partial run: no report
    log("Warm-up: every call once");
    await warmUp(scenarios, mode);
    log(`Load (${BENCH.durationSeconds(mode)} s each, ${BENCH.connections} connections):`);
    for (const scenario of scenarios) {
      const load = await measureScenario(scenario, mode, server.child.pid);
      calls.push({
        key: scenario.key,
        label: scenario.label,
        target: scenario.target,
        isListPage1: scenario.isListPage1,
        load,
        explain: explained.get(scenario.key)!,
      });
      loadSamples.push(os.loadavg()[0]!);
      log(
        `  ${scenario.key}: p50 ${load.p50} ms, p95 ${load.p95} ms, p99 ${load.p99} ms, ${load.rps} req/s, ${load.errors + load.non2xx} errors; ` +
          `CPU per request: server ${load.cpu.server} ms, PostgreSQL ${load.cpu.database} ms`,
      );
    }

    const health = scenarios.find((s) => s.key === "health")!;
    const flooded = {
      ...health,
      key: "health-under-flood",
      label: "GET /api/v1/health under a flood of made-up set-password links (60 connections)",
      target: { kind: "p95", ms: TARGETS.healthUnderFloodP95 } as const,
    };
    const floodLoad = await measureUnderFlood(flooded, mode, server.child.pid);
    calls.push({ key: flooded.key, label: flooded.label, target: flooded.target, load: floodLoad, explain: explained.get("health")! });
    log(`  ${flooded.key}: p50 ${floodLoad.p50} ms, p95 ${floodLoad.p95} ms, p99 ${floodLoad.p99} ms, ${floodLoad.rps} req/s`);

    if (mode.only.length) return; // a partial run: no pages, no report
    const admin = `vtj.session=${ctx.adminToken}`;
    const customer = `vtj.session=${ctx.customerToken}`;
    const moving = ctx.driverCalls[0]!;
    const driverPath = (page: string) =>
      `/${page}/jobId/${moving.jobId}/driver/${moving.driverId}?token=${encodeURIComponent(moving.token)}`;
    const pages = [
      { label: "/login", path: "/login" },
      { label: "/forgot-password", path: "/forgot-password" },
      { label: "/dashboard (admin)", path: "/dashboard", cookie: admin },
      { label: "/admin-jobs", path: "/admin-jobs", cookie: admin },
      { label: "/admin-jobs/job-details/[id]", path: `/admin-jobs/job-details/${ctx.trackedJobId}`, cookie: admin },
      { label: "/company", path: "/company", cookie: admin },
      { label: "/drivers", path: "/drivers", cookie: admin },
      { label: "/admin", path: "/admin", cookie: admin },
      { label: "/setting (admin)", path: "/setting", cookie: admin },
      { label: "/dashboard (customer)", path: "/dashboard", cookie: customer },
      { label: "/jobs", path: "/jobs", cookie: customer },
      { label: "/jobs/create-job", path: "/jobs/create-job", cookie: customer, limitBytes: TARGETS.wizardFirstLoadBytes },
      { label: "/jobs/job-details/[id]", path: `/jobs/job-details/${ctx.customerJobId}`, cookie: customer },
      { label: "/completed-jobs", path: "/completed-jobs", cookie: customer },
      ...["ride-details", "start-pickup", "end-pickup", "trip-starts", "ride-detail", "delivery-completed", "upload-documents"].map(
        (p) => ({
          label: `/${p}/… (driver, job in transit)`,
          path: driverPath(p),
          driver: true,
        }),
      ),
    ];
    log("First-load JS:");
    for (const page of pages) {
      const f = await measureFirstLoad(page);
      firstLoad.push(f);
      log(`  ${page.label}: ${(f.gzipBytes / 1024).toFixed(1)} kB gzipped in ${f.scripts} scripts (${f.status} ${f.finalPath})`);
    }

    await inspectionFlow();

    if (!mode.skipLighthouse) {
      log("Lighthouse (mobile):");
      lighthouse = await runLighthouse(
        [
          { label: "/login", path: "/login", min: TARGETS.lighthouse },
          { label: "/dashboard (admin)", path: "/dashboard", cookie: admin, min: TARGETS.lighthouse },
          // The mailed link of a job in transit, which redirects to the trip's page (a round trip
          // more on a phone), and that page opened directly.
          { label: "/ride-details/… (driver, the mailed link: redirected)", path: driverPath("ride-details"), min: TARGETS.lighthouse },
          { label: "/ride-detail/… (driver, opened directly)", path: driverPath("ride-detail"), min: TARGETS.lighthouse },
        ],
        log,
      );
    }
  } finally {
    await server.stop();
  }

  const report = {
    mode: modeName(mode),
    startedAt: startedAt.toISOString(),
    machine: {
      cores: os.cpus().length,
      cpu: os.cpus()[0]?.model.trim() ?? "unknown",
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      database: (version?.version ?? "").split(" on ")[0]!.split(",")[0]!,
      // Other processes on the machine compete for the same two cores: the 1-minute load
      // average before the run, and its highest value during the load (the run itself adds ~3).
      loadAverage: [round1(loadAverageAtStart), round1(Math.max(0, ...loadSamples))],
    },
    data,
    timings: { fillMs, buildMs, durationSeconds: BENCH.durationSeconds(mode), totalMs: Date.now() - startedAt.getTime() },
    calls,
    firstLoad,
    flows,
    rates,
    lighthouse,
  };
  const full = mode.pglite ? { ...report, pgliteComparison: comparePglite(report) } : report;
  const markdown = writeReport(full, mode);
  log("");
  log(markdown);
  log(`Written to bench/results/${modeName(mode)}.{json,md} and latest.{json,md} (${seconds(startedAt.getTime())} in all).`);
}

main().catch(async (error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
