import type { Metadata } from "next";
import { AddVehicleForm } from "@/components/catalogue/add-vehicle-form";
import { Trail } from "@/components/people/trail";
import { AccessDenied } from "@/components/shell/access-denied";
import { PageHeader } from "@/components/shell/page-header";
import { isRefused, STAFF_ONLY } from "@/components/shell/role-guard";

export const metadata: Metadata = { title: "Add Vehicle" };

/** A new make for the catalogue (staff; /setting is shared, so this page guards itself). */
export default async function AddVehiclePage() {
  if (await isRefused(STAFF_ONLY)) return <AccessDenied />;
  return (
    <>
      <Trail items={[{ label: "Settings", href: "/setting" }, { label: "Add Vehicle" }]} />
      <PageHeader title="Add Vehicle" subtitle="A make and the models it comes in" />
      <AddVehicleForm />
    </>
  );
}
