"use client";
// Over the 200-line budget: the six steps' navigation, draft and submit are one state machine; the steps live in their own files.

import * as React from "react";
import { useRouter } from "next/navigation";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { lazyPart } from "@/components/ui/lazy-dialog";
import { createJobAction } from "@/lib/jobs/actions";
import { normalizeVin } from "@/lib/jobs/vin";
import { focusField } from "./field-focus";
import { StepIndicator } from "./step-indicator";
import { TimingStep } from "./timing-step";
import { useWizardDraft } from "./use-wizard-draft";
import type { VehicleMake } from "./vehicle-entry";
import { WizardNav } from "./wizard-nav";
import {
  DEFAULT_VALUES,
  EMPTY_VEHICLE,
  loadWizardChecks,
  STEP_COUNT,
  STEP_FIELDS,
  STEPS,
  stepOf,
  toPayload,
  type Issue,
  type VehicleDraft,
  type WizardField,
  type WizardValues,
} from "./wizard-model";

// Only the Timing step is on screen at first: the other steps (place search, saved addresses,
// the vehicle selects) and the checks are fetched apart, as soon as the browser is idle.
const loadLocationSide = () => import("./location-side").then((m) => m.LocationSide);
const loadOptionsSteps = () => import("./options-steps");
const loadReviewStep = () => import("./review-step").then((m) => m.ReviewStep);
const loadVehiclesStep = () => import("./vehicles-step").then((m) => m.VehiclesStep);
const LocationSide = lazyPart(loadLocationSide);
const VehiclesStep = lazyPart(loadVehiclesStep);
const ServiceOptionsStep = lazyPart(() => loadOptionsSteps().then((m) => m.ServiceOptionsStep));
const NotesStep = lazyPart(() => loadOptionsSteps().then((m) => m.NotesStep));
const ReviewStep = lazyPart(loadReviewStep);

function prefetchSteps() {
  void Promise.all([loadWizardChecks(), loadLocationSide(), loadVehiclesStep(), loadOptionsSteps(), loadReviewStep()]).catch(() => {
    // Tried again when the step is shown.
  });
}

type JobWizardProps = {
  /** The signed-in customer: their draft is kept apart from other users' of the same browser. */
  userId: number;
  profile: { company_name: string; username: string };
  makes: VehicleMake[];
};

