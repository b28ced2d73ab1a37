import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { isRefused, CUSTOMER_ONLY } from "@/components/shell/role-guard";

export const metadata: Metadata = { title: "Completed Jobs" };

export default async function CompletedJobsPage() {
  if (await isRefused(CUSTOMER_ONLY)) return null;
  return <PageHeader title="Completed Jobs" />;
}
