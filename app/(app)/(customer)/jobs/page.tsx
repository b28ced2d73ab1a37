import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { isRefused, CUSTOMER_ONLY } from "@/components/shell/role-guard";

export const metadata: Metadata = { title: "Jobs" };

export default async function JobsPage() {
  if (await isRefused(CUSTOMER_ONLY)) return null;
  return <PageHeader title="Jobs" subtitle="Manage and track all transport jobs" />;
}
