import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { isRefused, SUPERADMIN_ONLY } from "@/components/shell/role-guard";

export const metadata: Metadata = { title: "Add Admin" };

export default async function AddAdminPage() {
  if (await isRefused(SUPERADMIN_ONLY)) return null;
  return <PageHeader title="Add Admin" />;
}
