import { readFile } from "node:fs/promises";
import path from "node:path";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as endPickupPage } from "@/app/(driver)/end-pickup/jobId/[id]/driver/[driverId]/route";
import { GET as rideDetailsPage } from "@/app/(driver)/ride-details/jobId/[id]/driver/[driverId]/route";
import { GET as enRoutePage } from "@/app/(driver)/ride-detail/jobId/[id]/driver/[driverId]/route";
import { PUT as updateRidingDetails } from "@/app/api/v1/driver/update-riding-details/route";
import { GET as driverAsset } from "@/app/driver-assets/[file]/route";
import type { DriverView } from "@/lib/driver-link/page-view";
import { MAP_LOADING_NOTE } from "@/components/maps/route-points";
import type { Db } from "@/db/client";
import { driverBundle } from "@/components/driver-link/page/bundle";
import { LINK_MESSAGES } from "@/lib/auth/driver-link-token";
import { driverPagePath, type DriverPage } from "@/lib/driver-link/paths";
import { resetDatabase } from "../helpers/db";
import { assignedJob, driverCall, expectStatus, form, makeWorld, pngFile, type World } from "./helpers";

/**
 * The driver's pages as their routes answer them (components/driver-link/page/route.ts): rendered on the
 * server by the driver's own bundle (built here as a dev server builds it), the link checked,
 * a step out of order redirected, and the page's scripts its own, served by /driver-assets.
 */
let db: Db;
let world: World;
let setup: Awaited<ReturnType<typeof assignedJob>>;

const NONCE = "dGVzdC1ub25jZQ==";
const HOSTILE_NOTE = `Gate code </script><script>alert(1)</script> & "quotes"`;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
  setup = await assignedJob(db, world, { driverNotes: HOSTILE_NOTE });
}, 60_000);

// The pages' own build (three esbuild bundles and the stylesheet), made once before the first page asks for it.
beforeAll(() => driverBundle().then(() => undefined), 120_000);

type PageRoute = typeof rideDetailsPage;

type Opened = Pick<typeof setup, "job" | "driver" | "token">;

function openPage(route: PageRoute, page: DriverPage, options: { token?: string; accept?: string; of?: Opened } = {}) {
  const { job, driver, token } = options.of ?? setup;
  const path = driverPagePath(page, { jobId: job.id, driverId: driver.id, token: options.token ?? token });
  const headers = new Headers({ "x-nonce": NONCE, accept: options.accept ?? "text/html,application/xhtml+xml" });
  const params = Promise.resolve({ id: String(job.id), driverId: String(driver.id) });
  return route(new NextRequest(new URL(path, "http://localhost:3000"), { headers }), { params });
}

/** app/globals.css as Tailwind builds it for the whole app (the office pages' stylesheet, unminified). */
async function appStylesheet(): Promise<string> {
  const [{ default: postcss }, { default: tailwind }] = await Promise.all([import("postcss"), import("@tailwindcss/postcss")]);
  const from = path.join(process.cwd(), "app/globals.css");
  const result = await postcss([tailwind({ base: process.cwd(), optimize: false })]).process(await readFile(from, "utf8"), { from });
  return result.css;
}

const viewIn = (html: string) =>
  JSON.parse(/<script type="application\/json" id="driver-view"[^>]*>([^<]*)<\/script>/.exec(html)![1]!) as DriverView;

