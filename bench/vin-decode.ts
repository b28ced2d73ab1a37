/**
 * Issue 34's row: a VIN decode as POST /api/v1/vin/decode does it for one typed VIN, in process
 * against the bench database: the catalogue read, vPIC decoded on this machine, the match. The 23
 * real VINs of tests/vin/real-vins.ts, 10 rounds; the first decode (which unpacks and indexes the
 * vPIC file once per machine) is left out. The p95 of the decodes is the figure.
 * `npx tsx bench/vin-decode.ts` runs it alone on the configured database (DATABASE_URL, else PGlite).
 */
import path from "node:path";
import { closeDb, getDb } from "@/db/client";
import { decodeVins } from "@/lib/vin/decode-vins";
import { REAL_VINS } from "../tests/vin/real-vins";
import { TARGETS } from "./config";
import type { FlowResult } from "./inspection-upload";

const ROUNDS = 10;

export async function measureVinDecode(log: (line: string) => void): Promise<FlowResult> {
  const row = {
    key: "vin-decode",
    label: "a VIN decoded and matched to the catalogue (in process, p95 of 230)",
    targetMs: TARGETS.vinDecodeP95Ms,
  };
  const db = await getDb();
  const first = performance.now();
  await decodeVins(db, [REAL_VINS[0]!.vin]);
  log(`  first decode (unpacks vPIC once per machine): ${Math.round(performance.now() - first)} ms`);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const { vin } of REAL_VINS) {
      const started = performance.now();
      await decodeVins(db, [vin]);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const p95 = Math.round(times[Math.ceil(times.length * 0.95) - 1]! * 10) / 10;
  log(`  ${row.key}: p50 ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, p95 ${p95} ms`);
  return { ...row, ms: p95 };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve("bench/vin-decode.ts")) {
  measureVinDecode(console.log)
    .then((result) => console.log(JSON.stringify(result)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => void closeDb());
}
