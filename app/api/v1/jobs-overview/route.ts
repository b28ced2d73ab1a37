import { overviewOfCallerHandler } from "@/lib/jobs/caller-statement";

// GET /api/v1/jobs-overview — the dashboard's counts, within the caller's scope (the caller's row
// is checked in the counts' own statement: lib/jobs/caller-statement.ts).
export const GET = overviewOfCallerHandler;
