"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api/client";
import { inkProblems, signerProblems } from "@/lib/inspections/completeness";
import type { PhotoPlace } from "@/lib/inspections/vocabulary";
import { toast } from "@/lib/toast";
import { ActionBar, BIG_BUTTON } from "../action-bar";
import { FormError } from "../form-error";
import { answerWithin } from "../outbox/sender";
import { DamagesStep } from "./damages-step";
import { newPartId, watchPosition, type PreparedPhoto } from "./evidence";
import { keepPart, keepPhoto, type InspectionContext } from "./inspection-api";
import { PhotosStep } from "./photos-step";
import { readingsOf, readingsPart, readingsProblem, ReadingsStep, type Readings } from "./readings-step";
import { resumeStep, type Step } from "./resume-step";
import { attestationOf, SignStep, type Signing } from "./sign-step";
import { SignedOnPhone } from "./signed-on-phone";
import { useInFlight } from "./use-in-flight";
import { useKeptInspection } from "./use-kept-inspection";
import { VinStep } from "./vin-step";

export type InspectionWizardProps = InspectionContext & {
  isElectric: boolean;
  nextHref: string;
  /** The assigned driver's name, offered as the carrier's signer. */
  driverName: string;
};

const TITLES: Record<Step, string> = { vin: "VIN", photos: "Photos", readings: "Readings", damages: "Damages", sign: "Sign" };
/** How long a check the driver waits for (the VIN, the signature) waits for the server before it is left to the outbox. */
const ANSWER_WAIT_MS = 10_000;

/**
 * The pickup or delivery inspection, one step at a time (DECISIONS.md "Condition reports" and
 * "The driver's link without signal"). Every part is kept on the phone first (the outbox) and
 * sent from there, so nothing is lost without signal: the page shows the server's record merged
 * with what still waits (use-kept-inspection.ts), and a reload resumes at the first step that
 * merge does not cover. A check the driver waits for (VIN, signature) takes the server's answer
 * when it comes within seconds; without signal it stays on the phone, and the page says so.
 */
export default function InspectionWizard({ isElectric, nextHref, driverName, ...ctx }: InspectionWizardProps) {
  const router = useRouter();
  const steps: Step[] =
    ctx.kind === "pickup" ? ["vin", "photos", "readings", "damages", "sign"] : ["photos", "readings", "damages", "sign"];
  const [index, setIndex] = useState<number | null>(null);
  const [vin, setVin] = useState("");
  const [readings, setReadings] = useState<Readings | null>(null);
  const { view, failure: loadFailure } = useKeptInspection(ctx, (first) => {
    // A reload comes back where the driver was: the first step the merged record does not cover.
    setReadings(readingsOf(first));
    setIndex(resumeStep(first, steps));
  });
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
  const wasWaitingToSign = useRef(false);

  useEffect(() => watchPosition(), []);
  // A signature kept on the phone reaches the server: the next step opens.
  const isSignedOnServer = view?.signature !== null && view !== null;
  useEffect(() => {
    if (view?.waiting.signature) wasWaitingToSign.current = true;
    if (isSignedOnServer && wasWaitingToSign.current) {
      toast.success("Inspection signed");
      router.push(nextHref);
    }
  }, [view?.waiting.signature, isSignedOnServer, nextHref, router]);

  if (!view || !readings || index === null)
    return loadFailure ? <FormError message={loadFailure} /> : <p className="text-sm text-muted-foreground">Loading the inspection…</p>;
  if (view.waiting.signature && !isBusy)
    return <SignedOnPhone kind={ctx.kind} jobId={ctx.jobId} driverId={ctx.driverId} token={ctx.token} />;
  const step = steps[index]!;

  async function run(work: () => Promise<void>) {
    setIsBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(errorMessage(error, "This step could not be saved on this phone."));
    } finally {
      setIsBusy(false);
    }
  }

  /** Keeps a check the driver waits for; a refusal within seconds is told on the step and not kept. */
  async function keepChecked(
    call: "check-vin" | "sign-inspection",
    fields: Record<string, unknown>,
  ): Promise<"accepted" | "kept" | "refused"> {
    const item = await keepPart(ctx, call, fields, "POST");
    const settled = await answerWithin(item.seq, ANSWER_WAIT_MS);
    if (settled.kind !== "refused") return settled.kind;
    setFailure(settled.message);
    return "refused";
  }

  const takePhoto = async (place: PhotoPlace, photo: PreparedPhoto) => {
    const id = newPartId();
    await keepPhoto(ctx, { id, place, photo });
    return id;
  };

  async function keepReadings(noDamage: boolean): Promise<boolean> {
    const fields = { id: newPartId(), captured_at: new Date().toISOString(), ...readingsPart(readings!, isElectric, noDamage) };
    const problem = readingsProblem(readings!);
    if (problem) {
      setFailure(problem);
      return false;
    }
    await keepPart(ctx, "inspection-readings", fields);
    return true;
  }

  const next = () =>
    run(async () => {
      if (step === "vin" && !view.vin_checked_at && !view.waiting.vin) {
        if ((await keepChecked("check-vin", { vin: vin.trim() })) === "refused") return;
      }
      if (step === "readings" && !(await keepReadings(view.readings.no_damage))) return;
      if (step === "sign") return sign();
      setIndex((i) => Math.min((i ?? 0) + 1, steps.length - 1));
    });

  async function sign() {
    await inFlight.settled();
    const part = signing.isUnavailable
      ? { customer_unavailable: true, attestation: signing.hasAttested ? attestationOf(ctx.kind) : "" }
      : { signer_name: signing.signerName.trim(), strokes: signing.strokes };
    const carrier = { driver_name: signing.driverName.trim(), driver_strokes: signing.driverStrokes };
    const fields = { id: newPartId(), captured_at: new Date().toISOString(), ...part, ...carrier };
    // What the server would refuse is told now: a signature kept offline must be one it accepts.
    const signature = { attestation: "", signer_name: "", strokes: [], ...fields, customer_unavailable: signing.isUnavailable };
    const problem = [...signerProblems(signature), ...inkProblems(signature)][0]?.message;
    if (problem) return setFailure(problem);
    // Accepted: the effect above opens the next step; kept: the page says it waits to be sent.
    wasWaitingToSign.current = true;
    await keepChecked("sign-inspection", fields);
  }

  return (
    <div className="space-y-5 rounded-xl border bg-card p-4 shadow-sm">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        Step {index + 1} of {steps.length}: {TITLES[step]}
      </p>
      {step === "vin" && <VinStep vin={vin} onChange={setVin} isChecked={view.vin_checked_at !== null} isWaiting={view.waiting.vin} />}
      {step === "photos" && <PhotosStep view={view} token={ctx.token} onTake={takePhoto} track={inFlight.track} />}
      {step === "readings" && <ReadingsStep readings={readings} onChange={setReadings} isElectric={isElectric} atPickup={view.at_pickup} />}
      {step === "damages" && (
        <DamagesStep
          view={view}
          token={ctx.token}
          onKeep={async (fields, method) => void (await keepPart(ctx, "inspection-damage", fields, method))}
          onTake={takePhoto}
          onNoDamage={(on) => run(async () => void (await keepReadings(on)))}
          track={inFlight.track}
        />
      )}
      {step === "sign" && (
        <SignStep ctx={ctx} view={view} signing={signing} onChange={setSigning} onTake={takePhoto} track={inFlight.track} />
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
                : step === "vin" && !view.vin_checked_at && !view.waiting.vin
                  ? "Check VIN"
                  : "Next"}
          </Button>
        </div>
      </ActionBar>
    </div>
  );
}
