import type { Metadata } from "next";
import { AddVehicleForm } from "@/components/catalogue/add-vehicle-form";
import { Trail } from "@/components/people/trail";
import { PageHeader } from "@/components/shell/page-header";

export const metadata: Metadata = { title: "Add Vehicle" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One text of the address, trimmed and kept short (the form checks it again). */
const textParam = (value: string | string[] | undefined) => (typeof value === "string" ? value.trim().slice(0, 100) : "");

/**
 * A new make for the catalogue (staff only: lib/auth/roles.ts PAGE_ACCESS); ?make=&model= fill it
 * in, as Settings offers a make seen in a VIN.
 */
export default async function AddVehiclePage({ searchParams }: Props) {
  const query = await searchParams;
  const make = textParam(query.make);
  const model = textParam(query.model);
  return (
    <>
      <Trail items={[{ label: "Settings", href: "/setting" }, { label: "Add Vehicle" }]} />
      <PageHeader title="Add Vehicle" subtitle="A make and the models it comes in" />
      <AddVehicleForm initial={{ make, models: [model] }} />
    </>
  );
}
