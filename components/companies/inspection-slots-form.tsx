"use client";

import { useEffect, useRef } from "react";
import { useWatch } from "react-hook-form";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { saveInspectionSlotsAction } from "@/lib/inspections/actions";
import type { InspectionSlots } from "@/lib/inspections/schemas";
import { ALWAYS_REQUIRED_SLOT, PHOTO_SLOT_IDS, PHOTO_SLOTS, type PhotoSlot } from "@/lib/inspections/vocabulary";

type Values = { slots: PhotoSlot[] };

const resolver = lazyZodResolver<Values, InspectionSlots>(() => import("@/lib/inspections/schemas").then((m) => m.inspectionSlotsSchema));

/** The photo slots a company's inspections require (DECISIONS.md): odometer always; roof, interior and keys may be added. */
export function InspectionSlotsForm({ companyId, slots }: { companyId: number; slots: PhotoSlot[] }) {
  const { form, formProps, hiddenInputs, isPending } = useActionForm<Values, InspectionSlots>({
    action: saveInspectionSlotsAction,
    resolver,
    defaultValues: { slots },
    hidden: { company_id: companyId },
    // The saved choice is the form's new starting point: Save waits for the next change.
    onSuccess: () => form.reset(form.getValues()),
  });
  const chosen = useWatch({ control: form.control, name: "slots" });
  const formRef = useRef<HTMLFormElement>(null);
  // The boxes are the browser's own (uncontrolled): one ticked before the script ran stays ticked,
  // and the form starts from what the page shows.
  useEffect(() => {
    const boxes = [...(formRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [])];
    const onPage = PHOTO_SLOT_IDS.filter((slot) => boxes.some((box) => box.value === slot && box.checked));
    if (onPage.join() !== form.getValues("slots").join()) form.setValue("slots", onPage, { shouldDirty: true });
  }, [form]);
  // Both read on every render: react-hook-form keeps isDirty up to date only once it has been read, and
  // the effect above may change the slots before isReady is true (a box ticked before the script ran).
  const { isDirty, isReady } = form.formState;
  const error = form.formState.errors.slots?.message ?? form.formState.errors.slots?.root?.message;

  const toggle = (slot: PhotoSlot, on: boolean) =>
    form.setValue("slots", on ? PHOTO_SLOT_IDS.filter((s) => s === slot || chosen.includes(s)) : chosen.filter((s) => s !== slot), {
      shouldDirty: true,
    });

  return (
    <form {...formProps} ref={formRef} className="space-y-4 px-2 pb-4">
      {hiddenInputs}
      {/* The odometer's box is disabled, so the browser would not post it: it is posted here. */}
      <input type="hidden" name="slots" value={ALWAYS_REQUIRED_SLOT} />
      <fieldset className="space-y-2">
        <legend className="text-sm text-muted-foreground">
          The photos a driver must take at pickup and delivery for this company&apos;s jobs.
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {PHOTO_SLOT_IDS.map((slot) => (
            <label key={slot} className="flex min-h-11 items-center gap-2 rounded-md border px-3 text-sm">
              <input
                type="checkbox"
                name={slot === ALWAYS_REQUIRED_SLOT ? undefined : "slots"}
                value={slot}
                className="size-4"
                defaultChecked={slots.includes(slot)}
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
      {/* Before the script runs nothing knows whether a box changed: Save stays pressable until then. */}
      <Button type="submit" disabled={isPending || (isReady && !isDirty)}>
        {isPending ? "Please wait..." : "Save photo slots"}
      </Button>
    </form>
  );
}
