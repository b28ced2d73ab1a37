/**
 * npx tsx bench/in-process.ts [--quick] [--pglite] [--only=key,…] [--profile]
 *
 * The app's own CPU per call, without the HTTP server: each measured call's route handler is
 * called in-process (as the tests and the EXPLAIN step do), ten at a time, against the database
 * an earlier `npm run bench` filled. Next's request handling is left out, so a change to the
 * app's code shows here before it shows through the noise of a load test. `--profile` writes a
 * V8 CPU profile per call to bench/results/profiles/ (open it in Chrome's DevTools).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { parseMode, sizesFor } from "./config";
import { selectBenchDatabase } from "./database";

const argv = process.argv.slice(2);
const profile = argv.includes("--profile");
const mode = parseMode(argv.filter((a) => a !== "--profile"));
selectBenchDatabase(mode); // before anything reads the environment

const CONCURRENT = 10;
const WARM_UP_CALLS = 300;
const MEASURED_CALLS = mode.pglite ? 1000 : 3000;

async function main() {
  const { openRunner } = await import("./database");
  const { buildScenarios, loadContext } = await import("./scenarios");
  const { requestOf } = await import("./explain");
  const { closeDb } = await import("@/db/client");
  const runner = await openRunner();
  const [{ n: jobs }] = await runner.query<{ n: string }>("select count(*) as n from jobs");
  if (Number(jobs) !== sizesFor(mode).jobs)
    throw new Error(`The bench database holds ${jobs} jobs: run npm run bench${mode.quick ? " -- --quick" : ""} first.`);
  const ctx = await loadContext(runner, mode);
  runner.release();
  const scenarios = buildScenarios(ctx, mode).filter((s) => !mode.only.length || mode.only.some((key) => s.key.startsWith(key)));
  const session = new Session();
  session.connect();
  if (profile) mkdirSync("bench/results/profiles", { recursive: true });

  const calls = [];
  for (const scenario of scenarios) {
    const mod = (await import(scenario.route)) as import("./explain").RouteModule;
    const handler = mod[scenario.method]!;
    let step = 0;
    const callOnce = async () => {
      const res = await handler(requestOf(scenario, step++), { params: Promise.resolve({}) });
      if (res.status !== 200) throw new Error(`${scenario.key}: ${res.status} ${await res.text()}`);
      await res.text();
    };
    calls.push({ scenario, callOnce });
  }
  // Every call first (the code they share is optimised before any is measured).
  for (const { callOnce } of calls) for (let i = 0; i < WARM_UP_CALLS; i++) await callOnce();

  for (const { scenario, callOnce } of calls) {
    if (profile) {
      await session.post("Profiler.enable");
      await session.post("Profiler.start");
    }
    const cpu = process.cpuUsage();
    const started = performance.now();
    let sent = 0;
    await Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        while (sent++ < MEASURED_CALLS) await callOnce();
      }),
    );
    const used = process.cpuUsage(cpu);
    const seconds = (performance.now() - started) / 1000;
    if (profile) {
      const { profile: result } = await session.post("Profiler.stop");
      writeFileSync(`bench/results/profiles/${scenario.key}.cpuprofile`, JSON.stringify(result));
    }
    const msPerCall = (used.user + used.system) / 1000 / MEASURED_CALLS;
    console.log(`${scenario.key}: ${msPerCall.toFixed(3)} ms of CPU per call in-process, ${Math.round(MEASURED_CALLS / seconds)} calls/s`);
  }
  session.disconnect();
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
