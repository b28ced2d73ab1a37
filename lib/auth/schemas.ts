import { z } from "zod";
import { recordIdSchema } from "@/lib/api/record-id";
import { BOTH_REQUIRED, INVALID_RESET_TOKEN, RESET_SENT } from "./messages";
import { passwordSchema } from "./password-rule";

export { BOTH_REQUIRED, RESET_SENT };

/** Login form and POST /login. SPEC.md §5: both fields or nothing is sent. */
export const loginSchema = z
  .object({
    email: z.string().trim().max(254).default(""),
    password: z.string().max(128).default(""),
    remember: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    // One message (SPEC.md §5), under every field that is missing.
    if (!value.email) ctx.addIssue({ code: "custom", path: ["email"], message: BOTH_REQUIRED });
    if (!value.password) ctx.addIssue({ code: "custom", path: ["password"], message: BOTH_REQUIRED });
  });
export type LoginInput = z.infer<typeof loginSchema>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Forgot-password form and POST /forget-password. */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .min(1, { error: "Please enter your email address.", abort: true })
    .max(254)
    .regex(emailPattern, "Please enter a valid email address."),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The set-password form: both fields, the rule, and the match (SPEC.md §5, in that order). */
export const newPasswordFormSchema = z
  .object({
    password: z.string().min(1, "Please enter your password."),
    confirmPassword: z.string().min(1, "Please confirm your password."),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "Passwords do not match!" });
      return;
    }
    const rule = passwordSchema.safeParse(value.password);
    if (!rule.success) ctx.addIssue({ code: "custom", path: ["password"], message: rule.error.issues[0]!.message });
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** PUT /set-password: the spec's email, userId, password, plus the link's signed token. */
export const setPasswordSchema = z.object({
  token: z.string({ error: INVALID_RESET_TOKEN }).min(1, INVALID_RESET_TOKEN),
  email: z.string({ error: INVALID_RESET_TOKEN }).trim().min(1, INVALID_RESET_TOKEN),
  userId: recordIdSchema({ required: INVALID_RESET_TOKEN, invalid: INVALID_RESET_TOKEN }),
  password: passwordSchema,
});
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

/** The signed-in user's password change (/reset-password). */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, "Please enter your current password."),
    password: z.string().min(1, "Please enter your password."),
    confirmPassword: z.string().min(1, "Please confirm your password."),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "Passwords do not match!" });
      return;
    }
    const rule = passwordSchema.safeParse(value.password);
    if (!rule.success) ctx.addIssue({ code: "custom", path: ["password"], message: rule.error.issues[0]!.message });
  });
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Please enter your current password."),
  password: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
