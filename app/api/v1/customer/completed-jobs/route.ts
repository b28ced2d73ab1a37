import { jobListHandler } from "@/lib/jobs/job-route-handlers";

// GET /api/v1/customer/completed-jobs?page&limit&search — the company's delivered jobs.
export const GET = jobListHandler("customer", { completed: true });
