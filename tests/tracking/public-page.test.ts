import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as trackPage } from "@/app/track/[token]/route";
import type { Db } from "@/db/client";
import { jobs, locationUpdates, trackingLinks } from "@/db/schema";
import { isPublicPage } from "@/lib/auth/redirect";
import { TRACKING_WINDOW_MS } from "@/lib/tracking/public-view";
import { resolveTrackingLink } from "@/lib/tracking/resolve-tracking-link";
import { signTrackingToken } from "@/lib/tracking/tracking-token";
import { proxy } from "@/proxy";
import { resetDatabase } from "../helpers/db";
import { createDriver } from "../helpers/factories";
import { jobFor, makeWorld, type World } from "../jobs/helpers";

// DECISIONS.md "Notifications": the page shows status, the two cities, the vehicle with the last
// 4 of its VIN, a position rounded to 0.01° only in transit (no trail), an ETA and the delivery
// time; it ends 48 hours after delivery, at cancellation or when revoked.

const SECRET = process.env.AUTH_SECRET!;
const NOW = new Date();
const VIN = "1HGCM82633A004352";
// Where the driver is (Waco), and the trail before it (Hillsboro): none of it may show in full.
const HERE = { lat: 31.554_987, lng: -97.146_514 };
const TRAIL = [
  { lat: 32.011_234, lng: -97.129_876 },
  { lat: 31.771_111, lng: -97.133_333 },
];

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

/** A job of the customer with a live link, and the link's token. */
async function trackedJob(values: Partial<typeof jobs.$inferInsert> = {}) {
  const job = await jobFor(db, world.customer, {
    vinNumber: VIN,
    vehicleYear: 2024,
    vehicleMake: "Toyota",
    vehicleModel: "Camry",
    pickupLocation: "1500 Marilla St, Dallas, TX 75201, USA",
    dropoffLocation: "500 E Cesar Chavez St, Austin, TX 78701",
    dropoffLatitude: 30.2622,
    dropoffLongitude: -97.7388,
    dropoffTimezone: "America/Chicago",
    ...values,
  });
  const [link] = await db.insert(trackingLinks).values({ jobId: job.id, createdBy: world.customer.user.id }).returning();
  return { job, link: link!, token: signTrackingToken({ linkId: link!.id, jobId: job.id }, SECRET) };
}

const inTransit = {
  requestStatus: "in_transit" as const,
  lastLatitude: HERE.lat,
  lastLongitude: HERE.lng,
  lastLocationAt: new Date(NOW.getTime() - 5 * 60_000),
};

