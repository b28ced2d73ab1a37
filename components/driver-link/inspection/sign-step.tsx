"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { describeConditions, formatFuel, PHOTO_SLOTS, type InspectionKind, type PhotoPlace } from "@/lib/inspections/vocabulary";
import type { PreparedPhoto } from "./evidence";
import type { InspectionContext } from "./inspection-api";
import type { KeptView } from "./kept-view";
import { PhotoButton } from "./photo-button";
import { SignaturePad, type Stroke } from "./signature-pad";

export type Signing = {
  signerName: string;
  strokes: Stroke[];
  isUnavailable: boolean;
  hasAttested: boolean;
  /** The driver signs for the carrier, as its agent, whoever else signs or not. */
  driverName: string;
  driverStrokes: Stroke[];
};

type SignStepProps = {
  ctx: InspectionContext;
  view: KeptView;
  signing: Signing;
  onChange: (signing: Signing) => void;
  onTake: (place: PhotoPlace, photo: PreparedPhoto) => Promise<string>;
  track: <T>(work: Promise<T>) => Promise<T>;
};

const WHO: Record<InspectionKind, string> = { pickup: "the person releasing the vehicle", delivery: "the person receiving the vehicle" };

export const attestationOf = (kind: InspectionKind) =>
  `I attest that no one was available to sign at ${kind === "pickup" ? "pickup" : "delivery"}.`;

/** Step 5: the summary shown to the person handing over or receiving the car, who signs; or the driver's attestation. */
export function SignStep({ ctx, view, signing, onChange, onTake, track }: SignStepProps) {
  const nameId = useId();
  const driverNameId = useId();
  const set = (change: Partial<Signing>) => onChange({ ...signing, ...change });
  const r = view.readings;
  const extras = view.photos.filter((p) => p.place === "extra");
  return (
    <section className="space-y-4" aria-labelledby="sign-heading">
      <h2 id="sign-heading" className="text-base font-semibold">
        Review and sign
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg border p-3 text-sm">
        <dt className="text-muted-foreground">Photos</dt>
        <dd>{view.required_slots.map((s) => PHOTO_SLOTS[s]).join(", ")}</dd>
        <dt className="text-muted-foreground">Odometer</dt>
        <dd>{r.odometer === null ? "—" : `${r.odometer.toLocaleString("en-US")} mi`}</dd>
        <dt className="text-muted-foreground">{r.charge_percent === null ? "Fuel" : "Charge"}</dt>
        <dd>{r.charge_percent !== null ? `${r.charge_percent}%` : r.fuel_eighths === null ? "—" : formatFuel(r.fuel_eighths)}</dd>
        <dt className="text-muted-foreground">Keys</dt>
        <dd>{r.keys_count ?? "—"}</dd>
        {r.conditions.length > 0 && (
          <>
            <dt className="text-muted-foreground">Conditions</dt>
            <dd>{describeConditions(r).join(", ")}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Damages</dt>
        <dd>
          {view.damages.length === 0 ? (
            "No damage"
          ) : (
            <ol className="list-inside list-decimal">
              {view.damages.map((d) => (
                <li key={d.id}>{d.description}</li>
              ))}
            </ol>
          )}
        </dd>
      </dl>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-5"
          checked={signing.isUnavailable}
          onChange={(e) => set({ isUnavailable: e.target.checked })}
        />
        Customer not available
      </label>
      {signing.isUnavailable ? (
        <div className="space-y-3">
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-5"
              checked={signing.hasAttested}
              onChange={(e) => set({ hasAttested: e.target.checked })}
            />
            {attestationOf(ctx.kind)}
          </label>
          <PhotoButton
            label={`More photos (${extras.length} of at least 2)`}
            photos={extras}
            token={ctx.token}
            multiple
            onTake={async (photo) => void (await onTake("extra", photo))}
            track={track}
          />
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-muted-foreground">
            Hand the phone to {WHO[ctx.kind]}: they check the summary, type their name and sign.
          </p>
          <div className="space-y-2">
            <Label htmlFor={nameId}>Printed name</Label>
            <Input
              id={nameId}
              autoComplete="name"
              value={signing.signerName}
              onChange={(e) => set({ signerName: e.target.value })}
              className="h-12 text-base"
            />
          </div>
          <SignatureField title="Signature" strokes={signing.strokes} onChange={(strokes) => set({ strokes })} />
        </div>
      )}
      <div className="space-y-3 border-t pt-4">
        <h3 className="text-sm font-semibold">Driver (carrier&apos;s agent)</h3>
        <p className="text-sm text-muted-foreground">You sign the bill of lading for the carrier.</p>
        <div className="space-y-2">
          <Label htmlFor={driverNameId}>Driver&apos;s name</Label>
          <Input
            id={driverNameId}
            autoComplete="name"
            value={signing.driverName}
            onChange={(e) => set({ driverName: e.target.value })}
            className="h-12 text-base"
          />
        </div>
        <SignatureField title="Driver's signature" strokes={signing.driverStrokes} onChange={(driverStrokes) => set({ driverStrokes })} />
      </div>
    </section>
  );
}

function SignatureField({ title, strokes, onChange }: { title: string; strokes: Stroke[]; onChange: (strokes: Stroke[]) => void }) {
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between">
        <span className="text-sm font-medium">{title}</span>
        <button
          type="button"
          className="min-h-11 px-2 text-sm underline"
          onClick={() => onChange([])}
          aria-label={`Clear ${title.toLowerCase()}`}
        >
          Clear
        </button>
      </div>
      <SignaturePad label={`${title} pad: sign with a finger`} strokes={strokes} onChange={onChange} />
    </div>
  );
}
