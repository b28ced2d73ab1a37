/**
 * The load: autocannon against the production server, 10 connections, no pipelining, a
 * fixed duration per call after a short warm-up. Latency percentiles come from every
 * response's own time (autocannon's summary has no p95).
 */
import autocannon from "autocannon";
import { BENCH, type BenchMode } from "./config";
import { cpuPerRequest, sampleCpu, type CpuSample } from "./cpu";
import { locationBody, multipartBoundary, type Scenario } from "./scenarios";

export type LoadResult = {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** CPU ms per request of the server process group and of PostgreSQL during the load. */
  cpu: CpuSample;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function requestsOf(scenario: Scenario): autocannon.Request[] {
  const headers: Record<string, string> = {};
  if (scenario.token) headers.authorization = `Bearer ${scenario.token}`;
  if (!scenario.driverCalls) return [{ method: scenario.method, path: scenario.path, headers }];
  const calls = scenario.driverCalls;
  let step = 0;
  return [
    {
      method: scenario.method,
      setupRequest: (req) => {
        const call = calls[step % calls.length]!;
        step++;
        return {
          ...req,
          path: `${scenario.path}?token=${encodeURIComponent(call.token)}`,
          headers: { "content-type": `multipart/form-data; boundary=${multipartBoundary}` },
          body: locationBody(call, step),
        };
      },
    },
  ];
}

function run(scenario: Scenario, seconds: number, onLatency?: (ms: number, status: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${BENCH.port}`,
        connections: BENCH.connections,
        pipelining: 1,
        duration: seconds,
        timeout: 10,
        requests: requestsOf(scenario),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (onLatency) instance.on("response", (_client, statusCode, _bytes, responseTime) => onLatency(responseTime, statusCode));
  });
}

/** Loads every route once before anything is measured: module loading and JIT warm-up. */
export async function warmUp(scenarios: Scenario[], mode: BenchMode): Promise<void> {
  for (const scenario of scenarios) await run(scenario, BENCH.warmupSeconds(mode));
}

export async function measureScenario(scenario: Scenario, mode: BenchMode, serverGroup?: number): Promise<LoadResult> {
  await run(scenario, BENCH.warmupSeconds(mode));
  const latencies: number[] = [];
  const before = sampleCpu(serverGroup);
  const result = await run(scenario, BENCH.durationSeconds(mode), (ms) => latencies.push(ms));
  const after = sampleCpu(serverGroup);
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    requests: result.requests.total,
    rps: round(result.requests.total / BENCH.durationSeconds(mode)),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpu: cpuPerRequest(before, after, result.requests.total),
  };
}

/**
 * The health route measured while 60 other connections flood PUT set-password with made-up
 * links (issue 21's attack): the app must keep answering everyone else.
 */
export async function measureUnderFlood(health: Scenario, mode: BenchMode, serverGroup?: number): Promise<LoadResult> {
  let n = 0;
  let flooded: Promise<unknown> = Promise.resolve();
  const flood = autocannon(
    {
      url: `http://127.0.0.1:${BENCH.port}`,
      connections: 60,
      pipelining: 1,
      duration: BENCH.warmupSeconds(mode) + BENCH.durationSeconds(mode) + 2,
      timeout: 10,
      requests: [
        {
          method: "PUT",
          setupRequest: (req) => ({
            ...req,
            path: "/api/v1/set-password",
            headers: { "content-type": "application/json", "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}` },
            body: JSON.stringify({
              token: `made.up.${n}`,
              email: `flood${n}@example.com`,
              userId: 1 + (n % 1000),
              password: "Flooding@123",
            }),
          }),
        },
      ],
    },
    (error) => {
      flooded = error ? Promise.reject(error) : Promise.resolve();
    },
  );
  try {
    return await measureScenario(health, mode, serverGroup);
  } finally {
    flood.stop();
    await flooded;
  }
}
