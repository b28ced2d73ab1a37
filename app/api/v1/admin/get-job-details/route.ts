import { jobDetailsHandler } from "@/lib/job-details/job-details-handler";

// GET /api/v1/admin/get-job-details?jobId= — data.jobData and data.jobLogs of any job.
export const GET = jobDetailsHandler("staff");
