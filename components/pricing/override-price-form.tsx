"use client";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { overridePriceAction } from "@/lib/jobs/price-actions";
import type { OverridePriceInput } from "@/lib/pricing/schemas";

type Fields = { jobId: string; price: string; reason: string };

const resolver = lazyZodResolver<Fields, OverridePriceInput>(() => import("@/lib/pricing/schemas").then((m) => m.overridePriceSchema));

/** Staff's price for a job, with the reason written on the timeline. */
export function OverridePriceForm({ jobId, priceCents }: { jobId: number; priceCents: number | null }) {
  const initial: Fields = { jobId: String(jobId), price: priceCents === null ? "" : (priceCents / 100).toFixed(2), reason: "" };
  const { form, formProps, isPending } = useActionForm<Fields, OverridePriceInput>({
    action: overridePriceAction,
    resolver,
    defaultValues: initial,
    onSuccess: () => form.reset({ ...form.getValues(), reason: "" }),
  });
  const { register, formState } = form;
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  return (
    <form {...formProps} className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end">
      <input type="hidden" defaultValue={initial.jobId} {...register("jobId")} />
      <Field id="override-price" label="New price ($)" error={errors.price?.message ?? errors.price_cents?.message} isRequired>
        {(aria) => <Input inputMode="decimal" defaultValue={initial.price} {...aria} {...register("price")} />}
      </Field>
      <Field id="override-reason" label="Reason" error={errors.reason?.message} isRequired>
        {(aria) => <Input maxLength={500} {...aria} {...register("reason")} />}
      </Field>
      <Button type="submit" variant="outline" disabled={isPending}>
        {isPending ? "Please wait..." : "Change price"}
      </Button>
    </form>
  );
}
