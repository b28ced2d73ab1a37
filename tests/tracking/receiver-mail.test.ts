import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as trackPage } from "@/app/track/[token]/route";
import type { Db } from "@/db/client";
import { trackingLinks } from "@/db/schema";
import { resetDatabase } from "../helpers/db";
import { firstLink, readOutbox } from "../helpers/mail";
import { assignedJob, makeWorld, type World } from "../driver-link/helpers";
import { signedPickup } from "../inspections/helpers";

// DECISIONS.md "Notifications": the receiver's tracking link is mailed to the drop-off contact
// when an e-mail is given; it goes out as the vehicle leaves (the pickup inspection's signing).

let db: Db;
let world: World;
beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

const mailsTo = async (to: string) => (await readOutbox()).filter((m) => m.to === to);

describe("at pickup", () => {
  it("mails the drop-off contact a working link to follow the vehicle, once", async () => {
    const s = await assignedJob(db, world, { dropoffPocEmail: "dana@receiver.example" });
    await signedPickup(s);
    const [mail, ...more] = await mailsTo("dana@receiver.example");
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Your ${s.job.vehicleYear} ${s.job.vehicleMake} ${s.job.vehicleModel} is on its way`);
    const link = firstLink(mail!);
    expect(link.pathname).toMatch(/^\/track\//);
    const page = await trackPage(new NextRequest(link), { params: Promise.resolve({ token: link.pathname.split("/").pop()! }) });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(s.job.vehicleModel);
    expect(await db.select().from(trackingLinks).where(eq(trackingLinks.jobId, s.job.id))).toHaveLength(1);
  });

  it("mails the link the customer already made, rather than a second one", async () => {
    const s = await assignedJob(db, world, { dropoffPocEmail: "rey@receiver.example" });
    const [made] = await db.insert(trackingLinks).values({ jobId: s.job.id }).returning();
    await signedPickup(s);
    const mails = await mailsTo("rey@receiver.example");
    expect(mails).toHaveLength(1);
    expect(await db.select().from(trackingLinks).where(eq(trackingLinks.jobId, s.job.id))).toEqual([made]);
  });

  it("mails no one when the job has no drop-off e-mail, and makes no link", async () => {
    const s = await assignedJob(db, world);
    const before = (await readOutbox()).length;
    await signedPickup(s);
    const after = await readOutbox();
    expect(after.slice(before).filter((m) => m.subject.includes("is on its way"))).toEqual([]);
    expect(await db.select().from(trackingLinks).where(eq(trackingLinks.jobId, s.job.id))).toEqual([]);
  });
});
