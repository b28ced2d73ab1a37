"use client";

import { LocalTime } from "@/components/ui/local-time";
import * as React from "react";
import { LocateFixedIcon } from "lucide-react";
import { useMapsApiKey } from "@/components/maps/maps-config";
import { Button } from "@/components/ui/button";
import { api, toastError } from "@/lib/api/client";
import { reverseGeocode } from "@/lib/maps/reverse-geocode";
import { DetailCard, EmptyNote } from "./detail-card";
import { toTrackPoint, type TrackingPointJson, type TrackPoint } from "./job-view";

const keyOf = (p: { latitude: number; longitude: number }) => `${p.latitude},${p.longitude}`;
const coordinates = (p: TrackPoint) => `${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}`;

const LOAD_EARLIER_FAILED = "Failed to load earlier location updates.";

/**
 * The driver's location updates, newest first, each with its resolved address (coordinates
 * until the address arrives, or for good when none is found) and its time. The details carry
 * the latest ones; "Show earlier updates" reads older ones page by page (GET job-track).
 */
export function LocationTracking({ jobId, track, more }: { jobId: number; track: TrackPoint[]; more: boolean }) {
  const [addresses, setAddresses] = React.useState<Record<string, string | null>>({});
  const [earlier, setEarlier] = React.useState<{ points: TrackPoint[]; more: boolean } | null>(null);
  const [loading, setLoading] = React.useState(false);
  const asked = React.useRef(new Set<string>());
  const withGoogle = Boolean(useMapsApiKey());

  // Older pages end before the first of the latest positions (a refresh may move that on).
  const older = React.useMemo(() => {
    const firstLatest = track[0]?.at;
    return earlier ? earlier.points.filter((p) => !firstLatest || p.at < firstLatest) : [];
  }, [earlier, track]);
  const all = React.useMemo(() => [...older, ...track], [older, track]);
  const hasEarlier = earlier ? earlier.more : more;

  async function loadEarlier() {
    const oldest = all[0];
    if (!oldest || loading) return;
    setLoading(true);
    try {
      const { data } = await api<{ points: TrackingPointJson[]; more: boolean }>("job-track", {
        query: { jobId, before: oldest.at }, // a page of the server's default size
      });
      setEarlier({ points: [...data.points.map(toTrackPoint), ...older], more: data.more });
    } catch (error) {
      toastError(error, LOAD_EARLIER_FAILED);
    } finally {
      setLoading(false);
    }
  }

  React.useEffect(() => {
    // Each position is resolved once; answers that arrive after a refresh still land.
    for (const point of all) {
      const key = keyOf(point);
      if (asked.current.has(key)) continue;
      asked.current.add(key);
      void reverseGeocode(point.latitude, point.longitude, { withGoogle }).then((address) =>
        setAddresses((current) => ({ ...current, [key]: address })),
      );
    }
  }, [all, withGoogle]);

  const newestFirst = [...all].reverse();
  return (
    <DetailCard title="Location Tracking" icon={LocateFixedIcon}>
      {newestFirst.length === 0 ? (
        <EmptyNote>No location updates available.</EmptyNote>
      ) : (
        <ol
          className="max-h-[30rem] divide-y overflow-y-auto rounded-lg border"
          aria-label="Driver location updates"
          data-testid="location-updates"
          // A long trip scrolls inside the card; focusable so the keyboard can scroll it too.
          tabIndex={0}
        >
          {newestFirst.map((point, index) => {
            const address = addresses[keyOf(point)];
            return (
              <li
                key={`${point.at}-${index}`}
                className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              >
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
                <span className="shrink-0 pl-4.5 text-xs text-muted-foreground sm:pl-0">
                  <LocalTime value={point.at} />
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {hasEarlier && newestFirst.length > 0 ? (
        <Button type="button" variant="outline" size="sm" className="mt-3 w-full" onClick={loadEarlier} disabled={loading}>
          {loading ? "Loading..." : "Show earlier updates"}
        </Button>
      ) : null}
    </DetailCard>
  );
}
