import { z } from "zod";

/**
 * The largest id a record can have (PostgreSQL's integer). A larger number names no record, and
 * must be refused as input: sent to a query it is an out-of-range error (a 500), not "not found".
 */
export const MAX_RECORD_ID = 2_147_483_647;

type RecordIdMessages = { required?: string; invalid?: string };

/**
 * A record id from a path, query or body: a whole number from 1 to MAX_RECORD_ID, given as a
 * number or as decimal digits only. Nothing else is read as an id (true, "0x10", " 1", "+1", "1e3"
 * would all name a record under a loose coercion).
 */
export function recordIdSchema({ required, invalid }: RecordIdMessages = {}) {
  return z.preprocess(
    (value) => (typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value),
    z
      .number(required ? { error: (issue) => (issue.input == null ? required : (invalid ?? required)) } : undefined)
      .int(invalid)
      .positive(invalid)
      .max(MAX_RECORD_ID, invalid),
  );
}
