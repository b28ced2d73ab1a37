"use client";

import { useId } from "react";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { addAddendumAction } from "@/lib/inspections/actions";
import type { Addendum } from "@/lib/inspections/schemas";
import type { InspectionKind } from "@/lib/inspections/vocabulary";

type Values = { job_id: number; kind: InspectionKind; text: string };

const resolver = lazyZodResolver<Values, Addendum>(() => import("@/lib/inspections/schemas").then((m) => m.addendumSchema));

/** Staff correct a signed inspection with an addendum beside it (DECISIONS.md): never an edit. */
export function AddendumForm({ jobId, kind }: { jobId: number; kind: InspectionKind }) {
  const id = useId();
  const { form, formProps, isPending } = useActionForm<Values, Addendum>({
    action: addAddendumAction,
    resolver,
    defaultValues: { job_id: jobId, kind, text: "" },
    onSuccess: () => form.reset({ job_id: jobId, kind, text: "" }),
  });
  const error = form.formState.errors.text?.message;

  return (
    <form {...formProps} className="space-y-2">
      <input type="hidden" name="job_id" value={jobId} />
      <input type="hidden" name="kind" value={kind} />
      <label htmlFor={id} className="text-sm font-medium">
        Add an addendum
      </label>
      <Textarea
        id={id}
        rows={2}
        placeholder="A correction or a note on this inspection"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register("text")}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" size="sm" variant="outline" disabled={isPending}>
        {isPending ? "Please wait..." : "Add addendum"}
      </Button>
    </form>
  );
}
