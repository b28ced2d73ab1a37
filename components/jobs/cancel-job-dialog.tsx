"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { useResetOnOpen } from "@/components/ui/use-reset-on-open";
import { api, toastError } from "@/lib/api/client";
import { jobLabel } from "@/lib/format/route-text";
import { adminCancelSchema } from "@/lib/jobs/schemas";

const reasonSchema = adminCancelSchema.pick({ reason: true });
type ReasonForm = { reason: string };

type CancelJobDialogProps = {
  jobId: number;
  /** customer: a cancellation request (job-action type 'cancel'); admin: cancels at once. */
  userType: "customer" | "admin";
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone?: () => void;
};

const CALLS = {
  customer: { fallbackError: "cancellation failed", fallbackSuccess: "Job cancelled successfully" },
  admin: { fallbackError: "Cancellation failed", fallbackSuccess: "Job cancelled successfully" },
} as const;

/** SPEC.md §2 "Cancel Job" modal: a reason is required ('please enter cancellation reason first'). */
export function CancelJobDialog({ jobId, userType, open, onOpenChange, onDone }: CancelJobDialogProps) {
  const router = useRouter();
  const { register, handleSubmit, formState, reset } = useForm<ReasonForm>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: "" },
  });
  useResetOnOpen(open, () => reset({ reason: "" }));

  async function onValid({ reason }: ReasonForm) {
    const { fallbackError, fallbackSuccess } = CALLS[userType];
    try {
      const { message } =
        userType === "customer"
          ? await api("customer/job-action", { method: "POST", body: { jobId, reason, type: "cancel" } })
          : await api("admin/job-cancellation", { method: "PUT", body: { jobId, reason } });
      toast.success(message || fallbackSuccess);
      onOpenChange(false);
      router.refresh();
      onDone?.();
    } catch (err) {
      toastError(err, fallbackError);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !formState.isSubmitting && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md">
        <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4" aria-busy={formState.isSubmitting}>
          <DialogHeader>
            <DialogTitle>Cancel Job</DialogTitle>
            <DialogDescription>
              {userType === "customer"
                ? `Tell us why ${jobLabel(jobId)} should be cancelled. An admin reviews the request.`
                : `${jobLabel(jobId)} will be cancelled at once. The reason is kept with the job.`}
            </DialogDescription>
          </DialogHeader>
          <Field id={`cancel-reason-${jobId}`} label="Cancellation reason" error={formState.errors.reason?.message}>
            {(aria) => (
              <Textarea rows={4} className="min-h-24" placeholder="Enter the reason for cancellation" {...aria} {...register("reason")} />
            )}
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={formState.isSubmitting}>
                Back
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? "Cancelling..." : "Cancel Job"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
