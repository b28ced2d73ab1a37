import { sql } from "drizzle-orm";
import { integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { jobs } from "./jobs";
import { users } from "./users";

const moment = () => timestamp({ withTimezone: true, mode: "date" });

/**
 * The receiver's tracking links (DECISIONS.md "Notifications"). No token is stored: the link's
 * token is its id signed with the app secret (lib/tracking/tracking-token.ts), so the job detail
 * can show the same URL again to copy, and revoking is setting revoked_at (a new link is a new
 * row, a new id). At most one link of a job is live at a time.
 */
export const trackingLinks = pgTable(
  "tracking_links",
  {
    id: serial().primaryKey(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: moment().notNull().defaultNow(),
    revokedAt: moment(),
  },
  (t) => [
    uniqueIndex("tracking_links_job_live_uq")
      .on(t.jobId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

export type TrackingLink = typeof trackingLinks.$inferSelect;
