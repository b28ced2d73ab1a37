"use client";

import * as React from "react";
import type { z } from "zod";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { useResetOnOpen } from "@/components/ui/use-reset-on-open";
import { jobLabel } from "@/lib/format/route-text";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { cancelJobAction, requestCancellationAction } from "@/lib/jobs/actions";
import type { adminCancelSchema } from "@/lib/jobs/schemas";

// The customer's request (jobActionSchema) adds only its type, which its action sets.
type CancelFields = z.input<typeof adminCancelSchema>;
type CancelValues = z.output<typeof adminCancelSchema>;
const resolver = lazyZodResolver<CancelFields, CancelValues>(() => import("@/lib/jobs/schemas").then((m) => m.adminCancelSchema));

type CancelJobDialogProps = {
  jobId: number;
  /** customer: a cancellation request (job-action type 'cancel'); admin: cancels at once. */
  userType: "customer" | "admin";
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone?: () => void;
};

/** SPEC.md §2 "Cancel Job" modal: a reason is required ('please enter cancellation reason first'). */
export function CancelJobDialog({ jobId, userType, open, onOpenChange, onDone }: CancelJobDialogProps) {
  const { form, formProps, isPending } = useActionForm<CancelFields, CancelValues>({
    action: userType === "customer" ? requestCancellationAction : cancelJobAction,
    resolver,
    defaultValues: { jobId, reason: "" },
    onSuccess: () => {
      onOpenChange(false);
      onDone?.();
    },
  });
  const { register, formState, reset } = form;
  useResetOnOpen(open, () => reset({ jobId, reason: "" }));

  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md">
        <form {...formProps} className="grid gap-4">
          <input type="hidden" name="jobId" value={jobId} />
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
              <Button type="button" variant="outline" disabled={isPending}>
                Back
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={isPending}>
              {isPending ? "Cancelling..." : "Cancel Job"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
