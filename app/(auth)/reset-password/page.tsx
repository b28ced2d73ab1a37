import type { Metadata } from "next";
import { BackToDashboardLink } from "@/components/auth/auth-links";
import { ChangePasswordForm } from "@/components/auth/change-password-form";

export const metadata: Metadata = { title: "Reset password" };

/** The signed-in user's password change; the proxy sends visitors without a session to /login. */
export default function ResetPasswordPage() {
  return <ChangePasswordForm backToDashboardLink={<BackToDashboardLink />} />;
}
