import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { resetDatabase } from "../helpers/db";
import { assignedJob, expectStatus, makeWorld, type World } from "../driver-link/helpers";
import { inspector, SCRIBBLE } from "./helpers";

let db: Db;
let world: World;
beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

/** A pickup inspection ready to sign: VIN, slots, readings, no damage. */
async function readyPickup() {
  const s = await assignedJob(db, world);
  const pickup = inspector(s, "pickup");
  expectStatus(await pickup.vin(s.job.vinNumber.slice(-6)), 200);
  await pickup.allSlots();
  expectStatus(await pickup.readings({ no_damage: true }), 200);
  return pickup;
}

describe("the driver's signature as the carrier's agent", () => {
  it("is required on the sign part: a name, and strokes that leave a mark (400 naming each)", async () => {
    const pickup = await readyPickup();
    const nameless = await pickup.sign({ driver_name: " " });
    expectStatus(nameless, 400);
    expect(nameless.body.errors).toEqual({ driver_name: ["Please type your name as the driver signing for the carrier."] });

    const blank = await pickup.sign({ driver_strokes: [[[0.5, 0.5]]] });
    expectStatus(blank, 400);
    expect(blank.body.errors).toEqual({
      driver_strokes: ["Your signature as the carrier's agent is blank. Please sign in the driver's box."],
    });
    expect((await pickup.view()).body.data.state).toBe("open");
  });

  it("is asked when no one else can sign too, and is kept on the inspection", async () => {
    const pickup = await readyPickup();
    for (const place of ["extra", "extra"] as const) expectStatus((await pickup.photo(place)).res, 200);
    const unavailable = { customer_unavailable: true, signer_name: "", strokes: [], attestation: "No one was at the pickup to sign." };
    expectStatus(await pickup.sign({ ...unavailable, driver_strokes: [] }), 400);
    const signed = await pickup.sign({ ...unavailable, driver_name: "Dora Driver" });
    expectStatus(signed, 200);
    expect(signed.body.data.signature).toMatchObject({
      customer_unavailable: true,
      driver_name: "Dora Driver",
      driver_strokes: [SCRIBBLE],
    });
  });
});
