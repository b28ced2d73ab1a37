import { z } from "zod";

/**
 * The largest id a record can have (PostgreSQL's integer). A larger number names no record, and
 * must be refused as input: sent to a query it is an out-of-range error (a 500), not "not found".
 */
export const MAX_RECORD_ID = 2_147_483_647;

type RecordIdMessages = { required?: string; invalid?: string };

/** A record id from a path, query or body ("12" or 12): a whole number from 1 to MAX_RECORD_ID. */
export function recordIdSchema({ required, invalid }: RecordIdMessages = {}) {
  return z.coerce
    .number(required ? { error: required } : undefined)
    .int(invalid)
    .positive(invalid)
    .max(MAX_RECORD_ID, invalid);
}
