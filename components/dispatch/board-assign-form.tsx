"use client";

import * as React from "react";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { FieldMessage } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { assignOnBoardAction } from "@/lib/dispatch/actions";
import { jobLabel } from "@/lib/format/route-text";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import type { jobDriverSchema } from "@/lib/jobs/schemas";

type DriverOption = { driverId: number; name: string };

/** The chosen driver's id ("" until one is chosen); the schema's message is 'Please select a driver.'. */
type AssignValues = { driverId: string };
type AssignPayload = z.output<typeof jobDriverSchema>;

const resolver = lazyZodResolver<AssignValues, AssignPayload>(() => import("@/lib/jobs/schemas").then((m) => m.jobDriverSchema));

/**
 * A "To assign" card's form: choose an active driver and assign through the board's action. An
 * overlap or a day off answers warnings: the same form then posts `confirmed` with "Assign anyway".
 */
export function BoardAssignForm({ jobId, drivers }: { jobId: number; drivers: DriverOption[] }) {
  // The driver the last post was for: warnings answered for one driver do not confirm another.
  const [posted, setPosted] = React.useState<string | null>(null);
  const { form, formProps, registerField, hiddenInputs, state, isPending } = useActionForm<AssignValues, AssignPayload>({
    action: assignOnBoardAction,
    resolver,
    defaultValues: { driverId: "" },
    hidden: { jobId },
    attach: (): Record<string, unknown> => {
      setPosted(form.getValues("driverId"));
      return confirming ? { confirmed: "true" } : {};
    },
  });
  const chosen = useWatch({ control: form.control, name: "driverId" });
  const warnings = [state.fieldErrors?.overlap, state.fieldErrors?.dayOff].filter((text): text is string => Boolean(text));
  const confirming: boolean = state.ok === false && warnings.length > 0 && String(chosen ?? "") === (posted ?? state.values?.driverId);
  const error = form.formState.errors.driverId?.message;
  const selectId = `assign-${jobId}-driver`;
  const messageId = `assign-${jobId}-message`;

  return (
    <form {...formProps} className="mt-3 grid gap-2" aria-label={`Assign ${jobLabel(jobId)}`}>
      {hiddenInputs}
      {confirming ? <input type="hidden" name="confirmed" value="true" /> : null}
      <label htmlFor={selectId} className="sr-only">
        Driver for {jobLabel(jobId)}
      </label>
      <div className="flex gap-2">
        <NativeSelect
          id={selectId}
          className="min-w-0 flex-1"
          aria-invalid={error ? true : undefined}
          aria-describedby={error || confirming ? messageId : undefined}
          {...registerField("driverId")}
        >
          <option value="">Choose a driver</option>
          {drivers.map((driver) => (
            <option key={driver.driverId} value={driver.driverId}>
              {driver.name}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" size="sm" className="h-9" variant={confirming ? "destructive" : "default"} disabled={isPending}>
          {isPending ? "Assigning..." : confirming ? "Assign anyway" : "Assign"}
        </Button>
      </div>
      <FieldMessage id={messageId}>{confirming ? <>{warnings.join(" ")} Assign anyway?</> : error}</FieldMessage>
    </form>
  );
}
