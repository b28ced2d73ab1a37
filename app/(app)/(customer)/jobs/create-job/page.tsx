import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { isRefused, CUSTOMER_ONLY } from "@/components/shell/role-guard";

export const metadata: Metadata = { title: "Create Job" };

export default async function CreateJobPage() {
  if (await isRefused(CUSTOMER_ONLY)) return null;
  return <PageHeader title="Create Job" />;
}
