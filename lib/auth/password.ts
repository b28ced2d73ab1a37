import bcrypt from "bcryptjs";

export { isStrongPassword, PASSWORD_RULE_MESSAGE, passwordSchema } from "./password-rule";

const COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

// A hash of a random password, compared against when the e-mail is unknown so that a wrong
// e-mail and a wrong password take the same time. Made on first use, not at import.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const against = hash ?? (await (dummyHash ??= bcrypt.hash("dummy-password-for-timing", COST)));
  const ok = await bcrypt.compare(password, against);
  return ok && Boolean(hash);
}
