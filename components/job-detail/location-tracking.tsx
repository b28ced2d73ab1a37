"use client";

import * as React from "react";
import { LocateFixedIcon } from "lucide-react";
import { useMapsApiKey } from "@/components/maps/maps-config";
import { formatDateTime } from "@/lib/format/dates";
import { reverseGeocode } from "@/lib/maps/reverse-geocode";
import { DetailCard, EmptyNote } from "./detail-card";
import type { TrackPoint } from "./job-view";

const keyOf = (p: { latitude: number; longitude: number }) => `${p.latitude},${p.longitude}`;
const coordinates = (p: TrackPoint) => `${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}`;

/**
 * The driver's location updates, newest first, each with its resolved address (coordinates
 * until the address arrives, or for good when none is found) and its time.
 */
export function LocationTracking({ track }: { track: TrackPoint[] }) {
  const [addresses, setAddresses] = React.useState<Record<string, string | null>>({});
  const asked = React.useRef(new Set<string>());
  const withGoogle = Boolean(useMapsApiKey());

  React.useEffect(() => {
    // Each position is resolved once; answers that arrive after a refresh still land.
    for (const point of track) {
      const key = keyOf(point);
      if (asked.current.has(key)) continue;
      asked.current.add(key);
      void reverseGeocode(point.latitude, point.longitude, { withGoogle }).then((address) =>
        setAddresses((current) => ({ ...current, [key]: address })),
      );
    }
  }, [track, withGoogle]);

  const newestFirst = [...track].reverse();
  return (
    <DetailCard title="Location Tracking" icon={LocateFixedIcon}>
      {newestFirst.length === 0 ? (
        <EmptyNote>No location updates available.</EmptyNote>
      ) : (
        <ol className="divide-y rounded-lg border" aria-label="Driver location updates" data-testid="location-updates">
          {newestFirst.map((point, index) => {
            const address = addresses[keyOf(point)];
            return (
              <li key={`${point.at}-${index}`} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                <div className="flex min-w-0 items-start gap-2.5">
                  <span
                    className={`mt-1.5 size-2 shrink-0 rounded-full ${index === 0 ? "bg-primary ring-4 ring-primary/15" : "bg-muted-foreground/40"}`}
                    aria-hidden="true"
                  />
                  <span className="min-w-0 text-sm break-words">
                    {address ?? <span className="font-mono text-xs text-muted-foreground">{coordinates(point)}</span>}
                    {index === 0 ? <span className="ml-2 text-xs font-medium text-primary">Latest</span> : null}
                  </span>
                </div>
                <time dateTime={point.at} className="shrink-0 pl-4.5 text-xs text-muted-foreground sm:pl-0">
                  {formatDateTime(point.at)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </DetailCard>
  );
}
