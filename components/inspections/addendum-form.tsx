"use client";

import { useRouter } from "next/navigation";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { api, errorMessage } from "@/lib/api/client";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import type { Addendum } from "@/lib/inspections/schemas";
import type { InspectionKind } from "@/lib/inspections/vocabulary";
import { toast } from "@/lib/toast";

type Values = { job_id: number; kind: InspectionKind; text: string };

const resolver = lazyZodResolver<Values, Addendum>(() => import("@/lib/inspections/schemas").then((m) => m.addendumSchema));

/** Staff correct a signed inspection with an addendum beside it (DECISIONS.md): never an edit. */
export function AddendumForm({ jobId, kind }: { jobId: number; kind: InspectionKind }) {
  const router = useRouter();
  const id = useId();
  const form = useForm<Values, unknown, Addendum>({ resolver, defaultValues: { job_id: jobId, kind, text: "" } });
  const error = form.formState.errors.text?.message;

  async function save(values: Addendum) {
    try {
      const { message } = await api("admin/add-inspection-addendum", { method: "POST", body: values });
      toast.success(message);
      form.reset({ job_id: jobId, kind, text: "" });
      router.refresh();
    } catch (e) {
      toast.error(errorMessage(e, "The addendum could not be added."));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="space-y-2">
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
      <Button type="submit" size="sm" variant="outline" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Please wait..." : "Add addendum"}
      </Button>
    </form>
  );
}
