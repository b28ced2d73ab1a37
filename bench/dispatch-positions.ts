/**
 * Issue 34's row: the live map's positions call with 2,000 jobs in transit, in process: GET
 * /api/v1/admin/get-dispatch-positions's route handler with an admin's bearer token (the session
 * check, the two reads, the ping ages, the JSON), as the map's refresh calls it. Each job has a
 * driver and a last position of a different age; 30 approved jobs are picked up today. 100 calls
 * after 10 of warm-up; the p95 is the figure (target ≤ 25 ms).
 * `npx tsx bench/dispatch-positions.ts` runs it alone (see bench/dispatch-data.ts for the database).
 */
import path from "node:path";
import { NextRequest } from "next/server";
import { GET as getPositions } from "@/app/api/v1/admin/get-dispatch-positions/route";
import { utcDate } from "@/lib/jobs/timing";
import { benchPeople, printRow, createDriver, createJob, p95, routeOf, openDispatchBenchDatabase } from "./dispatch-data";

const IN_TRANSIT = 2000;
const PICKUPS_TODAY = 30;
const DRIVERS = 400;
const WARM_UP = 10;
const CALLS = 100;
const TARGET_P95_MS = 25;

async function main() {
  const { db, kind } = await openDispatchBenchDatabase();
  const { companyId, customerId, admin } = await benchPeople(db);
  const drivers = [];
  for (let i = 0; i < DRIVERS; i++) drivers.push(await createDriver(db, { name: `Driver ${String(i).padStart(3, "0")}` }));
  const now = Date.now();
  for (let i = 0; i < IN_TRANSIT; i++) {
    const route = routeOf(i);
    await createJob(db, {
      companyId,
      customerId,
      requestStatus: "in_transit",
      driverId: drivers[i % DRIVERS]!.id,
      ...route,
      // Spread over fresh, stale and lost; every 50th never sent one.
      lastLatitude: i % 50 === 0 ? null : (route.pickupLatitude + route.dropoffLatitude) / 2,
      lastLongitude: i % 50 === 0 ? null : (route.pickupLongitude + route.dropoffLongitude) / 2,
      lastLocationAt: i % 50 === 0 ? null : new Date(now - (i % 180) * 60_000),
    });
  }
  for (let i = 0; i < PICKUPS_TODAY; i++) {
    await createJob(db, { companyId, customerId, requestStatus: "approved", ...routeOf(i), pickupDate: utcDate(new Date()) });
  }

  const callOnce = async () => {
    const req = new NextRequest("http://localhost/api/v1/admin/get-dispatch-positions", {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const res = await getPositions(req, { params: Promise.resolve({}) });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${res.status}: ${text}`);
    return text;
  };
  for (let i = 0; i < WARM_UP; i++) await callOnce();
  const times: number[] = [];
  let body = "";
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    body = await callOnce();
    times.push(performance.now() - started);
  }
  const { data } = JSON.parse(body) as { data: { inTransit: unknown[]; pickupsToday: unknown[] } };
  const { p50, p95: worst } = p95(times);
  console.log(
    `dispatch-positions on ${kind}: ${data.inTransit.length} in transit, ${data.pickupsToday.length} pickups today, ` +
      `${Math.round(body.length / 1024)} kB of JSON; p50 ${p50} ms, p95 ${worst} ms (target ≤ ${TARGET_P95_MS} ms)`,
  );
  printRow(worst);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve("bench/dispatch-positions.ts")) {
  main()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(async () => (await import("@/db/client")).closeDb());
}
