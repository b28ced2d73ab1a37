import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { isRefused, SUPERADMIN_ONLY } from "@/components/shell/role-guard";
import { routeId } from "@/lib/routing/route-id";

export const metadata: Metadata = { title: "Admin Details" };

export default async function AdminDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  if (await isRefused(SUPERADMIN_ONLY)) return null;
  await routeId(params);
  return <PageHeader title="Admin Details" />;
}
