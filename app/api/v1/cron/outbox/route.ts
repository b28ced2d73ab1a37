import { getDb } from "@/db/client";
import { withCron } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { drainAndPrune } from "@/lib/worker/outbox-worker";

// POST /api/v1/cron/outbox — drains the outbox once and prunes old sent messages, for serverless hosts without a long-lived worker (INTERFACES.md).
export const POST = withCron(async () => ok(await drainAndPrune(await getDb()), { message: "Outbox drained" }));