async function open(token: string) {
  const response = await trackPage(new NextRequest(`http://localhost/track/${token}`), { params: Promise.resolve({ token }) });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

describe("the public view", () => {
  it("in transit: the position to 0.01°, an ETA, the cities, the vehicle with the VIN's last 4, nothing more", async () => {
    const { token } = await trackedJob(inTransit);
    const view = await resolveTrackingLink(db, token, NOW);
    expect(view).toMatchObject({
      status: "in_transit",
      statusTitle: "In-Transit",
      pickupCity: "Dallas",
      dropoffCity: "Austin",
      vehicle: { year: 2024, make: "Toyota", model: "Camry", vinLast4: "4352" },
      position: { lat: 31.55, lng: -97.15, at: inTransit.lastLocationAt },
      deliveredAt: null,
      zone: "America/Chicago",
    });
    expect(view!.eta!.getTime()).toBeGreaterThan(NOW.getTime());
    expect(Object.keys(view!).sort()).toEqual(
      [
        "deliveredAt",
        "dropoffCity",
        "eta",
        "pickupCity",
        "position",
        "scheduledDelivery",
        "status",
        "statusTitle",
        "vehicle",
        "zone",
      ].sort(),
    );
  });

  it("the page: HTML without a script, noindex, a Refresh link rather than a timed reload, the position named by its town, no trail, no street, no full VIN, no contact", async () => {
    const { job, token } = await trackedJob(inTransit);
    const driver = await createDriver(db);
    await db
      .insert(locationUpdates)
      .values([...TRAIL, HERE].map((p) => ({ jobId: job.id, driverId: driver.id, latitude: p.lat, longitude: p.lng })));
    const { status, headers, html } = await open(token);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(headers.get("cache-control")).toContain("no-store");
    expect(headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    // No timed reload (axe: critical); a link to the page itself brings the latest position.
    expect(html).not.toContain("http-equiv");
    expect(html).toContain('<a href="">Refresh</a> for the latest position.');
    expect(html).toContain("In-Transit");
    expect(html).toContain("2024 Toyota Camry");
    expect(html).toContain("VIN ending in 4352");
    expect(html).toMatch(/Dallas[\s\S]*Austin/);
    // The position named by its nearest town (the offline gazetteer), not by its coordinates.
    expect(html).toContain("Approximate position</dt><dd>Near Waco, TX");
    expect(html).not.toContain("31.55, -97.15");
    expect(html).toContain("straight-line distance from the position shown, at an average 50 mph");
    expect(html).toMatch(/Estimated arrival<\/dt><dd>\d+\/\d+\/\d{4} \d+:\d{2} [AP]M C[SD]T/);
    expect(html).toMatch(/As of \d+\/\d+\/\d{4} \d+:\d{2} [AP]M C[SD]T/);
    for (const secret of [
      VIN.slice(0, 13),
      "Marilla",
      "Cesar Chavez",
      job.pickupPocName,
      job.dropoffPocPhone,
      "32.01",
      "31.77",
      "31.5549",
      "97.1465",
    ]) {
      expect(html, secret).not.toContain(secret);
    }
  });

  it.each(["submitted", "approved", "awaiting_for_cancellation"] as const)(
    "%s: no position, no ETA, no refresh, the scheduled delivery",
    async (requestStatus) => {
      const { token } = await trackedJob({ ...inTransit, requestStatus, dropoffDate: "2026-03-06", dropoffTime: "15:00" });
      const view = await resolveTrackingLink(db, token, NOW);
      expect(view).toMatchObject({
        status: requestStatus,
        position: null,
        eta: null,
        scheduledDelivery: { date: "2026-03-06", time: "15:00" },
      });
      const { html } = await open(token);
      expect(html).not.toContain("31.55");
      expect(html).not.toContain('http-equiv="refresh"');
      expect(html).toContain("Scheduled delivery</dt><dd>3/6/2026 3:00 PM CST");
    },
  );

  it("delivered: the delivery time on the drop-off's clock, no position", async () => {
    const deliveredAt = new Date("2026-03-05T21:40:00.000Z");
    const { token } = await trackedJob({ ...inTransit, requestStatus: "delivered", deliveredAt });
    const at = new Date(deliveredAt.getTime() + 3600_000);
    expect(await resolveTrackingLink(db, token, at)).toMatchObject({
      status: "delivered",
      statusTitle: "Delivered",
      deliveredAt,
      position: null,
      eta: null,
    });
  });
});

describe("when the link ends", () => {
  const delivered = (at: Date) => ({ ...inTransit, requestStatus: "delivered" as const, deliveredAt: at });

  it("48 hours after delivery", async () => {
    const deliveredAt = new Date(NOW.getTime() - TRACKING_WINDOW_MS + 60_000);
    const { token } = await trackedJob(delivered(deliveredAt));
    expect(await resolveTrackingLink(db, token, NOW)).not.toBeNull();
    expect(await resolveTrackingLink(db, token, new Date(deliveredAt.getTime() + TRACKING_WINDOW_MS))).toBeNull();
    const { token: old } = await trackedJob(delivered(new Date(NOW.getTime() - TRACKING_WINDOW_MS - 1000)));
    const { status, html } = await open(old);
    expect(status).toBe(404);
    expect(html).toContain("This tracking link has ended.");
    expect(html).not.toContain("Camry");
  });

  it("at cancellation", async () => {
    const { job, token } = await trackedJob(inTransit);
    await db.update(jobs).set({ requestStatus: "cancelled" }).where(eq(jobs.id, job.id));
    expect(await resolveTrackingLink(db, token, NOW)).toBeNull();
    expect((await open(token)).status).toBe(404);
  });

  it("when revoked", async () => {
    const { link, token } = await trackedJob(inTransit);
    await db.update(trackingLinks).set({ revokedAt: new Date() }).where(eq(trackingLinks.id, link.id));
    expect(await resolveTrackingLink(db, token, NOW)).toBeNull();
  });

  it("for a token of another job, a tampered one, or no token at all: the same ended page", async () => {
    const mine = await trackedJob(inTransit);
    const other = await trackedJob(inTransit);
    const mac = mine.token.split(".")[1]!;
    const forged = [
      // This link's signature under the other link's id, and the other way round.
      `${other.link.id}.${mac}`,
      `${mine.link.id}.${other.token.split(".")[1]}`,
      // Signed for the other job.
      signTrackingToken({ linkId: mine.link.id, jobId: other.job.id }, SECRET),
      // Signed with another secret.
      signTrackingToken({ linkId: mine.link.id, jobId: mine.job.id }, `${SECRET}-other`),
      `${mine.token.slice(0, -1)}${mine.token.endsWith("A") ? "B" : "A"}`,
      `${mine.link.id}`,
      "not-a-token",
      "999999.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
    ];
    for (const token of forged) {
      expect(await resolveTrackingLink(db, token, NOW), token).toBeNull();
      const { status, html } = await open(token);
      expect(status, token).toBe(404);
      expect(html).toContain("This tracking link has ended.");
    }
    expect(await resolveTrackingLink(db, mine.token, NOW)).not.toBeNull();
  });
});

describe("the page is public", () => {
  it("opens without a session: the page guard lets /track/ through", async () => {
    const { token } = await trackedJob();
    expect(isPublicPage(`/track/${token}`)).toBe(true);
    const response = await proxy(new NextRequest(`http://localhost/track/${token}`));
    expect(response.headers.get("location")).toBeNull();
    expect(response.status).toBe(200);
  });
});
