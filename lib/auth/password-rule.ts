import { z } from "zod";

/** SPEC.md §5: letters, digits and @$!%*?&; at least 8, one uppercase and one special. Pure (runs in the browser too). */
export const PASSWORD_RULE_MESSAGE =
  "Password must be at least 8 characters long, include one uppercase letter, and one special character.";
const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;

export function isStrongPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}

export const passwordSchema = z
  .string({ error: "Please enter your password." })
  .min(1, { error: "Please enter your password.", abort: true })
  .max(128, "Password must be at most 128 characters long.")
  .regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE);
