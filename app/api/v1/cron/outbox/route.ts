import { timingSafeEqual } from "node:crypto";
import { getDb } from "@/db/client";
import { unauthenticated } from "@/lib/api/errors";
import { withPublic } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { env } from "@/lib/env";
import { drainAndPrune } from "@/lib/outbox/outbox";

const isCronSecret = (header: string | null) => {
  const secret = env().CRON_SECRET;
  if (!secret || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice(7));
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

// POST /api/v1/cron/outbox — drains the outbox once and prunes old sent messages, for serverless hosts without a long-lived worker (INTERFACES.md).
export const POST = withPublic(async ({ req }) => {
  if (!isCronSecret(req.headers.get("authorization"))) throw unauthenticated("A valid cron secret is required.");
  return ok(await drainAndPrune(await getDb()), { message: "Outbox drained" });
});
