import type { Metadata } from "next";
import { AuthHeading } from "@/components/auth/auth-heading";
import { ForgotPasswordLink } from "@/components/auth/auth-links";
import { LoginForm } from "@/components/auth/login-form";

export const metadata: Metadata = { title: "Login" };

type LoginPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /login?next=... — the action checks `next` (same-origin paths only) before following it. */
export default async function LoginPage({ searchParams }: LoginPageProps) {
  const { next } = await searchParams;
  return (
    <>
      <AuthHeading title="Sign in" description="Welcome back. Enter your details to continue." />
      <LoginForm next={typeof next === "string" ? next : undefined} forgotPasswordLink={<ForgotPasswordLink />} />
    </>
  );
}
