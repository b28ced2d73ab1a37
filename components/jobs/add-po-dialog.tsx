"use client";

import * as React from "react";
import type { z } from "zod";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useResetOnOpen } from "@/components/ui/use-reset-on-open";
import { jobLabel } from "@/lib/format/route-text";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { fillPoAction } from "@/lib/jobs/actions";
import type { fillPoSchema } from "@/lib/jobs/schemas";

type PoFields = z.input<typeof fillPoSchema>;
type PoValues = z.output<typeof fillPoSchema>;
const resolver = lazyZodResolver<PoFields, PoValues>(() => import("@/lib/jobs/schemas").then((m) => m.fillPoSchema));

export type PoVehicle = {
  id: number;
  vehicle_year: number;
  vehicle_make: string;
  vehicle_model: string;
  vin_number: string;
  fuel_type: string;
};

type AddPoDialogProps = {
  job: PoVehicle;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone?: () => void;
};

/** SPEC.md §2 "Vehicle Details" modal (max width 700): the vehicle and its PO Number entry. */
export function AddPoDialog({ job, open, onOpenChange, onDone }: AddPoDialogProps) {
  const { form, formProps, isPending } = useActionForm<PoFields, PoValues>({
    action: fillPoAction,
    resolver,
    defaultValues: { jobId: job.id, po_number: "" },
    onSuccess: () => {
      onOpenChange(false);
      onDone?.();
    },
  });
  const { register, formState, reset } = form;
  const field = register("po_number");
  useResetOnOpen(open, () => reset({ jobId: job.id, po_number: "" }));

  const facts: [string, React.ReactNode][] = [
    ["Year", job.vehicle_year],
    ["Make", job.vehicle_make],
    ["Model", job.vehicle_model],
    [
      "VIN",
      <span key="vin" className="font-mono tracking-wide">
        {job.vin_number}
      </span>,
    ],
    ["Fuel type", job.fuel_type],
  ];

  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-[700px]">
        <form {...formProps} className="grid gap-5">
          <input type="hidden" name="jobId" value={job.id} />
          <DialogHeader>
            <DialogTitle>Vehicle Details</DialogTitle>
            <DialogDescription>Add the purchase-order number for {jobLabel(job.id)}.</DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-lg border bg-muted/40 p-4 text-sm sm:grid-cols-3">
            {facts.map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="font-medium break-words">{value}</dd>
              </div>
            ))}
          </dl>
          <Field id={`po-number-${job.id}`} label="PO Number" error={formState.errors.po_number?.message}>
            {(aria) => (
              <Input
                autoComplete="off"
                placeholder="Enter PO Number"
                {...aria}
                {...field}
                onChange={(event) => {
                  // SPEC.md §5: PO numbers are upper-cased as typed.
                  const input = event.target;
                  const { selectionStart, selectionEnd } = input;
                  input.value = input.value.toUpperCase();
                  input.setSelectionRange(selectionStart, selectionEnd);
                  return field.onChange(event);
                }}
              />
            )}
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isPending}>
                Close
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isPending}>
              {isPending ? "Submitting..." : "Submit"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
