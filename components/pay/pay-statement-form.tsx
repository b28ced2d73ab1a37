"use client";

import { useRouter } from "next/navigation";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { createPayStatementAction } from "@/lib/pay/actions";
import type { CreatePayStatementInput } from "@/lib/pay/pay-schemas";

type Fields = { driver_id: string; from: string; to: string };

const resolver = lazyZodResolver<Fields, CreatePayStatementInput>(() =>
  import("@/lib/pay/pay-schemas").then((m) => m.createPayStatementSchema),
);

/**
 * Drivers → Pay's "New statement": a driver and a period (last month by default); the statement
 * takes the period's unpaid jobs and reimbursements, and opens once made.
 */
export function PayStatementForm({
  drivers,
  from,
  to,
  driverId,
}: {
  drivers: { id: number; name: string }[];
  from: string;
  to: string;
  driverId?: number;
}) {
  const router = useRouter();
  const { form, formProps, registerField, isPending } = useActionForm<Fields, CreatePayStatementInput, { id: number }>({
    action: createPayStatementAction,
    resolver,
    defaultValues: { driver_id: driverId ? String(driverId) : "", from, to },
    refresh: false,
    onSuccess: (data) => {
      if (data) router.push(`/drivers/pay/${data.id}`);
    },
  });
  const errors = form.formState.errors;
  return (
    <form {...formProps} aria-label="New pay statement" className="flex flex-wrap items-end gap-3">
      <Field id="statement-driver" label="Driver" error={errors.driver_id?.message}>
        {(aria) => (
          <NativeSelect className="min-w-48" {...aria} {...registerField("driver_id")}>
            <option value="">Choose a driver</option>
            {drivers.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id="statement-from" label="From" error={errors.from?.message}>
        {(aria) => <Input type="date" className="w-40" {...aria} {...registerField("from")} />}
      </Field>
      <Field id="statement-to" label="To" error={errors.to?.message}>
        {(aria) => <Input type="date" className="w-40" {...aria} {...registerField("to")} />}
      </Field>
      <Button type="submit" disabled={isPending}>
        {isPending ? "Please wait..." : "Make statement"}
      </Button>
    </form>
  );
}
