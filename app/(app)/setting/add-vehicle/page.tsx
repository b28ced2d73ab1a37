import type { Metadata } from "next";
import { AddVehicleForm } from "@/components/catalogue/add-vehicle-form";
import { Trail } from "@/components/people/trail";
import { PageHeader } from "@/components/shell/page-header";

export const metadata: Metadata = { title: "Add Vehicle" };

/** A new make for the catalogue (staff only: lib/auth/roles.ts PAGE_ACCESS). */
export default function AddVehiclePage() {
  return (
    <>
      <Trail items={[{ label: "Settings", href: "/setting" }, { label: "Add Vehicle" }]} />
      <PageHeader title="Add Vehicle" subtitle="A make and the models it comes in" />
      <AddVehicleForm />
    </>
  );
}
