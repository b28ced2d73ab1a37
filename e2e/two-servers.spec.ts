import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import { e2ePort } from "../scripts/e2e-paths.mjs";
import { DEMO, PASSWORD } from "./helpers";

/**
 * Two instances of the app on one PostgreSQL behave as one product (issue 21): no browser, two
 * production servers from the tests' build on ports of their own, one database and one uploads
 * folder. Needs the local PostgreSQL (POSTGRES_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 */
const ADMIN_URL = process.env.POSTGRES_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = `vtj_two_servers_${process.pid}`;
const DATABASE_URL = ADMIN_URL.replace(/\/[^/]*$/, `/${DATABASE}`);
const PORTS = [Number(e2ePort()) + 10, Number(e2ePort()) + 11];
const shared = mkdtempSync(path.join(tmpdir(), "vtj-two-servers-"));

test.describe.configure({ mode: "serial" });

let servers: ChildProcess[] = [];
let apis: APIRequestContext[] = [];

function psql(sql: string) {
  const result = spawnSync("psql", [ADMIN_URL, "-qc", sql], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
}

async function healthy(port: number) {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`http://localhost:${port}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server on ${port} did not answer`);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  psql(`drop database if exists ${DATABASE} with (force)`);
  psql(`create database ${DATABASE}`);
  const env = {
    ...process.env,
    DATABASE_URL,
    AUTH_SECRET: "two-servers-tests-only-secret-0123456789abcdef",
    UPLOADS_DIR: path.join(shared, "uploads"),
    MAIL_OUTBOX_DIR: path.join(shared, "mail"),
    SMTP_URL: "",
    UPLOADTHING_TOKEN: "",
    NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "",
  };
  const seeded = spawnSync("npx", ["tsx", "scripts/db-seed.ts"], { env, encoding: "utf8" });
  if (seeded.status !== 0) throw new Error(`seed: ${seeded.stderr}`);
  servers = PORTS.map((port) =>
    spawn(process.execPath, ["server.mjs", "-p", String(port)], { env: { ...env, APP_URL: `http://localhost:${port}` }, stdio: "ignore" }),
  );
  await Promise.all(PORTS.map(healthy));
  apis = await Promise.all(PORTS.map((port) => request.newContext({ baseURL: `http://localhost:${port}` })));
});

test.afterAll(async () => {
  await Promise.all(apis.map((api) => api.dispose()));
  for (const server of servers) server.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 1000));
  psql(`drop database if exists ${DATABASE} with (force)`);
  rmSync(shared, { recursive: true, force: true });
});

const login = (api: APIRequestContext, email: string, password = PASSWORD) => api.post("/api/v1/login", { data: { email, password } });

test("a session made on one instance works on the other", async () => {
  const [a, b] = apis as [APIRequestContext, APIRequestContext];
  const token = ((await (await login(a, DEMO.admin)).json()) as { data: string }).data;
  const me = await b.get("/api/v1/me", { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { data: { email: string } }).data.email).toBe(DEMO.admin);
});

test("sign-in failures spread over both instances reach one limit", async () => {
  const [a, b] = apis as [APIRequestContext, APIRequestContext];
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) statuses.push((await login(i % 2 ? a : b, DEMO.customer, "Wrong@12345")).status());
  expect(statuses).toEqual(Array(10).fill(401));
  expect((await login(a, DEMO.customer, "Wrong@12345")).status()).toBe(429);
  expect((await login(b, DEMO.customer)).status()).toBe(429);
});

test("an upload made through one instance is served by the other", async () => {
  const [a, b] = apis as [APIRequestContext, APIRequestContext];
  const token = ((await (await login(a, DEMO.admin)).json()) as { data: string }).data;
  const auth = { authorization: `Bearer ${token}` };
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(`two servers ${Date.now()}`)]);
  const made = await a.post("/api/v1/admin/create-driver", {
    headers: auth,
    multipart: {
      name: "Shared Upload",
      email: `shared-${Date.now()}@example.com`,
      phone: "2145550100",
      note: "",
      profile_picture: { name: "face.png", mimeType: "image/png", buffer: png },
    },
  });
  expect(made.status()).toBe(201);
  const picture = ((await made.json()) as { data: { profile_picture: string } }).data.profile_picture;
  const served = await b.get(picture, { headers: auth });
  expect(served.status()).toBe(200);
  expect(Buffer.from(await served.body()).equals(png)).toBe(true);
});

test("a status change made on one instance is seen by the other at once", async () => {
  const [a, b] = apis as [APIRequestContext, APIRequestContext];
  const token = ((await (await login(b, DEMO.superadmin)).json()) as { data: string }).data;
  const auth = { authorization: `Bearer ${token}` };
  const pending = await b.get("/api/v1/admin/get-all-jobs-by-status?tabName=pendingApproval&limit=1", { headers: auth });
  const [job] = ((await pending.json()) as { data: { id: number }[] }).data;
  expect(job).toBeDefined();
  expect((await a.put("/api/v1/admin/job-approve", { headers: auth, data: { jobId: job!.id } })).status()).toBe(200);
  const seen = await b.get(`/api/v1/admin/get-job-details?jobId=${job!.id}`, { headers: auth });
  expect(((await seen.json()) as { data: { jobData: { request_status: string } } }).data.jobData.request_status).toBe("approved");
});
