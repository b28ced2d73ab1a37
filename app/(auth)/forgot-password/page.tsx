import type { Metadata } from "next";
import { AuthHeading } from "@/components/auth/auth-heading";
import { BackToLoginLink } from "@/components/auth/auth-links";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  return (
    <>
      <AuthHeading
        title="Forgot password"
        description="Enter the email address of your account and we will send you a link to choose a new password."
      />
      <ForgotPasswordForm backToLoginLink={<BackToLoginLink />} />
    </>
  );
}
