import { z } from "zod";
import { recordIdSchema } from "@/lib/api/record-id";

/** Shared form fields with the spec's messages (SPEC.md §5). Pure: used by forms and routes. */

/** SPEC.md §5: text, @, text, dot, text, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^[0-9]{1,15}$/;
export const PHONE_RULE = "Phone number must contain digits only, at most 15.";
export const INVALID_EMAIL = "Invalid email format.";
export const ACTIVE_STATUS_RULE = "Active status must be active or inactive.";

const nullishAsEmpty = (v: unknown) => (v === null || v === undefined ? "" : typeof v === "number" ? String(v) : v);
const blankAsUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

type Rule = readonly [test: (value: string) => boolean, message: string];

/**
 * A trimmed text checked against rules in order; only the first failing rule is reported, so a
 * blank e-mail says "required" and not also "invalid". (Not `abort: true`: that would stop the
 * form's other cross-field checks too.)
 */
function checkedText(typeMessage: string, rules: readonly Rule[]) {
  return z.preprocess(
    nullishAsEmpty,
    z
      .string({ error: typeMessage })
      .trim()
      .superRefine((value, ctx) => {
        const failed = rules.find(([test]) => !test(value));
        if (failed) ctx.addIssue({ code: "custom", message: failed[1] });
      }),
  );
}

const filled = (v: string) => v !== "";
const atMost = (max: number): Rule => [(v) => v.length <= max, `At most ${max} characters.`];

/** A required text: blank after trimming answers `message`. */
export function requiredText(message: string, max = 200) {
  return checkedText(message, [[filled, message], atMost(max)]);
}

/** An optional text, trimmed, "" when missing. */
export function optionalText(max = 200) {
  return checkedText("Please enter text.", [atMost(max)]);
}

export function emailField(required = "Email is required.", invalid = INVALID_EMAIL) {
  return checkedText(required, [
    [filled, required],
    [(v) => v.length <= 254, "The e-mail address is too long."],
    [(v) => EMAIL_PATTERN.test(v), invalid],
  ]);
}

/** An e-mail that may be left blank ("" when blank), checked when given. */
export function optionalEmailField(invalid = INVALID_EMAIL) {
  return checkedText(invalid, [
    [(v) => v.length <= 254, "The e-mail address is too long."],
    [(v) => v === "" || EMAIL_PATTERN.test(v), invalid],
  ]);
}

/** SPEC.md §9: the phone keeps digits only, up to 15. */
export function phoneField(required = "Phone number is required.") {
  return checkedText(required, [
    [filled, required],
    [(v) => PHONE_PATTERN.test(v), PHONE_RULE],
  ]);
}

/** A record id from a body or query string ("12" or 12). */
export function idField(message: string) {
  return z.preprocess(blankAsUndefined, recordIdSchema({ required: message, invalid: message }));
}

/** The active switch: "active"/"inactive", a boolean, or "true"/"false". */
export const activeStatusField = z.preprocess(
  (v) => {
    if (typeof v === "string") {
      const s = v.trim().toLowerCase();
      if (s === "active" || s === "true" || s === "1") return true;
      if (s === "inactive" || s === "false" || s === "0") return false;
    }
    if (v === 1 || v === 0) return v === 1;
    return v;
  },
  z.boolean({ error: ACTIVE_STATUS_RULE }),
);

export type ActiveStatus = "active" | "inactive";
export const activeStatusOf = (active: boolean): ActiveStatus => (active ? "active" : "inactive");

/** A row's `active` boolean answered as the spec's active_status. */
export function withActiveStatus<T extends { active: boolean }>({
  active,
  ...rest
}: T): Omit<T, "active"> & { active_status: ActiveStatus } {
  return { ...rest, active_status: activeStatusOf(active) };
}

/**
 * The API sends `username` (first and last name joined by a space, SPEC.md §3); the form has
 * first_name and last_name. Splits username at the first space unless first_name is given.
 */
export function withNameParts(input: unknown): unknown {
  if (!isRecord(input) || input.first_name !== undefined || typeof input.username !== "string") return input;
  const name = input.username.trim().replace(/\s+/g, " ");
  const space = name.indexOf(" ");
  return {
    ...input,
    first_name: space < 0 ? name : name.slice(0, space),
    last_name: space < 0 ? "" : name.slice(space + 1),
  };
}

/** The active-switch call: the status key is there and none of the detail fields is. */
export function isStatusOnly(input: unknown, statusKey: string, detailKeys: readonly string[]): boolean {
  return isRecord(input) && input[statusKey] !== undefined && detailKeys.every((k) => input[k] === undefined);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
