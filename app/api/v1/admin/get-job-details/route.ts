import { jobDetailsHandler } from "@/lib/jobs/job-route-handlers";

// GET /api/v1/admin/get-job-details?jobId= — data.jobData and data.jobLogs of any job.
export const GET = jobDetailsHandler("staff");
