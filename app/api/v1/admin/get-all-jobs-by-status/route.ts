import { jobListHandler } from "@/lib/jobs/job-route-handlers";

// GET /api/v1/admin/get-all-jobs-by-status?page&limit&search&tabName — every job by tab.
export const GET = jobListHandler("staff");