describe("a driver page", () => {
  it("is rendered on the server with the job, its title, and no store", async () => {
    const res = await openPage(rideDetailsPage, "ride-details");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toContain("no-store");
    const html = await res.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain("<title>Ride details · Vehicle Transport Jobs</title>");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    // The server's HTML, not an empty shell filled in by the browser.
    const body = /<div id="driver-root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)![1]!;
    expect(body).toContain(`Job #${setup.job.id}`);
    expect(body).toContain("Start Check-in");
    expect(body).toContain("Notes for the driver");
  });

  it("loads only its own scripts, each with the request's nonce, and they are served", async () => {
    const html = await (await openPage(rideDetailsPage, "ride-details")).text();
    expect(html).not.toContain("/_next/");
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThanOrEqual(3); // the early presses, the module, the data
    for (const tag of [...scripts, ...preloads]) expect(tag).toContain(`nonce="${NONCE}"`);
    const files = [...scripts, ...preloads]
      .map((tag) => /(?:src|href)="\/driver-assets\/([^"]+)"/.exec(tag)?.[1])
      .filter((file): file is string => Boolean(file));
    const stylesheet = /<link rel="stylesheet" href="\/driver-assets\/([^"]+)"/.exec(html)![1]!;
    expect(files.length).toBeGreaterThanOrEqual(1);
    for (const file of [...files, stylesheet]) {
      const res = await driverAsset(new Request(`http://localhost:3000/driver-assets/${file}`), { params: Promise.resolve({ file }) });
      expect(res.status, file).toBe(200);
      expect(res.headers.get("content-type")).toBe(file.endsWith(".css") ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });

  it("has in its own stylesheet (scoped to the driver's sources) every rule of the app's stylesheet its classes use", async () => {
    const html = await (await openPage(rideDetailsPage, "ride-details")).text();
    const file = /<link rel="stylesheet" href="\/driver-assets\/([^"]+)"/.exec(html)![1]!;
    const own = await (
      await driverAsset(new Request(`http://localhost:3000/driver-assets/${file}`), { params: Promise.resolve({ file }) })
    ).text();
    const appCss = await appStylesheet();
    const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean)));
    // As Tailwind writes a class in a selector: every character but letters, digits, - and _ escaped.
    const selector = (name: string) => `.${name.replace(/[^\w-]/g, (c) => `\\${c}`)}`;
    const ruled = [...classes].filter((name) => appCss.includes(selector(name)));
    expect(ruled.length).toBeGreaterThan(50);
    expect(ruled.filter((name) => !own.includes(selector(name)))).toEqual([]);
    // And it is the smaller for the scope.
    expect(own.length).toBeLessThan(appCss.length * 0.9);
  }, 60_000);

  it("shows the driver both stops' contacts with a number to tap, though the customer did not send him theirs (issue 29 item 8)", async () => {
    const trip = await assignedJob(db, world, { sendDriverContactInfo: false, pickupAdditionalNote: "CALL PAT 30 MINUTES BEFORE ARRIVAL" });
    const html = await (await openPage(rideDetailsPage, "ride-details", { of: trip })).text();
    for (const [name, phone, shown] of [
      ["PAT PICKUP", "2145550110", "(214) 555-0110"],
      ["DANA DROPOFF", "7135550120", "(713) 555-0120"],
    ]) {
      expect(html).toContain(name);
      expect(html).toMatch(new RegExp(`<a href="tel:${phone}"[^>]*>${shown.replace(/[()]/g, "\\$&")}</a>`));
    }
    expect(viewIn(html).screen).toMatchObject({ job: { pickup_POC_phone: "2145550110", dropoff_POC_name: "DANA DROPOFF" } });
  });

  it("carries its data for the browser as JSON nothing in it can break out of", async () => {
    const html = await (await openPage(rideDetailsPage, "ride-details")).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    const view = viewIn(html);
    expect(view.page).toBe("ride-details");
    expect(view.screen.ok && view.screen.job.driver_notes).toBe(HOSTILE_NOTE);
    // The same data the page's refresh asks for.
    const res = await openPage(rideDetailsPage, "ride-details", { accept: "application/json" });
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(((await res.json()) as { view: DriverView }).view).toEqual(view);
  });

  it("with a Maps key, is rendered with the offline map while Google's loads in the browser", async () => {
    const answer = await openPage(rideDetailsPage, "ride-details", { accept: "application/json" });
    const { view } = (await answer.json()) as { view: DriverView };
    const { render } = await driverBundle();
    const { html } = render({ ...view, mapsApiKey: "fake-key-for-tests" });
    expect(html).toContain('data-map-mode="offline"');
    expect(html).toContain(MAP_LOADING_NOTE);
    expect(html).toContain("Start Check-in");
  });

  it("sends a step that does not fit the job's state to the one that does", async () => {
    const res = await openPage(endPickupPage, "end-pickup");
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe(
      driverPagePath("ride-details", { jobId: setup.job.id, driverId: setup.driver.id, token: setup.token }),
    );
    const json = await openPage(endPickupPage, "end-pickup", { accept: "application/json" });
    expect(await json.json()).toEqual({ redirect: res.headers.get("location") });
  });

  it("opens 'Start Delivery Check-Out' on a reload once the server holds a position of the trip (issue 20 item 7)", async () => {
    const trip = await assignedJob(db, world);
    const ride = (fields: Record<string, string | File>) =>
      driverCall(updateRidingDetails, trip.token, {
        method: "PUT",
        body: form({ jobId: trip.job.id, driverId: trip.driver.id, ...fields }),
      });
    expectStatus(await ride({ ride_status: "checked_in", checkin_mileage: "100", damage_notes: "none", vehicle_photo: pngFile() }), 200);
    expectStatus(await ride({ ride_status: "ride_started", current_latitude: "32.78", current_longitude: "-96.8" }), 200);
    const html = await (await openPage(enRoutePage, "ride-detail", { of: trip })).text();
    expect(html).toContain("Location sent at");
    // A link to check-out, not the disabled button the page's memory used to give after a reload.
    const checkOut = [...html.matchAll(/<(a|button)\b([^>]*)>((?:(?!<\/\1>)[\s\S])*)<\/\1>/g)].filter((m) =>
      m[3]!.includes("Start Delivery Check-Out"),
    );
    expect(checkOut.map((m) => m[1])).toEqual(["a"]);
    expect(checkOut[0]![2]).toContain(`href="/end-pickup/jobId/${trip.job.id}/driver/${trip.driver.id}?token=`);
    expect(html).not.toContain("Update your location to enable check-out.");
  });

  it("explains a link that cannot be used, with its status and nothing of the job", async () => {
    const res = await openPage(rideDetailsPage, "ride-details", { token: `${setup.token}x` });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain("This link cannot be used");
    expect(html).toContain(LINK_MESSAGES.invalid);
    expect(html).not.toContain(`Job #${setup.job.id}`);
    expect(viewIn(html).screen).toEqual({ ok: false, status: 401, message: LINK_MESSAGES.invalid });
    expect((await openPage(rideDetailsPage, "ride-details", { token: "" })).status).toBe(401);
  });

  it("refuses a path id past PostgreSQL's integer as a bad link (401), not a failed query (500)", async () => {
    const params = Promise.resolve({ id: "99999999999", driverId: String(setup.driver.id) });
    const url = new URL(
      driverPagePath("ride-details", { jobId: 99_999_999_999, driverId: setup.driver.id, token: setup.token }),
      "http://localhost:3000",
    );
    const res = await rideDetailsPage(new NextRequest(url), { params });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain(LINK_MESSAGES.invalid);
  });
});

describe("/driver-assets", () => {
  it("answers every file the build made, the chunks loaded on demand too (issue 29 item 1)", async () => {
    const { manifest } = await driverBundle();
    // The EXIF reader's chunk is named after its module, dots and all.
    expect(manifest.files.some((file) => /^mini\.esm-[\w-]+\.js$/.test(file))).toBe(true);
    for (const file of manifest.files) {
      const res = await driverAsset(new Request(`http://localhost:3000/driver-assets/${file}`), { params: Promise.resolve({ file }) });
      expect(res.status, file).toBe(200);
    }
  });

  it("answers only a file of the build by its plain name", async () => {
    for (const file of ["..%2Fmanifest.json", "../manifest.json", "manifest.json", "render.mjs", "missing-file.js", "x.txt", ".js"]) {
      const res = await driverAsset(new Request(`http://localhost:3000/driver-assets/${file}`), { params: Promise.resolve({ file }) });
      expect(res.status, file).toBe(404);
    }
  });
});
