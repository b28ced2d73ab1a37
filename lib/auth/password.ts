import bcrypt from "bcryptjs";
import { z } from "zod";

/** SPEC.md §5: letters, digits and @$!%*?&; at least 8, one uppercase and one special. */
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

const COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

// A hash of a random password, compared against when the e-mail is unknown so that
// a wrong e-mail and a wrong password take the same time.
const DUMMY_HASH = bcrypt.hashSync("dummy-password-for-timing", COST);

export function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  return bcrypt.compare(password, hash ?? DUMMY_HASH).then((ok) => ok && Boolean(hash));
}
