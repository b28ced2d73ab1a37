"use client";

import { PHOTO_SLOTS, type PhotoPlace } from "@/lib/inspections/vocabulary";
import type { PreparedPhoto } from "./evidence";
import type { KeptView } from "./kept-view";
import { PhotoButton } from "./photo-button";
import { SlotOutline } from "./slot-outline";

type PhotosStepProps = {
  view: KeptView;
  token: string;
  onTake: (place: PhotoPlace, photo: PreparedPhoto) => Promise<string>;
  track: <T>(work: Promise<T>) => Promise<T>;
};

/** Step 2: a photo of every required slot, each with the outline of its angle; extra photos as many as needed. */
export function PhotosStep({ view, token, onTake, track }: PhotosStepProps) {
  const required = view.required_slots;
  const taken = required.length - view.missing_slots.length;
  const of = (place: PhotoPlace) => view.photos.filter((p) => p.place === place);
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
            label={PHOTO_SLOTS[slot]}
            photos={of(slot)}
            token={token}
            onTake={async (photo) => void (await onTake(slot, photo))}
            track={track}
          >
            <SlotOutline slot={slot} className="h-12 w-16 text-muted-foreground" />
          </PhotoButton>
        ))}
      </div>
      <PhotoButton
        label="Extra photos"
        photos={of("extra")}
        token={token}
        multiple
        onTake={async (photo) => void (await onTake("extra", photo))}
        track={track}
      >
        <span className="text-xs text-muted-foreground">Anything else worth showing</span>
      </PhotoButton>
    </section>
  );
}
