import { beforeAll, describe, expect, it } from "vitest";
import { GET as adminJobDetails } from "@/app/api/v1/admin/get-job-details/route";
import type { Db } from "@/db/client";
import type { BolView } from "@/lib/bol/issue-bol";
import type { InspectionView } from "@/lib/inspections/inspection-view";
import { drainAll } from "@/lib/worker/outbox-worker";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { pdfText } from "../helpers/pdf-text";
import { assignedJob, expectStatus, fetchFile, makeWorld, type World } from "../driver-link/helpers";
import { inspector } from "./helpers";

// DECISIONS.md "The driver's link without signal": a phone's capture time is kept as sent, and
// marked "phone clock doubtful" where it cannot be true, on the job detail and on the BOL.
let db: Db;
let world: World;
beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

const HOUR = 3600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe("a phone's doubtful clock", () => {
  it("keeps each time as sent, with the server's receipt, and marks the impossible ones on the detail and the BOL", async () => {
    const s = await assignedJob(db, world);
    // The link was sent a moment ago, with the driver's assignment (assignedJob's timeline entry).
    const pickup = inspector(s, "pickup");
    expectStatus(await pickup.vin(s.job.vinNumber.slice(-6)), 200);
    const fine = await pickup.photo("front", { capturedAt: at(0) });
    const beforeLink = await pickup.photo("rear", { capturedAt: at(-2 * HOUR) });
    const ahead = await pickup.photo("driver_side", { capturedAt: at(24 * HOUR) });
    const slightlyAhead = await pickup.photo("passenger_side", { capturedAt: at(2 * 60_000) });
    for (const sent of [fine, beforeLink, ahead, slightlyAhead]) expectStatus(sent.res, 200);
    await pickup.photo("odometer");
    await pickup.photo("vin_plate");
    expectStatus(await pickup.readings({ no_damage: true }), 200);
    expectStatus(await pickup.sign({ captured_at: at(3 * HOUR) }), 200);
    await drainAll(db);

    const details = await call<{ jobData: { inspections: { pickup: InspectionView }; bills_of_lading: BolView[] } }>(adminJobDetails, {
      query: { jobId: s.job.id },
      token: world.admin.token,
    });
    expectStatus(details, 200);
    const view = details.body.data.jobData.inspections.pickup;
    const photo = (id: string) => view.photos.find((p) => p.id === id)!;
    expect(photo(fine.id).clock_doubtful).toBe(false);
    expect(photo(slightlyAhead.id).clock_doubtful).toBe(false);
    expect(photo(beforeLink.id)).toMatchObject({ clock_doubtful: true });
    expect(photo(ahead.id).clock_doubtful).toBe(true);
    // Kept as the phone said, beside the server's own time.
    expect(new Date(photo(ahead.id).captured_at).getTime()).toBeGreaterThan(Date.now() + 23 * HOUR);
    expect(new Date(photo(ahead.id).received_at).getTime()).toBeLessThanOrEqual(Date.now());
    expect(view.signature).toMatchObject({ clock_doubtful: true });

    const [v1] = details.body.data.jobData.bills_of_lading;
    const file = await fetchFile(v1!.url, { bearer: world.admin.token });
    const text = await pdfText(new Uint8Array(await file.arrayBuffer()));
    // Two photos and the signature (printed under both pads).
    expect(text.match(/phone clock doubtful/g)?.length).toBe(4);
  });
});
