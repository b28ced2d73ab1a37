/**
 * Lighthouse performance (its default: mobile, simulated throttling) on the local Chromium,
 * against the running production server. A page that cannot be scored says why ("blocked").
 */
import { BENCH } from "./config";

export type LighthouseTarget = { label: string; path: string; cookie?: string; min: number };
export type LighthouseResult = LighthouseTarget & { score: number | null; blocked?: string; lcpMs?: number; tbtMs?: number; cls?: number };

type Audit = { numericValue?: number };
type LighthouseRun = {
  lhr: { categories: { performance?: { score: number | null } }; audits: Record<string, Audit>; runtimeError?: { message: string } };
};

export async function runLighthouse(targets: LighthouseTarget[], log: (line: string) => void): Promise<LighthouseResult[]> {
  let lighthouse: (url: string, flags: Record<string, unknown>) => Promise<LighthouseRun | undefined>;
  let launch: (options: Record<string, unknown>) => Promise<{ port: number; kill: () => void | Promise<void> }>;
  try {
    lighthouse = (await import("lighthouse")).default as unknown as typeof lighthouse;
    launch = (await import("chrome-launcher")).launch as unknown as typeof launch;
  } catch (error) {
    return targets.map((t) => ({ ...t, score: null, blocked: `lighthouse could not load: ${(error as Error).message}` }));
  }

  const results: LighthouseResult[] = [];
  for (const target of targets) {
    let chrome: Awaited<ReturnType<typeof launch>> | undefined;
    try {
      chrome = await launch({
        chromePath: BENCH.chromium,
        chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
      });
      const run = await lighthouse(`http://localhost:${BENCH.port}${target.path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        extraHeaders: target.cookie ? { Cookie: target.cookie } : undefined,
      });
      const lhr = run?.lhr;
      const score = lhr?.categories.performance?.score;
      if (!lhr || score === null || score === undefined) {
        results.push({ ...target, score: null, blocked: lhr?.runtimeError?.message ?? "no performance score" });
      } else {
        results.push({
          ...target,
          score: Math.round(score * 100),
          lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN),
          tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? NaN),
          cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN) * 1000) / 1000,
        });
      }
      log(`  ${target.label}: ${results.at(-1)!.score ?? results.at(-1)!.blocked}`);
    } catch (error) {
      results.push({ ...target, score: null, blocked: (error as Error).message.split("\n")[0] });
      log(`  ${target.label}: blocked (${results.at(-1)!.blocked})`);
    } finally {
      await chrome?.kill();
    }
  }
  return results;
}
