"use client";
// Over the 200-line budget: one form state for two spec dialogs (Reschedule Job, Select Your Timing) and "reschedule for future"; issue 22 item 5 moves it to react-hook-form.

import * as React from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/toast";
import { AuthField, fieldAria } from "@/components/auth/auth-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { api, toastError } from "@/lib/api/client";
import { canPerform, rescheduleNeedsReason } from "@/lib/jobs/lifecycle";
import { RESCHEDULE_REASON_REQUIRED } from "@/lib/jobs/schemas";
import type { JobStatus } from "@/lib/jobs/statuses";
import { pickupTimingError } from "@/lib/jobs/timing";
import { browserTimeZone, wallClockAt, zoneAbbreviation } from "@/lib/places/time-zone";
import { useResetOnOpen } from "@/components/ui/use-reset-on-open";

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

type Priority = "pickup" | "delivery" | "both";
const PRIORITIES: [Priority, string][] = [
  ["pickup", "Pickup must occur at this date/time"],
  ["delivery", "Delivery must occur at this date/time"],
  ["both", "Both are important but flexible"],
];

type DateField = "pickup_date" | "pickup_time" | "dropoff_date" | "dropoff_time";
type Values = Record<DateField | "reason", string>;
type Errors = Partial<Record<keyof Values, string>>;
const NO_DATES = { pickup_date: "", pickup_time: "", dropoff_date: "", dropoff_time: "" };
const initialValues = (current: RescheduleDialogProps["current"] = {}): Values => ({
  pickup_date: current.pickup_date ?? "",
  pickup_time: current.pickup_time ?? "",
  dropoff_date: current.dropoff_date ?? "",
  dropoff_time: current.dropoff_time ?? "",
  reason: "",
});

const SUCCESS = "Job rescheduled successfully";
const FAILURE = "Reschedule failed";

