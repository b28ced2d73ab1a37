import type { Metadata } from "next";
import { SetPasswordForm } from "@/components/auth/set-password-form";

export const metadata: Metadata = { title: "Set password" };

type SetPasswordPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /set-password?token=... — reached from the reset and invitation e-mails. */
export default async function SetPasswordPage({ searchParams }: SetPasswordPageProps) {
  const { token } = await searchParams;
  return <SetPasswordForm token={typeof token === "string" ? token : ""} />;
}
