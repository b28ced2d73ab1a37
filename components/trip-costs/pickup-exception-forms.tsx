"use client";

import type { z } from "zod";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { resolvePickupExceptionAction } from "@/lib/pickup-exceptions/actions";
import type { resolvePickupExceptionSchema } from "@/lib/pickup-exceptions/schemas";

type Output = z.output<typeof resolvePickupExceptionSchema>;

const resolver = lazyZodResolver<Record<string, never>, Output>(() =>
  import("@/lib/pickup-exceptions/schemas").then((m) => m.resolvePickupExceptionSchema),
);

function OutcomeButton({
  jobId,
  outcome,
  children,
  variant,
}: {
  jobId: number;
  outcome: Output["outcome"];
  children: string;
  variant?: "destructive";
}) {
  const { formProps, hiddenInputs, isPending } = useActionForm<Record<string, never>, Output>({
    action: resolvePickupExceptionAction,
    resolver,
    defaultValues: {},
    hidden: { jobId, outcome },
  });
  return (
    <form {...formProps}>
      {hiddenInputs}
      <Button type="submit" variant={variant ?? "outline"} disabled={isPending}>
        {isPending ? "Please wait..." : children}
      </Button>
    </form>
  );
}

/**
 * Staff's answers to an open "Can't pick up": the pickup goes on, or the job is cancelled as a dry
 * run (behind a native disclosure that says what it does); a new date is the job's Reschedule.
 */
export function PickupExceptionForms({ jobId }: { jobId: number }) {
  return (
    <div className="flex flex-wrap items-start gap-3">
      <OutcomeButton jobId={jobId} outcome="continue">
        Continue pickup
      </OutcomeButton>
      <details className="rounded-md border px-3 py-2 text-sm">
        <summary className="cursor-pointer font-medium">Cancel as a dry run…</summary>
        <div className="mt-2 grid max-w-sm gap-2">
          <p className="text-muted-foreground">
            The job is cancelled, the company is billed the dry-run fee and the driver is paid the dry-run pay (Settings).
          </p>
          <OutcomeButton jobId={jobId} outcome="dry_run" variant="destructive">
            Cancel as a dry run
          </OutcomeButton>
        </div>
      </details>
    </div>
  );
}
