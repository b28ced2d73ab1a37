import { z } from "zod";
import { EXPENSE_TYPES } from "@/db/schema/expenses";
import { capturedAtSchema, partIdSchema, tripRefSchema } from "@/lib/driver-link/schemas";
import { idField } from "@/lib/forms/fields";
import { pageQuerySchema, type PageQuery } from "@/lib/api/pagination";
import { optionalCoordinateSchema } from "@/lib/maps/coordinate-schema";
import { dollarsAsCents } from "@/lib/format/dollars";
import { EXPENSE_MESSAGES as M } from "./messages";

/** $100,000: far above any receipt of a trip, well inside an integer column. */
export const MAX_EXPENSE_CENTS = 10_000_000;
export const MAX_NOTE = 1000;
export const MAX_REASON = 500;

const blankAsUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** Integer cents: 1250 or "1250"; "12.50" is refused (the API's money is cents). */
const centsSchema = z.preprocess(
  (v) => (typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z.number({ error: M.amount }).int(M.amount).min(1, M.amount).max(MAX_EXPENSE_CENTS, M.amountTooHigh),
);

const optionalMoment = z.preprocess(blankAsUndefined, capturedAtSchema.optional());

/**
 * POST driver/add-expense (multipart; the receipt is `receipt`): the phone's id, the type, the amount
 * in cents, a note, when and where the receipt was taken on the phone, and the photo's EXIF time and
 * place the phone read before shrinking it (shrinking drops them), when it had them.
 */
export const addExpenseSchema = tripRefSchema
  .extend({
    id: partIdSchema,
    type: z.enum(EXPENSE_TYPES, { error: M.type }),
    amount_cents: centsSchema,
    note: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : v === undefined || v === null ? "" : v),
      z.string().max(MAX_NOTE, M.note),
    ),
    captured_at: capturedAtSchema,
    latitude: optionalCoordinateSchema("latitude", 90),
    longitude: optionalCoordinateSchema("longitude", 180),
    exif_taken_at: optionalMoment,
    exif_latitude: optionalCoordinateSchema("exif_latitude", 90),
    exif_longitude: optionalCoordinateSchema("exif_longitude", 180),
  })
  .refine((b) => (b.latitude === undefined) === (b.longitude === undefined), {
    path: ["longitude"],
    message: "Send latitude and longitude together, or neither.",
  })
  .refine((b) => (b.exif_latitude === undefined) === (b.exif_longitude === undefined), {
    path: ["exif_longitude"],
    message: "Send exif_latitude and exif_longitude together, or neither.",
  });
export type AddExpense = z.infer<typeof addExpenseSchema>;

export const EXPENSE_DECISIONS = ["approve", "approve_other", "reject"] as const;

const reasonField = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : ""),
  z.string().max(MAX_REASON, `At most ${MAX_REASON} characters.`),
);

/**
 * POST admin/review-expense, and the Expenses card's forms: approve, approve another amount (in
 * cents from the API as approved_cents, in dollars from the form as approved_amount) with a
 * reason, or reject with a reason.
 */
export const reviewExpenseSchema = z.preprocess(
  (input) => {
    if (!input || typeof input !== "object") return input;
    const fields = input as Record<string, unknown>;
    if (fields.approved_cents !== undefined || fields.approved_amount === undefined) return fields;
    return { ...fields, approved_cents: dollarsAsCents(fields.approved_amount) };
  },
  z
    .object({
      expenseId: partIdSchema,
      decision: z.enum(EXPENSE_DECISIONS, { error: "decision must be approve, approve_other or reject." }),
      approved_cents: z.preprocess(blankAsUndefined, centsSchema.optional()),
      reason: reasonField,
    })
    .superRefine((b, ctx) => {
      if (b.decision === "approve_other" && b.approved_cents === undefined)
        ctx.addIssue({ code: "custom", path: ["approved_amount"], message: "Give the amount to approve." });
      if (b.decision !== "approve" && b.reason === "") ctx.addIssue({ code: "custom", path: ["reason"], message: M.reason });
    }),
);
export type ReviewExpense = z.infer<typeof reviewExpenseSchema>;

/** POST admin/set-expense-rebill: bill an approved expense on to the customer, or stop. */
export const setExpenseRebillSchema = z.object({
  expenseId: partIdSchema,
  rebill: z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean({ error: "rebill must be true or false." })),
});
export type SetExpenseRebill = z.infer<typeof setExpenseRebillSchema>;

/** GET admin/get-waiting-expenses?page=&limit=&search= (search: a job id, a driver's name). */
export const waitingExpensesQuerySchema = pageQuerySchema;
export type WaitingExpensesQuery = PageQuery;

/** GET admin/get-job-expenses?jobId= */
export const jobExpensesQuerySchema = z.object({ jobId: idField("jobId is required.") });
