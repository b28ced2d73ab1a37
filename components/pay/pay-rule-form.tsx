"use client";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { savePayRuleAction } from "@/lib/pay/actions";
import { PAY_KIND_LABELS, PAY_KINDS, type PayKind, type PayRuleInput } from "@/lib/pay/pay-schemas";

type Fields = { kind: string; rate_text: string };

const resolver = lazyZodResolver<Fields, PayRuleInput>(() => import("@/lib/pay/pay-schemas").then((m) => m.payRuleSchema));

/** The rate as the form shows it: dollars, or percent for a percentage. */
const rateText = (kind: PayKind | null, rate: number | null) =>
  rate === null ? "" : kind === "percent" ? String(rate / 100) : (rate / 100).toFixed(2);

/** Driver details → Pay: how the driver is paid per delivered job; the rate in dollars, or percent of the price. */
export function PayRuleForm({ driverId, kind, rate }: { driverId: number; kind: PayKind | null; rate: number | null }) {
  const { form, formProps, registerField, hiddenInputs, isPending } = useActionForm<Fields, PayRuleInput>({
    action: savePayRuleAction,
    resolver,
    defaultValues: { kind: kind ?? "flat", rate_text: rateText(kind, rate) },
    hidden: { driver_id: driverId },
  });
  const errors = form.formState.errors as Partial<Record<keyof Fields | "rate", { message?: string }>>;
  return (
    <form {...formProps} aria-label="Pay rule" className="flex flex-wrap items-end gap-3 pb-4">
      {hiddenInputs}
      <Field id="pay-kind" label="Paid" error={errors.kind?.message}>
        {(aria) => (
          <NativeSelect className="w-72" {...aria} {...registerField("kind")}>
            {PAY_KINDS.map((k) => (
              <option key={k} value={k}>
                {PAY_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id="pay-rate" label="Rate ($, or % of the price)" error={errors.rate_text?.message ?? errors.rate?.message}>
        {(aria) => <Input className="w-36" inputMode="decimal" placeholder="250.00" {...aria} {...registerField("rate_text")} />}
      </Field>
      <Button type="submit" variant="outline" disabled={isPending}>
        {isPending ? "Please wait..." : "Save"}
      </Button>
    </form>
  );
}
