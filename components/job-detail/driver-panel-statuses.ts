import type { JobStatus } from "@/lib/jobs/statuses";

/** SPEC.md §2: the admin's Driver panel shows only while a driver matters to the job. */
export const DRIVER_PANEL_STATUSES: readonly JobStatus[] = ["approved", "in_transit", "delivered"];
