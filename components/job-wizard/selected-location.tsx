import { MapPinIcon } from "lucide-react";
import type { Side } from "./wizard-model";

type SelectedLocationProps = { side: Side; location: string | null; latitude: number | null; longitude: number | null };

/** The place the trip will use on this side, as chosen (search or saved address). */
export function SelectedLocation({ side, location, latitude, longitude }: SelectedLocationProps) {
  return (
    <div className="flex min-h-14 items-start gap-2 rounded-md bg-muted/50 px-3 py-2.5 text-sm" aria-live="polite">
      <MapPinIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      {location ? (
        <div className="grid min-w-0 gap-0.5">
          <span className="sr-only">Selected {side} address:</span>
          <span className="font-medium break-words" data-testid={`${side}-selected-location`}>
            {location}
          </span>
          <span className="text-xs text-muted-foreground tabular-nums">
            {latitude?.toFixed(5)}, {longitude?.toFixed(5)}
          </span>
        </div>
      ) : (
        <span className="text-muted-foreground">No address selected yet.</span>
      )}
    </div>
  );
}
