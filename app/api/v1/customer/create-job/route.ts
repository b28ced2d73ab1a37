import { getDb } from "@/db/client";
import { readJson, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { createJobs } from "@/lib/jobs/create-job";

// POST /api/v1/customer/create-job — the wizard's request: one job per vehicle.
export const POST = withAuth({ roles: ["customer"] }, async ({ req, actor }) => {
  const body: unknown = await readJson(req);
  const jobs = await createJobs(await getDb(), actor, body);
  return ok(jobs, { message: "Created Job successfully!", status: 201 });
});
