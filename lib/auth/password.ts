import { hash, verify } from "@node-rs/bcrypt";
import { AppError } from "@/lib/api/errors";

export { isStrongPassword, PASSWORD_RULE_MESSAGE, passwordSchema } from "./password-rule";

const COST = 10;

/**
 * Hashing is the one costly thing an anonymous caller can start (sign-in, set-password), so it
 * runs natively off the event loop (the rest of the app keeps answering) and at most
 * HASH_SLOTS at a time; a caller who would queue behind HASH_QUEUE others is told to retry.
 */
const HASH_SLOTS = 2;
const HASH_QUEUE = 32;
export const SERVER_BUSY = "The server is busy. Please try again in a moment.";

let running = 0;
const waiting: (() => void)[] = [];

async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_SLOTS) {
    if (waiting.length >= HASH_QUEUE) throw new AppError("UNAVAILABLE", SERVER_BUSY, { retryAfterSeconds: 1 });
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next caller, or free it.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inHashSlot(() => hash(password, { cost: COST }));
}

// A hash of a random password, compared against when the e-mail is unknown so that a wrong
// e-mail and a wrong password take the same time. Made on first use, not at import.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const against = stored ?? (await (dummyHash ??= hash("dummy-password-for-timing", { cost: COST })));
  const ok = await inHashSlot(() => verify(password, against));
  return ok && Boolean(stored);
}
