"use client";

import type { InspectionView } from "@/lib/inspections/inspection-view";
import { PHOTO_SLOTS, type PhotoSlot } from "@/lib/inspections/vocabulary";
import type { InspectionContext } from "./inspection-api";
import { PhotoButton, type PhotoSent } from "./photo-button";
import { SlotOutline } from "./slot-outline";

type PhotosStepProps = {
  ctx: InspectionContext;
  view: InspectionView;
  onSent: (sent: PhotoSent) => void;
  track: <T>(work: Promise<T>) => Promise<T>;
};

/** The latest stored photo of a slot (a slot photographed again shows its newest). */
function storedUrlOf(view: InspectionView, slot: PhotoSlot): string | null {
  return view.photos.filter((p) => p.place === slot).at(-1)?.url ?? null;
}

/** Step 2: a photo of every required slot, each with the outline of its angle; extra photos as many as needed. */
export function PhotosStep({ ctx, view, onSent, track }: PhotosStepProps) {
  const required = view.required_slots;
  const taken = required.length - view.missing_slots.length;
  const withToken = (url: string | null) => (url ? `${url}?token=${encodeURIComponent(ctx.token)}` : null);
  return (
    <section className="space-y-4" aria-labelledby="photos-heading">
      <div className="flex items-baseline justify-between">
        <h2 id="photos-heading" className="text-base font-semibold">
          Photos
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {taken} of {required.length}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        {required.map((slot) => (
          <PhotoButton
            key={slot}
            ctx={ctx}
            place={slot}
            label={PHOTO_SLOTS[slot]}
            storedUrl={withToken(storedUrlOf(view, slot))}
            onSent={onSent}
            track={track}
          >
            <SlotOutline slot={slot} className="h-12 w-16 text-muted-foreground" />
          </PhotoButton>
        ))}
      </div>
      <PhotoButton ctx={ctx} place="extra" label="Extra photos" multiple onSent={onSent} track={track}>
        <span className="text-xs text-muted-foreground">Anything else worth showing</span>
      </PhotoButton>
    </section>
  );
}
