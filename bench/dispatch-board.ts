/**
 * Issue 34's row: the dispatch board's server render with 500 active jobs and 100 drivers, in
 * process: the board's query (lib/dispatch/board.ts, this week) and the HTML of its components
 * (react-dom/server, with the client parts rendered as Next renders them for the first paint).
 * 300 jobs sit on drivers' lanes over the week, 200 wait in "To assign" (the soonest 50 shown, as
 * the page does until "Show all" is followed). 50 renders after 5 of
 * warm-up; the p95 is the figure (target < 300 ms).
 * `npx tsx bench/dispatch-board.ts` runs it alone (see bench/dispatch-data.ts for the database).
 */
import path from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { DispatchBoard } from "@/components/dispatch/dispatch-board";
import { boardOf } from "@/lib/dispatch/board";
import { utcDateFromNow } from "../tests/helpers/factories";
import { benchPeople, printRow, createDriver, createJob, p95, routeOf, openDispatchBenchDatabase } from "./dispatch-data";

const DRIVERS = 100;
const ON_LANES = 300;
const TO_ASSIGN = 200;
const WARM_UP = 5;
const RENDERS = 50;
const TARGET_P95_MS = 300;

// Only what the board's client parts call while rendering (useRouter's object); nothing navigates here.
const router = { refresh() {}, push() {}, replace() {}, prefetch() {}, back() {}, forward() {} } as unknown as AppRouterInstance;

async function main() {
  const { db, kind } = await openDispatchBenchDatabase();
  const { companyId, customerId, admin } = await benchPeople(db);
  const drivers = [];
  for (let i = 0; i < DRIVERS; i++) drivers.push(await createDriver(db, { name: `Driver ${String(i).padStart(3, "0")}` }));
  for (let i = 0; i < ON_LANES + TO_ASSIGN; i++) {
    const driverId = i < ON_LANES ? drivers[i % DRIVERS]!.id : null;
    await createJob(db, { companyId, customerId, requestStatus: "approved", driverId, ...routeOf(i) });
  }
  // The seven days from today, the pickups' days (routeOf spreads them over a week).
  const dates = Array.from({ length: 7 }, (_, i) => utcDateFromNow(i));

  const queryTimes: number[] = [];
  const renderOnce = async () => {
    const started = performance.now();
    const board = await boardOf(db, admin.actor, dates);
    queryTimes.push(performance.now() - started);
    const html = renderToString(
      createElement(AppRouterContext.Provider, { value: router }, createElement(DispatchBoard, { board, allHref: "/dispatch?all=1" })),
    );
    return { board, html };
  };
  for (let i = 0; i < WARM_UP; i++) await renderOnce();
  queryTimes.length = 0;
  const times: number[] = [];
  let last = await renderOnce();
  for (let i = 0; i < RENDERS; i++) {
    const started = performance.now();
    last = await renderOnce();
    times.push(performance.now() - started);
  }
  const onLanes = last.board.lanes.reduce((n, lane) => n + lane.cards.length, 0);
  const { p50, p95: worst } = p95(times);
  const query = p95(queryTimes.slice(1));
  console.log(
    `dispatch-board on ${kind}: ${last.board.lanes.length} lanes, ${onLanes} cards on lanes, ${last.board.toAssign.length} to assign, ` +
      `${Math.round(last.html.length / 1024)} kB of HTML; p50 ${p50} ms, p95 ${worst} ms (target < ${TARGET_P95_MS} ms), ` +
      `of which the query p50 ${query.p50} ms, p95 ${query.p95} ms`,
  );
  printRow(worst);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve("bench/dispatch-board.ts")) {
  main()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(async () => (await import("@/db/client")).closeDb());
}
