/**
 * A status change is applied only if the status is still the one it was checked against
 * (DECISIONS.md): of two concurrent actions on one job, exactly one wins. On PGlite the single
 * connection serialises the two calls; on PostgreSQL they really race.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as approveCancellation } from "@/app/api/v1/admin/approve-job-cancellation/route";
import { PUT as declineCancellation } from "@/app/api/v1/admin/decline-job-cancellation/route";
import { PUT as jobApprove } from "@/app/api/v1/admin/job-approve/route";
import type { Db } from "@/db/client";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { jobFor, jobRow, logsOf, makeWorld, type World } from "./helpers";

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();

describe("two concurrent actions on one job", () => {
  it("two approvals: one 200, one 409 naming the new status, one new log entry", async () => {
    for (let round = 0; round < 5; round++) {
      const job = await jobFor(db, world.customer, { requestStatus: "submitted" });
      const approve = (token: string) => call(jobApprove, { method: "PUT", body: { jobId: job.id }, token });
      const results = await Promise.all([approve(world.admin.token), approve(world.superadmin.token)]);
      expect(statuses(results)).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.message).toBe("This job is Approved: it cannot be approved now.");

      const winner = results[0]!.status === 200 ? world.admin : world.superadmin;
      expect((await jobRow(db, job.id)).requestStatus).toBe("approved");
      const logs = await logsOf(db, job.id);
      expect(logs.map((l) => [l.requestStatus, l.userId])).toEqual([
        ["submitted", world.customer.user.id],
        ["approved", winner.user.id],
      ]);
    }
  });

  it("approving and declining one cancellation request at once: exactly one wins, with one log entry", async () => {
    for (let round = 0; round < 5; round++) {
      const job = await jobFor(db, world.customer, { requestStatus: "awaiting_for_cancellation", statusBeforeCancellation: "submitted" });
      const body = { jobId: job.id };
      const [approved, declined] = await Promise.all([
        call(approveCancellation, { method: "PUT", body, token: world.admin.token }),
        call(declineCancellation, { method: "PUT", body, token: world.superadmin.token }),
      ]);
      expect(statuses([approved!, declined!])).toEqual([200, 409]);
      const expected = approved!.status === 200 ? "cancelled" : "submitted";
      const loser = approved!.status === 200 ? declined! : approved!;
      expect(loser.body.message).toContain(expected === "cancelled" ? "Cancelled" : "Submitted");
      expect((await jobRow(db, job.id)).requestStatus).toBe(expected);
      expect((await logsOf(db, job.id)).slice(1).map((l) => l.requestStatus)).toEqual([expected]);
    }
  });
});
