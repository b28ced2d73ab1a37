"use client";

import * as React from "react";
import { Controller, useWatch, type Resolver } from "react-hook-form";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, FieldMessage } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useResetOnOpen } from "@/components/ui/use-reset-on-open";
import { rescheduleJobAction } from "@/lib/jobs/actions";
import { canPerform, rescheduleNeedsReason } from "@/lib/jobs/lifecycle";
import type { RescheduleInput } from "@/lib/jobs/schemas";
import type { JobStatus } from "@/lib/jobs/statuses";
import { browserTimeZone, wallClockAt, zoneAbbreviation } from "@/lib/places/time-zone";
import { DATE_FIELDS, PRIORITIES, rescheduleResolver, rescheduleValues } from "./reschedule-form";
import type { DateField, RescheduleValues } from "./reschedule-form";

export type RescheduleDialogProps = {
  jobId: number;
  status: JobStatus;
  userType: "customer" | "admin";
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone?: () => void;
  /** The job's current time_relaxation: preselects 'Both are important but flexible'. */
  timeRelaxation?: boolean;
  /** The job's current dates and times ("YYYY-MM-DD", "HH:MM"): the dialog opens with them, except to select a new timing. */
  current?: Partial<Record<DateField | "pickup_timezone", string | null>>;
};

const TIMING_ERROR_ID = "reschedule-timing-error";

/**
 * The reschedule dialog of both job details: 'Select Your Timing' for a job awaiting a date,
 * otherwise 'Reschedule Job'; customers may also 'Reschedule for future' (a reason, no dates).
 */
export function RescheduleDialog({
  jobId,
  status,
  userType,
  open,
  onOpenChange,
  onDone,
  timeRelaxation = false,
  current,
}: RescheduleDialogProps) {
  const isSelectTiming = status === "awaiting_reschedule_date";
  const offersFuture = userType === "customer" && canPerform("reschedule_for_future", "customer", status);
  const zone = current?.pickup_timezone ?? browserTimeZone();
  const today = wallClockAt(new Date(), zone).date;
  // A job awaiting its new date starts from nothing: its old dates are the ones given up.
  const openingValues = () => rescheduleValues(isSelectTiming ? {} : current, timeRelaxation);

  // The rules depend on the job, its status and the pickup's time zone: the resolver is given them.
  const resolver = React.useMemo<Resolver<RescheduleValues, unknown, RescheduleInput>>(
    () => (values, _context, options) => rescheduleResolver(values, { jobId, status, zone }, options),
    [jobId, status, zone],
  );
  const { form, formProps, isPending } = useActionForm<RescheduleValues, RescheduleInput>({
    action: rescheduleJobAction,
    resolver,
    defaultValues: openingValues(),
    onSuccess: () => {
      onOpenChange(false);
      onDone?.();
    },
  });
  const { register, control, setValue, reset, formState } = form;
  useResetOnOpen(open, () => reset(openingValues()));
  const [pickupDate, isForFuture, ...dates] = useWatch({ control, name: ["pickup_date", "isForFuture", ...DATE_FIELDS] });
  const hasAnyDate = dates.some(Boolean);
  const { errors } = formState;

  /** 'Reschedule' and 'Reschedule for future' send the same form; the resolver reads which one. */
  function submitAs(forFuture: boolean, event?: React.FormEvent<HTMLFormElement>) {
    setValue("isForFuture", forFuture);
    void formProps.onSubmit(event);
  }

  const timingError = errors.pickup_date?.message ?? errors.pickup_time?.message;
  const timingAria = timingError ? { "aria-invalid": true, "aria-describedby": TIMING_ERROR_ID } : {};

  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{isSelectTiming ? "Select Your Timing" : "Reschedule Job"}</DialogTitle>
          <DialogDescription>
            Times are local to each place (pickup: {zoneAbbreviation(zone, new Date())}). A same-day pickup must be at least 2 hours from
            now.
          </DialogDescription>
        </DialogHeader>
        <form {...formProps} onSubmit={(event) => submitAs(false, event)} className="grid gap-5">
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">Pickup</legend>
            {/* One message for the pickup's date and time: the rule is about the two together. */}
            <Field id="reschedule-pickup-date" label="Pickup Date">
              <Input id="reschedule-pickup-date" type="date" min={today} {...timingAria} {...register("pickup_date")} />
            </Field>
            <Field id="reschedule-pickup-time" label="Pickup Time">
              <Input id="reschedule-pickup-time" type="time" {...timingAria} {...register("pickup_time")} />
            </Field>
            <FieldMessage id={TIMING_ERROR_ID} className="sm:col-span-2">
              {timingError}
            </FieldMessage>
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">Drop-off</legend>
            <Field id="reschedule-dropoff-date" label="Drop-off Date" error={errors.dropoff_date?.message}>
              {(aria) => <Input type="date" min={pickupDate || today} {...aria} {...register("dropoff_date")} />}
            </Field>
            <Field id="reschedule-dropoff-time" label="Drop-off Time" error={errors.dropoff_time?.message}>
              {(aria) => <Input type="time" {...aria} {...register("dropoff_time")} />}
            </Field>
          </fieldset>
          <Controller
            control={control}
            name="priority"
            render={({ field }) => (
              <fieldset className="grid gap-3 rounded-lg border bg-muted/30 p-4">
                <legend className="px-1 text-sm font-medium">What matters most?</legend>
                {PRIORITIES.map(([value, label]) => (
                  <div key={value} className="flex items-center gap-2.5">
                    <Checkbox
                      id={`reschedule-priority-${value}`}
                      checked={field.value === value}
                      onCheckedChange={(checked) => field.onChange(checked === true ? value : "")}
                    />
                    <Label htmlFor={`reschedule-priority-${value}`} className="font-normal">
                      {label}
                    </Label>
                  </div>
                ))}
              </fieldset>
            )}
          />
          <Field
            id="reschedule-reason"
            label="Reason for reschedule"
            isOptional={!rescheduleNeedsReason(status)}
            error={errors.reason?.message}
          >
            {(aria) => (
              <Textarea rows={3} maxLength={1000} placeholder="Why does this job need new dates?" {...aria} {...register("reason")} />
            )}
          </Field>
          <FieldMessage id="reschedule-form-error">{errors.root?.message}</FieldMessage>
          <DialogFooter className="gap-2 sm:justify-between">
            {offersFuture ? (
              <div className="flex flex-wrap items-center gap-2">
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => submitAs(true)}
                  disabled={hasAnyDate || isPending}
                  title={hasAnyDate ? "Clear the dates and times to reschedule for the future" : undefined}
                >
                  {isPending && isForFuture ? "Please wait..." : "Reschedule for future"}
                </Button>
                {hasAnyDate ? (
                  <Button
                    type="button"
                    variant="link"
                    size="sm"
                    onClick={() => DATE_FIELDS.forEach((name) => setValue(name, ""))}
                    disabled={isPending}
                  >
                    Clear dates
                  </Button>
                ) : null}
              </div>
            ) : (
              <span className="hidden sm:block" />
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button type="button" variant="ghost" onClick={() => onOpenChange(false)} disabled={isPending}>
                Close
              </Button>
              <Button type="submit" disabled={isPending}>
                {isPending && !isForFuture ? "Please wait..." : isSelectTiming ? "Save Timing" : "Reschedule"}
              </Button>
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
