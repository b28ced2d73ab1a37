import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { isRefused, STAFF_ONLY } from "@/components/shell/role-guard";

export const metadata: Metadata = { title: "Drivers" };

export default async function DriversPage() {
  if (await isRefused(STAFF_ONLY)) return null;
  return <PageHeader title="Drivers" />;
}
