"use client";

import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { api, errorMessage } from "@/lib/api/client";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import type { InspectionSlots } from "@/lib/inspections/schemas";
import { ALWAYS_REQUIRED_SLOT, PHOTO_SLOT_IDS, PHOTO_SLOTS, type PhotoSlot } from "@/lib/inspections/vocabulary";
import { toast } from "@/lib/toast";

type Values = { company_id: number; slots: PhotoSlot[] };

const resolver = lazyZodResolver<Values, InspectionSlots>(() => import("@/lib/inspections/schemas").then((m) => m.inspectionSlotsSchema));

/** The photo slots a company's inspections require (DECISIONS.md): odometer always; roof, interior and keys may be added. */
export function InspectionSlotsForm({ companyId, slots }: { companyId: number; slots: PhotoSlot[] }) {
  const router = useRouter();
  const form = useForm<Values, unknown, InspectionSlots>({ resolver, defaultValues: { company_id: companyId, slots } });
  const chosen = useWatch({ control: form.control, name: "slots" });
  const error = form.formState.errors.slots?.message ?? form.formState.errors.slots?.root?.message;

  async function save(values: InspectionSlots) {
    try {
      const { message } = await api("admin/update-inspection-slots", { method: "PUT", body: values });
      toast.success(message);
      form.reset(values as Values);
      router.refresh();
    } catch (e) {
      toast.error(errorMessage(e, "The photo slots could not be saved."));
    }
  }

  const toggle = (slot: PhotoSlot, on: boolean) =>
    form.setValue("slots", on ? PHOTO_SLOT_IDS.filter((s) => s === slot || chosen.includes(s)) : chosen.filter((s) => s !== slot), {
      shouldDirty: true,
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="space-y-4 px-2 pb-4">
      <fieldset className="space-y-2">
        <legend className="text-sm text-muted-foreground">
          The photos a driver must take at pickup and delivery for this company&apos;s jobs.
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {PHOTO_SLOT_IDS.map((slot) => (
            <label key={slot} className="flex min-h-11 items-center gap-2 rounded-md border px-3 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={chosen.includes(slot)}
                disabled={slot === ALWAYS_REQUIRED_SLOT}
                onChange={(e) => toggle(slot, e.target.checked)}
              />
              {PHOTO_SLOTS[slot]}
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={form.formState.isSubmitting || !form.formState.isDirty}>
        {form.formState.isSubmitting ? "Please wait..." : "Save photo slots"}
      </Button>
    </form>
  );
}
