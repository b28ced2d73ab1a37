import { jobDetailsHandler } from "@/lib/jobs/job-route-handlers";

// GET /api/v1/customer/get-job-details?jobId= — data.jobData and data.jobLogs of a company job.
export const GET = jobDetailsHandler("customer");
