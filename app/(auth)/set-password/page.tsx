import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { SetPasswordForm } from "@/components/auth/set-password-form";
import { inspectOneTimeLink } from "@/lib/auth/one-time-token";

export const metadata: Metadata = { title: "Set password" };

type SetPasswordPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /set-password?token=... — reached from the reset and invitation e-mails. */
export default async function SetPasswordPage({ searchParams }: SetPasswordPageProps) {
  const { token } = await searchParams;
  const link = typeof token === "string" ? token : "";
  const { kind, refusal } = link ? await inspectOneTimeLink(await getDb(), link) : { kind: null, refusal: null };
  return <SetPasswordForm token={link} kind={kind} refusal={refusal} />;
}
