import { z } from "zod";
import { WHOLE_NUMBER_TEXT } from "./whole-number";

/**
 * The largest id a record can have (PostgreSQL's integer). A larger number names no record, and
 * must be refused as input: sent to a query it is an out-of-range error (a 500), not "not found".
 */
export const MAX_RECORD_ID = 2_147_483_647;

type WholeNumberOptions = { min: number; max: number; required?: string; invalid?: string; tooSmall?: string; tooLarge?: string };

/**
 * A whole number from min to max, given as a number or as text (WHOLE_NUMBER_TEXT: digits only). `required` is said
 * when it is left out (undefined or null), `tooSmall` and `tooLarge` (when given) out of range,
 * `invalid` for anything else; all default to zod's.
 */
export function wholeNumberSchema({ min, max, required, invalid, tooSmall = invalid, tooLarge = invalid }: WholeNumberOptions) {
  return z.preprocess(
    (value) => (typeof value === "string" && WHOLE_NUMBER_TEXT.test(value) ? Number(value) : value),
    z
      .number(required || invalid ? { error: (issue) => (issue.input == null ? (required ?? invalid) : (invalid ?? required)) } : undefined)
      .int(invalid)
      .min(min, tooSmall)
      .max(max, tooLarge),
  );
}

type RecordIdMessages = { required?: string; invalid?: string };

/**
 * A record id from a path, query or body: a whole number from 1 to MAX_RECORD_ID, written as
 * wholeNumberSchema says (true, "0x10", " 1", "+1", "01", "1e3" would all name a record under a
 * loose coercion).
 */
export function recordIdSchema({ required, invalid }: RecordIdMessages = {}) {
  return wholeNumberSchema({ min: 1, max: MAX_RECORD_ID, required, invalid });
}
