import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";

export const metadata: Metadata = { title: "Add Vehicle" };

export default function AddVehiclePage() {
  return <PageHeader title="Add Vehicle" />;
}