/** SPEC.md §2 New Job wizard: six steps in one form, each checked before the next. */
export function JobWizard({ userId, profile, makes }: JobWizardProps) {
  const form = useForm<WizardValues>({ defaultValues: DEFAULT_VALUES });
  const { getValues, setValue, setError, clearErrors, watch } = form;
  const router = useRouter();
  const [step, setStep] = React.useState(1);
  const [isSubmitting, setIsSubmitting] = React.useState(false);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const shownStep = React.useRef(1);
  const pendingFocus = React.useRef<string | null>(null);
  const isChecking = React.useRef(false);
  const draft = useWizardDraft({ form, userId, step, onStep: setStep });

  React.useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(prefetchSteps);
  }, []);

  // A message goes away as soon as its field changes.
  React.useEffect(() => {
    const subscription = watch((_, { name }) => {
      if (!name) return;
      const coordinate = /^(pickup|dropoff)_(latitude|longitude)$/.exec(name);
      if (coordinate) clearErrors(`${coordinate[1] as "pickup" | "dropoff"}_location`);
      else clearErrors(name);
      if (name === "vehicle_details" || name.startsWith("vehicle.")) clearErrors("vehicle_details");
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);

  // A new step: its first message, or else its heading, takes the focus.
  React.useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target) focusField(target);
    else headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: "nearest" });
  }, [step]);

  function goTo(target: number, focus?: string) {
    const next = Math.min(Math.max(target, 1), STEP_COUNT);
    pendingFocus.current = focus ?? null;
    setStep(next);
  }

  function showIssues(onStep: number, issues: Issue[]) {
    clearErrors(STEP_FIELDS[onStep - 1] as WizardField[]);
    for (const issue of issues) setError(issue.field, { type: "step", message: issue.message });
    if (onStep === step) focusField(issues[0]!.field);
    else goTo(onStep, issues[0]!.field);
  }

  function addVehicle(vehicle: VehicleDraft) {
    const added = { ...vehicle, vinNumber: normalizeVin(vehicle.vinNumber), PO_number: vehicle.PO_number.trim().toUpperCase() };
    setValue("vehicle_details", [...getValues("vehicle_details"), added], { shouldDirty: true });
    setValue("vehicle", EMPTY_VEHICLE);
  }

  async function onAddVehicle() {
    const { vehicleEntryIssues } = await loadWizardChecks();
    const values = getValues();
    const issues = vehicleEntryIssues(values);
    if (issues.length) return showIssues(3, issues);
    addVehicle(values.vehicle);
    toast.success("Vehicle added.");
    focusField("vehicle.year");
  }

  async function next() {
    const { stepIssues, vehiclesStepIssues } = await loadWizardChecks();
    const values = getValues();
    if (step === 3) {
      const { issues, addCurrent } = vehiclesStepIssues(values);
      if (issues.length) return showIssues(3, issues);
      if (addCurrent) addVehicle(values.vehicle);
    } else {
      const issues = stepIssues(step, values);
      if (issues.length) return showIssues(step, issues);
    }
    clearErrors(STEP_FIELDS[step - 1] as WizardField[]);
    goTo(step + 1);
  }

  async function submit() {
    // One request per click, also while the checks are still loading.
    if (isChecking.current) return;
    isChecking.current = true;
    const { finalIssues } = await loadWizardChecks().finally(() => (isChecking.current = false));
    const values = getValues();
    const issues = finalIssues(values);
    if (issues.length) return showIssues(stepOf(issues[0]!.field), issues);
    setIsSubmitting(true);
    // The server action of every form (lib/forms/form-action.ts), called with the wizard's payload:
    // six steps of client state are not one native form.
    const answer = await createJobAction({}, toPayload(values));
    if (!answer.ok) {
      setIsSubmitting(false);
      if (answer.message) toast.error(answer.message);
      return showServerIssue(answer.fieldErrors);
    }
    draft.finish();
    if (answer.message) toast.success(answer.message);
    router.push("/dashboard");
  }

  /** A field the server refused, when it is one of the form's own: back to its step. */
  function showServerIssue(fieldErrors: Record<string, string> | undefined) {
    const [field, message] = Object.entries(fieldErrors ?? {})[0] ?? [];
    if (!field || !message || field.startsWith("vehicle_details.")) return;
    const target = stepOf(field);
    if (target < STEP_COUNT) showIssues(target, [{ field: field as WizardField, message }]);
  }

  const current = STEPS[step - 1]!;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-busy={isSubmitting}
        onSubmit={(event) => {
          event.preventDefault();
          if (step < STEP_COUNT) void next();
          else void submit();
        }}
      >
        <Card className="gap-0 py-0">
          <CardHeader className="gap-5 border-b py-5">
            <StepIndicator step={step} onGoTo={(n) => goTo(n)} />
            <div className="grid gap-1">
              <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
                <span className="sr-only">{`Step ${step} of ${STEP_COUNT}: `}</span>
                {current.title}
              </h2>
              <p className="text-sm text-muted-foreground">{current.description}</p>
            </div>
          </CardHeader>
          <CardContent className="py-6">
            {draft.isRestored ? (
              <p role="status" className="mb-6 rounded-md border border-info/40 bg-info/10 px-3 py-2 text-sm">
                Your unsent job request was restored. It is kept on this browser until you submit or discard it.
              </p>
            ) : null}
            {step === 1 ? <TimingStep profile={profile} /> : null}
            {step === 2 ? (
              <div className="grid gap-6 2xl:grid-cols-2">
                <LocationSide side="pickup" />
                <LocationSide side="dropoff" />
              </div>
            ) : null}
            {step === 3 ? <VehiclesStep makes={makes} onAdd={() => void onAddVehicle()} /> : null}
            {step === 4 ? <ServiceOptionsStep /> : null}
            {step === 5 ? <NotesStep /> : null}
            {step === 6 ? <ReviewStep profile={profile} onEdit={(n) => goTo(n)} /> : null}
          </CardContent>
          <WizardNav
            step={step}
            isSubmitting={isSubmitting}
            onPrevious={() => goTo(step - 1)}
            onDiscard={draft.hasDraft ? draft.discard : undefined}
          />
        </Card>
      </form>
    </FormProvider>
  );
}
