/**
 * Texts of the sign-in forms that the screens need without the schemas (and without zod):
 * lib/auth/schemas.ts uses and re-exports them.
 */

/** SPEC.md §5: both fields or nothing is sent. */
export const BOTH_REQUIRED = "Please enter both email and password.";

/** SPEC.md §8: the forgot-password success message (the same whether or not the e-mail has a user). */
export const RESET_SENT = "A password reset email has been sent to the specified email address, if there is a user associated with it";

/** SPEC.md §8: a refused sign-in without the server's reason, and one that failed. */
export const LOGIN_FAILED = "Login failed. Please check your credentials.";
export const LOGIN_ERROR = "An error occurred during login.";

/** SPEC.md §5: a set-password link that cannot work. */
export const INVALID_RESET_TOKEN = "Invalid reset token.";

/** SPEC.md §8: the password change's success. */
export const PASSWORD_UPDATED = "Your password has been successfully updated";
