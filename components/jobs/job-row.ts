import type { JobListItem } from "@/lib/jobs/queries/list-jobs";

/** A job list item as the browser holds it: what the list calls answer, dates as ISO strings. */
export type JobRow = Omit<JobListItem, "createdAt"> & { createdAt: string };

/** The server-side page's rows, made plain for a client component. */
export function toJobRows(items: readonly JobListItem[]): JobRow[] {
  return items.map((item) => ({ ...item, createdAt: new Date(item.createdAt).toISOString() }));
}
