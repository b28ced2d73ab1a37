/**
 * CPU time spent by the app server and by PostgreSQL during a load, read from /proc (Linux):
 * what a call costs, whatever else shares the cores. Latency percentiles move with every other
 * process on a 2-core machine; CPU milliseconds per request much less so.
 */
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

export type CpuSample = { server: number; database: number };

function processStats(): { pid: number; comm: string; pgrp: number; ticks: number }[] {
  const stats = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let text: string;
    try {
      text = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    // pid (comm) state ppid pgrp … utime(14) stime(15): comm may hold spaces and parentheses.
    const close = text.lastIndexOf(")");
    const comm = text.slice(text.indexOf("(") + 1, close);
    const fields = text.slice(close + 2).split(" ");
    stats.push({ pid: Number(entry), comm, pgrp: Number(fields[2]), ticks: Number(fields[11]) + Number(fields[12]) });
  }
  return stats;
}

/** Milliseconds of CPU so far: the server's process group, and every PostgreSQL process. */
export function sampleCpu(serverGroup: number | undefined): CpuSample {
  let server = 0;
  let database = 0;
  for (const p of processStats()) {
    if (serverGroup !== undefined && p.pgrp === serverGroup) server += p.ticks;
    else if (p.comm.startsWith("postgres")) database += p.ticks;
  }
  const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;
  return { server: ms(server), database: ms(database) };
}

/** CPU ms per request between two samples (database: 0 on PGlite, which runs in the server). */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number): CpuSample {
  const per = (a: number, b: number) => (requests > 0 ? Math.round(((b - a) / requests) * 100) / 100 : NaN);
  return { server: per(before.server, after.server), database: per(before.database, after.database) };
}
