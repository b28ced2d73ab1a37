import { beforeAll, describe, expect, it } from "vitest";
import { POST as createDriver } from "@/app/api/v1/admin/create-driver/route";
import { GET as customerJobDetails } from "@/app/api/v1/customer/get-job-details/route";
import type { Db } from "@/db/client";
import { drivers } from "@/db/schema";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { assignedJob, expectStatus, fetchFile, form, makeWorld, pngFile, type World } from "./helpers";
import { eq } from "drizzle-orm";

let db: Db;
let world: World;
beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

describe("the assigned driver's picture (issue 21 item 13)", () => {
  it("is served to the job's customers and to the job's driver link, not to another company's customer", async () => {
    const made = await call<{ id: number; profile_picture: string }>(createDriver, {
      token: world.admin.token,
      body: form({
        name: "Pia Picture",
        email: `pia-${Date.now()}@example.com`,
        phone: "2145550100",
        note: "",
        profile_picture: pngFile("face.png"),
      }),
    });
    expectStatus(made, 201);
    const [driver] = await db.select().from(drivers).where(eq(drivers.id, made.body.data.id));
    const { job, token } = await assignedJob(db, world, {}, driver!);

    const details = await call<{ jobData: { profile_Picture: string } }>(customerJobDetails, {
      token: world.customer.token,
      query: { jobId: job.id },
    });
    expectStatus(details, 200);
    const picture = details.body.data.jobData.profile_Picture;
    expect(picture).toBe(made.body.data.profile_picture);
    expect((await fetchFile(picture, { bearer: world.customer.token })).status).toBe(200);
    expect((await fetchFile(picture, { linkToken: token })).status).toBe(200);
    expect((await fetchFile(picture, { bearer: world.otherCustomer.token })).status).toBe(404);
  });
});
