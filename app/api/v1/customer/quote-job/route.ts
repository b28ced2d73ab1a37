import { z } from "zod";
import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { quoteJobRequest } from "@/lib/jobs/quote-job";

// POST /api/v1/customer/quote-job — the create-job body: each vehicle's price, its lines and the total, nothing created.
export const POST = withAuth({ roles: ["customer"] }, async ({ req, actor }) => {
  return ok(await quoteJobRequest(await getDb(), actor, await readBody(req, z.unknown())), { message: "Quote" });
});