/** SPEC.md §5 reschedule rules on the pickup place's clock, checked before any call (the server checks them again). */
function validate(values: Values, reasonRequired: boolean, zone: string): Errors {
  const errors: Errors = {};
  const timing = pickupTimingError({ date: values.pickup_date, time: values.pickup_time }, new Date(), "reschedule", zone);
  if (timing) errors[timing.field] = timing.message;
  if (reasonRequired && !values.reason.trim()) errors.reason = RESCHEDULE_REASON_REQUIRED;
  return errors;
}

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
  const router = useRouter();
  const [values, setValues] = React.useState<Values>(() => initialValues(status === "awaiting_reschedule_date" ? {} : current));
  const [priority, setPriority] = React.useState<Priority | null>(timeRelaxation ? "both" : null);
  const [errors, setErrors] = React.useState<Errors>({});
  const [busy, setBusy] = React.useState<"reschedule" | "future" | null>(null);

  const isSelectTiming = status === "awaiting_reschedule_date";
  const reasonRequired = rescheduleNeedsReason(status);
  const offersFuture = userType === "customer" && canPerform("reschedule_for_future", "customer", status);
  const hasAnyDate = Boolean(values.pickup_date || values.pickup_time || values.dropoff_date || values.dropoff_time);
  const zone = current?.pickup_timezone ?? browserTimeZone();
  const today = wallClockAt(new Date(), zone).date;

  // A job awaiting its new date starts from nothing: its old dates are the ones given up.
  const { pickup_date, pickup_time, dropoff_date, dropoff_time } = status === "awaiting_reschedule_date" ? {} : (current ?? {});
  useResetOnOpen(open, () => {
    setValues(initialValues({ pickup_date, pickup_time, dropoff_date, dropoff_time }));
    setErrors({});
    setPriority(timeRelaxation ? "both" : null);
  });

  const set = (field: keyof Values) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  async function send(kind: "reschedule" | "future", body: Record<string, unknown>) {
    setBusy(kind);
    try {
      const { message } = await api("customer/update-job-schedule", { method: "PUT", body: { jobId, ...body } });
      toast.success(message || SUCCESS);
      onOpenChange(false);
      onDone?.();
      router.refresh();
    } catch (error) {
      toastError(error, FAILURE);
    } finally {
      setBusy(null);
    }
  }

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const found = validate(values, reasonRequired, zone);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void send("reschedule", {
      pickup_date: values.pickup_date,
      pickup_time: values.pickup_time,
      dropoff_date: values.dropoff_date || null,
      dropoff_time: values.dropoff_time || null,
      time_relaxation: priority === "both",
      reason: values.reason.trim() || null,
    });
  }

  function onFuture() {
    if (!values.reason.trim()) {
      setErrors({ reason: RESCHEDULE_REASON_REQUIRED });
      return;
    }
    setErrors({});
    void send("future", { pickup_date: null, pickup_time: null, dropoff_date: null, dropoff_time: null, reason: values.reason.trim() });
  }

  const timingError = errors.pickup_date ?? errors.pickup_time;
  const timingAria = timingError ? { "aria-invalid": true, "aria-describedby": "reschedule-timing-error" } : {};

  return (
    <Dialog open={open} onOpenChange={(next) => busy === null && onOpenChange(next)}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{isSelectTiming ? "Select Your Timing" : "Reschedule Job"}</DialogTitle>
          <DialogDescription>
            Times are local to each place (pickup: {zoneAbbreviation(zone, new Date())}). A same-day pickup must be at least 2 hours from
            now.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={busy !== null}>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">Pickup</legend>
            <AuthField id="reschedule-pickup-date" label="Pickup Date">
              <Input
                id="reschedule-pickup-date"
                type="date"
                min={today}
                value={values.pickup_date}
                onChange={set("pickup_date")}
                {...timingAria}
              />
            </AuthField>
            <AuthField id="reschedule-pickup-time" label="Pickup Time">
              <Input id="reschedule-pickup-time" type="time" value={values.pickup_time} onChange={set("pickup_time")} {...timingAria} />
            </AuthField>
            {timingError ? (
              <p id="reschedule-timing-error" role="alert" className="text-sm text-destructive sm:col-span-2">
                {timingError}
              </p>
            ) : null}
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">Drop-off</legend>
            <AuthField id="reschedule-dropoff-date" label="Drop-off Date">
              <Input
                id="reschedule-dropoff-date"
                type="date"
                min={values.pickup_date || today}
                value={values.dropoff_date}
                onChange={set("dropoff_date")}
              />
            </AuthField>
            <AuthField id="reschedule-dropoff-time" label="Drop-off Time">
              <Input id="reschedule-dropoff-time" type="time" value={values.dropoff_time} onChange={set("dropoff_time")} />
            </AuthField>
          </fieldset>
          <fieldset className="grid gap-3 rounded-lg border bg-muted/30 p-4">
            <legend className="px-1 text-sm font-medium">What matters most?</legend>
            {PRIORITIES.map(([value, label]) => (
              <div key={value} className="flex items-center gap-2.5">
                <Checkbox
                  id={`reschedule-priority-${value}`}
                  checked={priority === value}
                  onCheckedChange={(checked) => setPriority(checked === true ? value : null)}
                />
                <Label htmlFor={`reschedule-priority-${value}`} className="font-normal">
                  {label}
                </Label>
              </div>
            ))}
          </fieldset>
          <AuthField
            id="reschedule-reason"
            label={reasonRequired ? "Reason for reschedule" : "Reason for reschedule (optional)"}
            error={errors.reason}
          >
            <Textarea
              rows={3}
              maxLength={1000}
              value={values.reason}
              onChange={set("reason")}
              placeholder="Why does this job need new dates?"
              {...fieldAria("reschedule-reason", errors.reason)}
            />
          </AuthField>
          <DialogFooter className="gap-2 sm:justify-between">
            {offersFuture ? (
              <div className="flex flex-wrap items-center gap-2">
                <Button
                  type="button"
                  variant="outline"
                  onClick={onFuture}
                  disabled={hasAnyDate || busy !== null}
                  title={hasAnyDate ? "Clear the dates and times to reschedule for the future" : undefined}
                >
                  {busy === "future" ? "Please wait..." : "Reschedule for future"}
                </Button>
                {hasAnyDate ? (
                  <Button
                    type="button"
                    variant="link"
                    size="sm"
                    onClick={() => setValues((v) => ({ ...v, ...NO_DATES }))}
                    disabled={busy !== null}
                  >
                    Clear dates
                  </Button>
                ) : null}
              </div>
            ) : (
              <span className="hidden sm:block" />
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button type="button" variant="ghost" onClick={() => onOpenChange(false)} disabled={busy !== null}>
                Close
              </Button>
              <Button type="submit" disabled={busy !== null}>
                {busy === "reschedule" ? "Please wait..." : isSelectTiming ? "Save Timing" : "Reschedule"}
              </Button>
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
