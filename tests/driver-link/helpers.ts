import { randomBytes } from "node:crypto";
import { NextRequest } from "next/server";
import { expect } from "vitest";
import { POST as assignDriver } from "@/app/api/v1/admin/assign-driver/route";
import { POST as sendLink } from "@/app/api/v1/admin/send-Link/route";
import { GET as getFile } from "@/app/api/v1/files/[id]/route";
import type { Db } from "@/db/client";
import type { Driver, Job } from "@/db/schema";
import { createDriver } from "../helpers/factories";
import { call, type CallOptions } from "../helpers/http";
import { firstLink, lastMailTo } from "../helpers/mail";
import { expectStatus, jobFor, jobRow, type Handler, type World } from "../jobs/helpers";

export { expectStatus, jobRow, logsOf, makeWorld, type Handler, type World } from "../jobs/helpers";
export { claimedPng } from "../helpers/images";

/** An image by its first bytes (the server never decodes it): each call a different one. */
export function pngFile(name = "photo.png", size = 64): File {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return new File([new Uint8Array([...signature, ...randomBytes(Math.max(0, size - signature.length))])], name, { type: "image/png" });
}

export function pdfFile(name = "receipt.pdf"): File {
  return new File([`%PDF-1.4\n${randomBytes(16).toString("hex")}\n%%EOF`], name, { type: "application/pdf" });
}

export const textFile = (name = "notes.txt") => new File(["just text"], name, { type: "image/png" });

export function form(fields: Record<string, string | number | File | File[] | undefined>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v instanceof File) data.append(key, v, v.name);
      else data.append(key, String(v));
    }
  }
  return data;
}

/** A driver call with the link token as ?token= (the page's way) unless told otherwise. */
export function driverCall<T = unknown>(handler: Handler, token: string | undefined, options: CallOptions = {}) {
  return call<T>(handler, { ...options, query: { ...(token ? { token } : {}), ...options.query } });
}

/** An approved job of the world's customer with a driver assigned and his link sent; the token from the mail. */
export async function assignedJob(db: Db, world: World, values: Partial<Job> = {}, driver?: Driver) {
  const job = await jobFor(db, world.customer, { requestStatus: "approved", ...values });
  const who = driver ?? (await createDriver(db));
  expectStatus(await call(assignDriver, { method: "POST", body: { jobId: job.id, driverId: who.id }, token: world.admin.token }), 200);
  const token = await mailedToken(world, job.id, who);
  return { job: await jobRow(db, job.id), driver: who, token };
}

export async function mailedToken(world: World, jobId: number, driver: Driver): Promise<string> {
  expectStatus(await call(sendLink, { method: "POST", body: { jobId, driverId: driver.id }, token: world.admin.token }), 200);
  const mail = await lastMailTo(driver.email);
  const link = firstLink(mail!);
  expect(link.pathname).toBe(`/ride-details/jobId/${jobId}/driver/${driver.id}`);
  return link.searchParams.get("token")!;
}

/** The files route answers bytes, so it is called directly; `query` carries ?token= for a driver link. */
export async function fetchFile(location: string, options: { bearer?: string; linkToken?: string } = {}): Promise<Response> {
  const url = new URL(location, "http://localhost:3000");
  if (options.linkToken) url.searchParams.set("token", options.linkToken);
  const headers = new Headers(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {});
  const id = url.pathname.split("/").pop()!;
  return getFile(new NextRequest(url, { headers }), { params: Promise.resolve({ id }) });
}
