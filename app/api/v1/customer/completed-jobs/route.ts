import { jobListHandler } from "@/lib/jobs/list-route";

// GET /api/v1/customer/completed-jobs?page&limit&search — the company's delivered jobs.
export const GET = jobListHandler("customer", { completed: true });
