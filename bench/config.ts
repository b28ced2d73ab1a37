/**
 * What the benchmark fills and measures (issue 9). `--quick` is a tenth of the data with the
 * same shape (same jobs per company), `--pglite` the embedded database instead of PostgreSQL.
 */
export type BenchMode = {
  quick: boolean;
  pglite: boolean;
  skipBuild: boolean;
  skipLighthouse: boolean;
  /** Reuse the database of an earlier run of the same size (no drop, no fill). */
  skipFill: boolean;
  /** Measure only the calls whose keys start with one of these (and no pages): for quick iterations. */
  only: string[];
};

export type Sizes = {
  jobs: number;
  companies: number;
  customers: number;
  drivers: number;
  staff: number;
  locationUpdates: number;
  /** The one job whose track is long: get-job-details is measured on it. */
  trackedJobPoints: number;
};

export function sizesFor(mode: BenchMode): Sizes {
  const scale = mode.quick ? 10 : 1;
  return {
    jobs: 1_000_000 / scale,
    companies: 1_000 / scale,
    customers: 10_000 / scale,
    drivers: 500 / scale,
    staff: 10,
    locationUpdates: 2_000_000 / scale,
    trackedJobPoints: 2_000,
  };
}

export function parseMode(argv: string[]): BenchMode {
  const only = argv.filter((a) => a.startsWith("--only=")).flatMap((a) => a.slice("--only=".length).split(",").filter(Boolean));
  const flags = new Set(argv.filter((a) => !a.startsWith("--only=")));
  const known = ["--quick", "--pglite", "--skip-build", "--skip-lighthouse", "--skip-fill"];
  const unknown = [...flags].filter((f) => !known.includes(f));
  if (unknown.length) throw new Error(`Unknown option(s): ${unknown.join(" ")}. Known: ${known.join(" ")} --only=key,…`);
  return {
    quick: flags.has("--quick"),
    pglite: flags.has("--pglite"),
    skipBuild: flags.has("--skip-build"),
    skipLighthouse: flags.has("--skip-lighthouse"),
    skipFill: flags.has("--skip-fill"),
    only,
  };
}

export const modeName = (mode: BenchMode) => `${mode.quick ? "quick" : "full"}-${mode.pglite ? "pglite" : "postgres"}`;

export const BENCH = {
  port: Number(process.env.BENCH_PORT ?? 3300),
  distDir: ".next-bench",
  databaseUrl: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench",
  pgliteDir: ".data/bench-pglite",
  authSecret: "bench-only-secret-0123456789abcdefghijklmnop",
  password: "Bench@12345",
  connections: 10,
  durationSeconds: (mode: BenchMode) => (mode.quick ? 5 : 10),
  warmupSeconds: (mode: BenchMode) => (mode.quick ? 1 : 2),
  chromium: process.env.CHROME_PATH ?? "/usr/bin/chromium",
};

/** The issue's targets, in milliseconds, requests per second, bytes and scores. */
export const TARGETS = {
  listPage1P95: 25,
  listPage1000P95: 60,
  searchP95: 50,
  overviewP95: 10,
  detailsP95: 30,
  locationUpdatesPerSecond: 1_000,
  listToHealthThroughput: 0.5,
  /** /health p95 while 60 connections send made-up set-password links (issue 21). */
  healthUnderFloodP95: 50,
  firstLoadBytes: 170 * 1024,
  /** The wizard's first step is a react-hook-form form from its first paint (bench/README.md, issue 30). */
  wizardFirstLoadBytes: 180 * 1024,
  driverFirstLoadBytes: 120 * 1024,
  /** Lighthouse (mobile) on every page measured: issue 30 holds the office pages, /dashboard too, to 95. */
  lighthouse: 95,
  pgliteToPostgres: 3,
  /** A pickup inspection of 8 camera photos on a 4× throttled CPU, chosen to signed (issue 23). */
  inspectionUploadMs: 15_000,
  /** 8 photos taken without signal, then the signal back on a phone throttled 4×: until the server has them all (issue 31). */
  offlinePhotosMs: 30_000,
  /** Issuing BOL version 2 with 16 photos, p95 (issue 24). */
  bolIssueP95Ms: 1_000,
  /** A VIN decoded offline and matched to the catalogue, p95 (issue 34). */
  vinDecodeP95Ms: 200,
  /** The staff's list of waiting expenses at 100,000 expenses, p95 in process (issue 33). */
  expensesListP95Ms: 25,
  /** The dispatch board's server render with 500 active jobs and 100 drivers, p95 (issue 34). */
  dispatchBoardP95Ms: 300,
  /** The live map's positions call with 2,000 jobs in transit, p95 (issue 34). */
  dispatchPositionsP95Ms: 25,
  /** 1,000 queued mails drained to a local SMTP server, messages per second on PostgreSQL (issue 25). */
  outboxDrainPerSecond: 200,
  /** Quotes of the pricing function per second of one core's CPU (issue 32): 20 µs a quote. */
  priceQuotesPerSecond: 50_000,
  /** A monthly invoice of 2,000 jobs drafted, sent and rendered to its PDF (issue 32). */
  invoiceMonthlyMs: 5_000,
  /** The staff's invoice list, page 1, among 200,000 invoices, p95 (issue 32). */
  invoiceListP95: 25,
};
