/**
 * The dispatch rows' own data (issue 34): a throwaway database, migrated with the app's migrator
 * and filled through the tests' factories (tests/helpers/factories.ts), never the configured one.
 * In-memory PGlite by default; DISPATCH_BENCH_DATABASE_URL (a name with "bench", dropped and
 * created again) runs the same on PostgreSQL.
 */
import { NextRequest } from "next/server";
import { POST as login } from "@/app/api/v1/login/route";
import type { Db } from "@/db/client";
import { actorFromToken, type Actor } from "@/lib/auth/actor";
import { createCompany, createDriver, createJob, createUser, PASSWORD, utcDateFromNow } from "../tests/helpers/factories";
import { execFileSync } from "node:child_process";
import { recreatePostgresDatabase } from "./database";

/** Points the app's database module at the throwaway database; call before anything opens it. */
export async function openDispatchBenchDatabase(): Promise<{ db: Db; kind: string }> {
  const url = process.env.DISPATCH_BENCH_DATABASE_URL;
  if (url) {
    await recreatePostgresDatabase(url);
    process.env.DATABASE_URL = url;
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = "memory://dispatch-bench";
  }
  const { migrateDatabase } = await import("@/db/migrate");
  const { getDb } = await import("@/db/client");
  await migrateDatabase();
  return { db: await getDb(), kind: url ? "PostgreSQL" : "PGlite (in memory)" };
}

export type Staff = { actor: Actor; token: string };

/** A company with a customer, and an admin signed in through POST /login (its actor and bearer token). */
export async function benchPeople(db: Db): Promise<{ companyId: number; customerId: number; admin: Staff }> {
  const company = await createCompany(db, { name: "Bench Motors" });
  const customer = await createUser(db, "customer", { companyId: company.id });
  const admin = await createUser(db, "admin");
  const res = await login(
    new NextRequest("http://localhost/api/v1/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: admin.email, password: PASSWORD }),
    }),
    { params: Promise.resolve({}) },
  );
  const { data: token } = (await res.json()) as { data: string };
  return {
    companyId: company.id,
    customerId: customer.id,
    admin: { actor: await actorFromToken(db, token), token },
  };
}

/** Pickup cities spread over the lower 48, for routes of different lengths. */
const PLACES = [
  { location: "Dallas, TX", lat: 32.7767, lng: -96.797 },
  { location: "Houston, TX", lat: 29.7604, lng: -95.3698 },
  { location: "Atlanta, GA", lat: 33.749, lng: -84.388 },
  { location: "Denver, CO", lat: 39.7392, lng: -104.9903 },
  { location: "Chicago, IL", lat: 41.8781, lng: -87.6298 },
  { location: "Phoenix, AZ", lat: 33.4484, lng: -112.074 },
  { location: "Newark, NJ", lat: 40.7357, lng: -74.1724 },
];

export function routeOf(i: number) {
  const from = PLACES[i % PLACES.length]!;
  const to = PLACES[(i * 3 + 1) % PLACES.length]!;
  return {
    pickupLocation: from.location,
    pickupLatitude: from.lat,
    pickupLongitude: from.lng,
    dropoffLocation: to.location,
    dropoffLatitude: to.lat,
    dropoffLongitude: to.lng,
    pickupDate: utcDateFromNow(i % 7),
    dropoffDate: utcDateFromNow((i % 7) + 2),
  };
}

export { createDriver, createJob };

export function p95(times: number[]): { p50: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)]! * 10) / 10;
  return { p50: at(0.5), p95: at(0.95) };
}

/** The line a dispatch row's script ends with, read by `npm run bench` (bench/run.ts). */
const ROW_PREFIX = "dispatch-row ";

export function printRow(p95Ms: number): void {
  console.log(`${ROW_PREFIX}${JSON.stringify({ ms: p95Ms })}`);
}

/**
 * A dispatch row in `npm run bench`: its script in a process of its own (it opens its own throwaway
 * database, which the run's app database must not share), on PostgreSQL when the run is (a database
 * named after the run's, with "_dispatch"), else on in-memory PGlite. Answers the p95.
 */
export function runDispatchRow(script: string, postgresUrl: string | null, log: (line: string) => void): number | null {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  if (postgresUrl) {
    const url = new URL(postgresUrl);
    url.pathname = `/${decodeURIComponent(url.pathname.slice(1))}_dispatch`;
    env.DISPATCH_BENCH_DATABASE_URL = url.toString();
  } else delete env.DISPATCH_BENCH_DATABASE_URL;
  const out = execFileSync(process.execPath, ["--import", "tsx", script], { env, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  let ms: number | null = null;
  for (const line of out.split("\n")) {
    if (line.startsWith(ROW_PREFIX)) ms = (JSON.parse(line.slice(ROW_PREFIX.length)) as { ms: number }).ms;
    else if (line.trim()) log(`  ${line}`);
  }
  return ms;
}
