import { z } from "zod";
import { pageQuerySchema } from "@/lib/api/pagination";
import { recordIdSchema } from "@/lib/api/record-id";

/**
 * The message log's state filters (DECISIONS.md "Notifications"), in display order. "queued"
 * also holds the messages a worker is sending this moment. Pure module: the page's tabs and
 * the API's `state` share it.
 */
export const MESSAGE_LOG_FILTERS = ["all", "queued", "sent", "retrying", "failed"] as const;
export type MessageLogFilter = (typeof MESSAGE_LOG_FILTERS)[number];

export const MESSAGE_LOG_FILTER_LABELS: Record<MessageLogFilter, string> = {
  all: "All",
  queued: "Queued",
  sent: "Sent",
  retrying: "Retrying",
  failed: "Failed",
};

export const MESSAGE_NOT_FOUND = "Message not found.";
export const MESSAGE_BEING_SENT = "This message is being sent right now. Try again in a moment.";
export const MESSAGE_QUEUED_AGAIN = "Message queued again.";

/** A filter named in a URL, or undefined for one the log does not have. */
export function parseMessageLogFilter(value: unknown): MessageLogFilter | undefined {
  return MESSAGE_LOG_FILTERS.find((filter) => filter === value);
}

/** GET admin/get-messages: the list's page, limit and search, and `state` (all when left out). */
export const messageLogQuerySchema = pageQuerySchema.extend({
  state: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.enum(MESSAGE_LOG_FILTERS, { error: `State must be one of: ${MESSAGE_LOG_FILTERS.join(", ")}.` }).default("all"),
  ),
});
export type MessageLogQuery = z.infer<typeof messageLogQuerySchema>;

/** POST admin/resend-message. */
export const resendMessageSchema = z.object({
  id: recordIdSchema({ required: "The message id is required.", invalid: "The message id must be a positive whole number." }),
});
export type ResendMessage = z.infer<typeof resendMessageSchema>;

/**
 * One line of the log. Never a mail's body: bodies carry secret links (invitations, resets,
 * driver links). A webhook's recipient is its endpoint's URL and its subject the event type.
 */
export type MessageLogRow = {
  id: number;
  kind: "mail" | "webhook";
  recipient: string;
  subject: string;
  state: "queued" | "sending" | "sent" | "retrying" | "failed";
  attempts: number;
  last_error: string | null;
  response_code: number | null;
  created_at: Date;
  sent_at: Date | null;
  next_attempt_at: Date | null;
};
