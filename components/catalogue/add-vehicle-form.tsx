"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/lib/toast";
import { api, toastError } from "@/lib/api/client";
import type { VehicleMakeForm } from "@/lib/catalogue/schemas";
import { MakeForm } from "./make-form";

const CREATED = "Vehicle created";

/** /setting/add-vehicle: a new make with its models; afterwards the catalogue shows it selected. */
export function AddVehicleForm({ initial = { make: "", models: [""] } }: { initial?: VehicleMakeForm }) {
  const router = useRouter();

  async function save(values: VehicleMakeForm) {
    try {
      const { data } = await api<{ id: number }>("create-vehicle-make-model", { method: "POST", body: values });
      toast.success(CREATED);
      router.push(`/setting?make=${data.id}`);
      router.refresh();
    } catch (error) {
      toastError(error, "Failed to create vehicle.");
    }
  }

  return (
    <section className="max-w-3xl rounded-xl border bg-card px-4 py-6 shadow-sm sm:px-6">
      <MakeForm initial={initial} submitLabel="Save" onSave={save} cancelHref="/setting" />
    </section>
  );
}
