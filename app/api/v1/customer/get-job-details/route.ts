import { jobDetailsHandler } from "@/lib/job-details/job-details-handler";

// GET /api/v1/customer/get-job-details?jobId= — data.jobData and data.jobLogs of a company job.
export const GET = jobDetailsHandler("customer");
