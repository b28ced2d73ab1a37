/**
 * Texts of the sign-in forms that the screens need without the schemas (and without zod):
 * lib/auth/schemas.ts uses and re-exports them.
 */

/** SPEC.md §5: both fields or nothing is sent. */
export const BOTH_REQUIRED = "Please enter both email and password.";

/** SPEC.md §8: the forgot-password success message (the same whether or not the e-mail has a user). */
export const RESET_SENT = "A password reset email has been sent to the specified email address, if there is a user associated with it";
