"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api/client";
import type { InspectionView } from "@/lib/inspections/inspection-view";
import { toast } from "@/lib/toast";
import { ActionBar, BIG_BUTTON } from "../action-bar";
import { FormError } from "../form-error";
import { DamagesStep } from "./damages-step";
import { newPartId, watchPosition } from "./evidence";
import { loadInspection, sendPart, type InspectionContext } from "./inspection-api";
import { PhotosStep } from "./photos-step";
import { readingsOf, readingsPart, ReadingsStep, type Readings } from "./readings-step";
import { resumeStep, type Step } from "./resume-step";
import { attestationOf, SignStep, type Signing } from "./sign-step";
import { useInFlight } from "./use-in-flight";
import { VinStep } from "./vin-step";

export type InspectionWizardProps = InspectionContext & {
  isElectric: boolean;
  nextHref: string;
  /** The assigned driver's name, offered as the carrier's signer. */
  driverName: string;
};

const TITLES: Record<Step, string> = { vin: "VIN", photos: "Photos", readings: "Readings", damages: "Damages", sign: "Sign" };

/**
 * The pickup or delivery inspection, one step at a time (DECISIONS.md "Condition reports").
 * Each part goes to the server as soon as it is made (photos as they are taken), so a reload
 * resumes from the server's record, at its first step not yet covered (resume-step.ts); signing
 * waits for the uploads still in flight.
 */
export default function InspectionWizard({ isElectric, nextHref, driverName, ...ctx }: InspectionWizardProps) {
  const router = useRouter();
  const steps: Step[] =
    ctx.kind === "pickup" ? ["vin", "photos", "readings", "damages", "sign"] : ["photos", "readings", "damages", "sign"];
  const [view, setView] = useState<InspectionView | null>(null);
  const [index, setIndex] = useState(0);
  const [vin, setVin] = useState("");
  const [readings, setReadings] = useState<Readings | null>(null);
  const [signing, setSigning] = useState<Signing>({
    signerName: "",
    strokes: [],
    isUnavailable: false,
    hasAttested: false,
    driverName,
    driverStrokes: [],
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const inFlight = useInFlight();
  const ctxRef = useRef(ctx);
  const stepsRef = useRef(steps);

  useEffect(() => watchPosition(), []);
  useEffect(() => {
    loadInspection(ctxRef.current).then(
      (loaded) => {
        setView(loaded);
        setReadings(readingsOf(loaded));
        // A reload comes back where the driver was: the first step the server's record does not cover.
        setIndex(resumeStep(loaded, stepsRef.current));
      },
      (error) => setFailure(errorMessage(error, "The inspection could not be loaded.")),
    );
  }, []);

  if (!view || !readings)
    return failure ? <FormError message={failure} /> : <p className="text-sm text-muted-foreground">Loading the inspection…</p>;
  const step = steps[index]!;

  async function run(work: () => Promise<void>) {
    setIsBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(errorMessage(error, "This step could not be saved."));
    } finally {
      setIsBusy(false);
    }
  }

  const sendReadings = async (noDamage: boolean) =>
    setView(
      await sendPart(ctx, "inspection-readings", {
        id: newPartId(),
        captured_at: new Date().toISOString(),
        ...readingsPart(readings, isElectric, noDamage),
      }),
    );

  const next = () =>
    run(async () => {
      if (step === "vin" && !view.vin_checked_at) setView(await sendPart(ctx, "check-vin", { vin: vin.trim() }, "POST"));
      if (step === "readings") await sendReadings(view.readings.no_damage);
      if (step === "sign") return sign();
      setIndex((i) => Math.min(i + 1, steps.length - 1));
    });

  async function sign() {
    await inFlight.settled();
    const part = signing.isUnavailable
      ? { customer_unavailable: true, attestation: signing.hasAttested ? attestationOf(ctx.kind) : "" }
      : { signer_name: signing.signerName.trim(), strokes: signing.strokes };
    const carrier = { driver_name: signing.driverName.trim(), driver_strokes: signing.driverStrokes };
    await sendPart(ctx, "sign-inspection", { id: newPartId(), captured_at: new Date().toISOString(), ...part, ...carrier }, "POST");
    toast.success("Inspection signed");
    router.push(nextHref);
  }

  return (
    <div className="space-y-5 rounded-xl border bg-card p-4 shadow-sm">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        Step {index + 1} of {steps.length}: {TITLES[step]}
      </p>
      {step === "vin" && <VinStep vin={vin} onChange={setVin} isChecked={view.vin_checked_at !== null} />}
      {step === "photos" && <PhotosStep ctx={ctx} view={view} onSent={(sent) => setView(sent.view)} track={inFlight.track} />}
      {step === "readings" && <ReadingsStep readings={readings} onChange={setReadings} isElectric={isElectric} atPickup={view.at_pickup} />}
      {step === "damages" && (
        <DamagesStep ctx={ctx} view={view} onView={setView} onNoDamage={(on) => run(() => sendReadings(on))} track={inFlight.track} />
      )}
      {step === "sign" && (
        <SignStep
          ctx={ctx}
          view={view}
          signing={signing}
          onChange={setSigning}
          onSent={(sent) => setView(sent.view)}
          track={inFlight.track}
        />
      )}
      {failure && <FormError message={failure} />}
      <ActionBar>
        <div className="flex gap-2">
          {index > 0 && (
            <Button type="button" variant="outline" className="h-12" onClick={() => setIndex(index - 1)} disabled={isBusy}>
              Back
            </Button>
          )}
          <Button type="button" className={`${BIG_BUTTON} flex-1`} onClick={() => void next()} disabled={isBusy}>
            {isBusy
              ? step === "sign"
                ? "Signing…"
                : "Saving…"
              : step === "sign"
                ? "Sign"
                : step === "vin" && !view.vin_checked_at
                  ? "Check VIN"
                  : "Next"}
          </Button>
        </div>
      </ActionBar>
    </div>
  );
}
