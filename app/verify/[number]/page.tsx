import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AuthHeading } from "@/components/auth/auth-heading";
import { VerifyBolForm } from "@/components/bol/verify-bol-form";
import { verifyBolFormAction } from "@/lib/bol/actions";
import { formatBolNumber, parseBolNumber } from "@/lib/bol/verify-rules";

export const metadata: Metadata = { title: "Verify bill of lading", robots: { index: false, follow: false } };

type VerifyPageProps = { params: Promise<{ number: string }> };

/**
 * /verify/BOL-{jobId}, public: anyone checks an uploaded PDF against the issued versions. The
 * page is the same whether or not the job exists; only a matching file tells anything.
 */
export default async function VerifyBolPage({ params }: VerifyPageProps) {
  const jobId = parseBolNumber((await params).number);
  if (jobId === null) notFound();
  const number = formatBolNumber(jobId);
  return (
    <>
      <AuthHeading
        title={`Verify bill of lading ${number}`}
        description="Upload the PDF you were given to check that it is a version we issued, unchanged."
      />
      <VerifyBolForm number={number} action={verifyBolFormAction} />
    </>
  );
}
