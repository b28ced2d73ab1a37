import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { isRefused, STAFF_ONLY } from "@/components/shell/role-guard";
import { routeId } from "@/lib/routing/route-id";

export const metadata: Metadata = { title: "Jobs" };

export default async function AdminJobDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  if (await isRefused(STAFF_ONLY)) return null;
  await routeId(params);
  return <PageHeader title="Jobs" />;
}
