"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useResetOnOpen } from "@/components/ui/use-reset-on-open";
import { api, toastError } from "@/lib/api/client";
import { jobLabel } from "@/lib/format/route-text";
import { fillPoSchema } from "@/lib/jobs/schemas";

const poSchema = fillPoSchema.pick({ po_number: true });
type PoForm = { po_number: string };

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

const SUCCESS = "PO Number submitted successfully";
const FAILURE = "Failed to submit PO Number";

/** SPEC.md §2 "Vehicle Details" modal (max width 700): the vehicle and its PO Number entry. */
export function AddPoDialog({ job, open, onOpenChange, onDone }: AddPoDialogProps) {
  const router = useRouter();
  const { register, handleSubmit, formState, reset } = useForm<PoForm>({
    resolver: zodResolver(poSchema),
    defaultValues: { po_number: "" },
  });
  const field = register("po_number");
  useResetOnOpen(open, () => reset({ po_number: "" }));

  async function onValid({ po_number }: PoForm) {
    try {
      const { message } = await api("customer/fill-po-number", { method: "PUT", body: { jobId: job.id, po_number } });
      toast.success(message || SUCCESS);
      onOpenChange(false);
      router.refresh();
      onDone?.();
    } catch (err) {
      toastError(err, FAILURE);
    }
  }

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
    <Dialog open={open} onOpenChange={(next) => !formState.isSubmitting && onOpenChange(next)}>
      <DialogContent className="sm:max-w-[700px]">
        <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-5" aria-busy={formState.isSubmitting}>
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
              <Button type="button" variant="outline" disabled={formState.isSubmitting}>
                Close
              </Button>
            </DialogClose>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? "Submitting..." : "Submit"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
