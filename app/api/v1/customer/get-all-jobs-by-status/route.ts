import { jobListHandler } from "@/lib/jobs/job-route-handlers";

// GET /api/v1/customer/get-all-jobs-by-status?page&limit&search&tabName — the company's jobs by tab.
export const GET = jobListHandler("customer");
