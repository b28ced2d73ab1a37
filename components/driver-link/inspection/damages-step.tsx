"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PickupDamageList, pickupMarkers } from "@/components/inspections/at-pickup";
import { VehicleDiagram, type DiagramMarker } from "@/components/inspections/vehicle-diagram";
import { errorMessage } from "@/lib/api/client";
import { areaAt } from "@/lib/inspections/diagram";
import {
  DAMAGE_AREA_CODES,
  DAMAGE_AREAS,
  DAMAGE_SEVERITIES,
  DAMAGE_TYPES,
  type DamageArea,
  type DamageSeverity,
  type DamageType,
  type DiagramView,
  type PhotoPlace,
} from "@/lib/inspections/vocabulary";
import { cn } from "@/lib/utils";
import { newPartId, type PreparedPhoto } from "./evidence";
import type { KeptView } from "./kept-view";
import { PhotoButton } from "./photo-button";

type Draft = {
  id: string;
  view: DiagramView;
  x: number;
  y: number;
  area: DamageArea;
  type?: DamageType;
  severity?: DamageSeverity;
  photoId?: string;
};

type DamagesStepProps = {
  view: KeptView;
  token: string;
  /** Keeps a part on the phone (the outbox): a damage marked, or taken off. */
  onKeep: (fields: Record<string, unknown>, method: "PUT" | "DELETE") => Promise<void>;
  onTake: (place: PhotoPlace, photo: PreparedPhoto) => Promise<string>;
  onNoDamage: (noDamage: boolean) => Promise<void>;
  track: <T>(work: Promise<T>) => Promise<T>;
};

const CHIP =
  "min-h-11 rounded-md border px-3 text-sm font-medium aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground";

/** Step 4: tap the diagram where the damage is, say what it is with a photo; or choose "No damage". */
export function DamagesStep({ view, token, onKeep, onTake, onNoDamage, track }: DamagesStepProps) {
  const [side, setSide] = useState<DiagramView>("top");
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const markers: DiagramMarker[] = [
    ...pickupMarkers(view.at_pickup),
    ...view.damages.map((d, i) => ({ id: d.id, view: d.view, x: d.x, y: d.y, label: String(i + 1) })),
  ];
  if (draft) markers.push({ id: draft.id, view: draft.view, x: draft.x, y: draft.y, label: "+", isPending: true });
  const draftPhotos = view.photos.filter((p) => p.id === draft?.photoId);

  async function save() {
    if (!draft?.type || !draft.severity || !draft.photoId) return;
    setIsSaving(true);
    setError(null);
    try {
      const { id, view: drawing, x, y, area, type, severity, photoId } = draft;
      await onKeep({ id, view: drawing, x, y, area, type, severity, photo_ids: [photoId], captured_at: new Date().toISOString() }, "PUT");
      setDraft(null);
    } catch (e) {
      setError(errorMessage(e, "The damage could not be saved."));
    } finally {
      setIsSaving(false);
    }
  }

  async function remove(id: string) {
    try {
      await onKeep({ id }, "DELETE");
    } catch (e) {
      setError(errorMessage(e, "The damage could not be removed."));
    }
  }

  return (
    <section className="space-y-4" aria-labelledby="damages-heading">
      <h2 id="damages-heading" className="text-base font-semibold">
        Damages
      </h2>
      <div className="flex gap-2" role="group" aria-label="Diagram view">
        {(["top", "side"] as const).map((v) => (
          <button key={v} type="button" className={CHIP} aria-pressed={side === v} onClick={() => setSide(v)}>
            {v === "top" ? "Top view" : "Side view"}
          </button>
        ))}
      </div>
      <div className={cn("mx-auto rounded-lg border bg-card p-2", side === "top" ? "max-w-48" : "max-w-full")}>
        <VehicleDiagram
          view={side}
          markers={markers}
          title={`Vehicle ${side} view: tap where the damage is`}
          onPoint={({ x, y }) => setDraft({ id: newPartId(), view: side, x, y, area: areaAt(side, x, y) })}
        />
      </div>
      <PickupDamageList atPickup={view.at_pickup} />
      {draft && (
        <div className="space-y-3 rounded-lg border p-3" role="group" aria-label="New damage">
          <label className="block space-y-1 text-sm font-medium">
            Area
            <select
              className="h-11 w-full rounded-md border bg-background px-2 text-base"
              value={draft.area}
              onChange={(e) => setDraft({ ...draft, area: e.target.value as DamageArea })}
            >
              {DAMAGE_AREA_CODES.map((a) => (
                <option key={a} value={a}>
                  {DAMAGE_AREAS[a]}
                </option>
              ))}
            </select>
          </label>
          <Choices label="Type" options={DAMAGE_TYPES} value={draft.type} onChoose={(type) => setDraft({ ...draft, type })} />
          <Choices
            label="Severity"
            options={DAMAGE_SEVERITIES}
            value={draft.severity}
            onChoose={(severity) => setDraft({ ...draft, severity })}
          />
          <PhotoButton
            label="Damage photo"
            photos={draftPhotos}
            token={token}
            onTake={async (photo) => {
              const photoId = await onTake("damage", photo);
              setDraft((d) => d && { ...d, photoId });
            }}
            track={track}
          />
          <div className="flex gap-2">
            <Button
              type="button"
              className="h-11 flex-1"
              disabled={!draft.type || !draft.severity || !draft.photoId || isSaving}
              onClick={() => void save()}
            >
              {isSaving ? "Saving…" : "Save damage"}
            </Button>
            <Button type="button" variant="outline" className="h-11" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {view.damages.length > 0 ? (
        <ol className="space-y-2" aria-label="Damages marked">
          {view.damages.map((d, i) => (
            <li key={d.id} className="flex items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
              <span>
                {i + 1}. {d.description}
                {view.waiting.ids.includes(d.id) && <span className="text-muted-foreground"> (waiting to send)</span>}
              </span>
              <button type="button" className="min-h-11 px-2 text-destructive underline" onClick={() => void remove(d.id)}>
                Remove
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <button
          type="button"
          className={cn(CHIP, "w-full")}
          aria-pressed={view.readings.no_damage}
          onClick={() => void onNoDamage(!view.readings.no_damage)}
        >
          No damage
        </button>
      )}
    </section>
  );
}

function Choices<K extends string>({
  label,
  options,
  value,
  onChoose,
}: {
  label: string;
  options: Record<K, string>;
  value?: K;
  onChoose: (k: K) => void;
}) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {(Object.keys(options) as K[]).map((k) => (
          <button key={k} type="button" className={CHIP} aria-pressed={value === k} onClick={() => onChoose(k)}>
            {options[k]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
