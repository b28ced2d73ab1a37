"use client";

import { CrosshairIcon, LoaderCircleIcon, MapPinnedIcon, PackageCheckIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { RouteMap } from "@/components/maps/route-map";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { ApiError, errorMessage } from "@/lib/api/client";
import { RIDE_UPDATE_FAILED, RIDE_UPDATED } from "@/lib/driver-link/messages";
import { canCheckOut } from "@/lib/driver-link/stage";
import type { JobStatus } from "@/lib/jobs/statuses";
import { formatDateTime } from "@/lib/format/dates";
import { browserTimeZone } from "@/lib/places/time-zone";
import type { RouteDistance } from "@/lib/maps/distance";
import { getCurrentPosition, GeolocationError } from "@/lib/maps/geolocation";
import { cn } from "@/lib/utils";
import { ActionBar, BIG_BUTTON } from "./action-bar";
import { answerWithin, onOutboxEvent } from "./outbox/sender";
import { keepPosition } from "./outbox/trip-writes";

export const AUTO_UPDATE_MS = 60_000;

type Point = { current_latitude: number; current_longitude: number; createdAt: string };

/** The later of two positions by capture time (ISO strings compare in order); either may be missing. */
const laterOf = (a: Point | null, b: Point | null): Point | null => (!a ? b : !b ? a : a.createdAt >= b.createdAt ? a : b);
type RideAnswer = { request_status: JobStatus; last_location: Point | null };
/** A position as the outbox keeps it (outbox/trip-writes.ts keepPosition). */
type KeptPosition = { current_latitude: number; current_longitude: number; captured_at: string };

export type EnRoutePanelProps = {
  jobId: number;
  driverId: number;
  token: string;
  /** The job's status as the server had it when the page was rendered. */
  requestStatus: JobStatus;
  pickup: { lat: number; lng: number };
  dropoff: { lat: number; lng: number };
  distance: RouteDistance;
  lastLocation: Point | null;
  checkOutHref: string;
};

type Status =
  | { kind: "idle" }
  | { kind: "locating" }
  | { kind: "sending" }
  | { kind: "ok"; at: string }
  | { kind: "kept"; at: string }
  | { kind: "error"; message: string };

const ANSWER_WAIT_MS = 8_000;

/**
 * The en-route screen: 'Update location' reads the phone's position (lib/maps/geolocation)
 * and sends it (ride_status ride_started); after the first success it goes on every 60
 * seconds while the page is open. 'Start Delivery Check-Out' follows the server's record of the
 * trip (canCheckOut): what the page was rendered with, then each update's answer.
 */
export function EnRoutePanel({
  jobId,
  driverId,
  token,
  requestStatus,
  pickup,
  dropoff,
  distance,
  lastLocation,
  checkOutHref,
}: EnRoutePanelProps) {
  const router = useRouter();
  const [trip, setTrip] = useState<RideAnswer>({ request_status: requestStatus, last_location: lastLocation });
  // What this page saw accepted, or the server's ride as last rendered when newer (a refresh after
  // the worker or another tab sent a position this page did not hear of).
  const latest = laterOf(trip.last_location, lastLocation);
  const isInTransit = trip.request_status === "in_transit" || requestStatus === "in_transit";
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [hasUpdated, setHasUpdated] = useState(false);
  const busy = useRef(false);
  const wasInTransit = useRef(false);

  const update = useCallback(
    async (isAutomatic: boolean) => {
      if (busy.current) return;
      busy.current = true;
      try {
        setStatus({ kind: "locating" });
        const position = await getCurrentPosition();
        setStatus({ kind: "sending" });
        const capturedAt = new Date();
        const item = await keepPosition({ jobId, driverId, token }, position, capturedAt);
        setHasUpdated(true);
        const settled = await answerWithin(item.seq, ANSWER_WAIT_MS);
        if (settled.kind === "refused") {
          throw new ApiError(400, settled.message);
        }
        if (settled.kind === "kept") {
          setStatus({ kind: "kept", at: capturedAt.toISOString() });
          return;
        }
        // The server has it: the job is in transit with this position (or a newer one).
        const point = { current_latitude: position.latitude, current_longitude: position.longitude, createdAt: capturedAt.toISOString() };
        setTrip((was) => ({ request_status: "in_transit", last_location: laterOf(was.last_location, point) }));
        setStatus({ kind: "ok", at: point.createdAt });
        if (!isAutomatic) toast.success(settled.message || RIDE_UPDATED);
        // The first position puts the job in transit: let the page show it.
        if (!wasInTransit.current && requestStatus !== "in_transit") {
          wasInTransit.current = true;
          router.refresh();
        }
      } catch (error) {
        const message = error instanceof GeolocationError ? error.message : errorMessage(error, RIDE_UPDATE_FAILED);
        setStatus({ kind: "error", message });
        if (!isAutomatic) toast.error(message);
      } finally {
        busy.current = false;
      }
    },
    [jobId, driverId, token, router, requestStatus],
  );

  // A position kept on the phone before (without signal, or before Begin Trip reached the server)
  // is accepted later: the trip's latest position follows, and check-out opens as after an update here.
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type !== "accepted") return;
        const sent = event.items
          .filter((item) => item.call === "update-location" && item.jobId === jobId)
          .flatMap((item) => (item.fields as { positions?: KeptPosition[] }).positions ?? []);
        if (sent.length === 0) return;
        const newest = sent.reduce((a, b) => (a.captured_at > b.captured_at ? a : b));
        const point = {
          current_latitude: newest.current_latitude,
          current_longitude: newest.current_longitude,
          createdAt: newest.captured_at,
        };
        setTrip((was) => ({ request_status: "in_transit", last_location: laterOf(was.last_location, point) }));
      }),
    [jobId],
  );

  useEffect(() => {
    if (!hasUpdated) return;
    const timer = window.setInterval(() => void update(true), AUTO_UPDATE_MS);
    return () => window.clearInterval(timer);
  }, [hasUpdated, update]);

  const isWorking = status.kind === "locating" || status.kind === "sending";
  const isCheckOutOpen = canCheckOut(isInTransit ? "in_transit" : requestStatus, latest);
  const driverPoint = latest ? { lat: latest.current_latitude, lng: latest.current_longitude } : null;

  return (
    <>
      <section aria-label="Location" className="space-y-3 rounded-xl border bg-card p-4 shadow-sm">
        <RouteMap
          pickup={pickup}
          dropoff={dropoff}
          distance={distance}
          driver={driverPoint}
          height={200}
          className="overflow-hidden rounded-lg"
        />
        <div className="flex items-start gap-3">
          <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <MapPinnedIcon className="size-4" aria-hidden="true" />
          </span>
          <div className="min-w-0 text-sm" aria-live="polite">
            <StatusText status={status} latest={latest} />
            {hasUpdated && <p className="text-xs text-muted-foreground">Your location is sent every minute while this page is open.</p>}
          </div>
        </div>
        <Button type="button" variant="outline" className={BIG_BUTTON} disabled={isWorking} onClick={() => void update(false)}>
          {isWorking ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <CrosshairIcon aria-hidden="true" />}
          Update location
        </Button>
      </section>
      <ActionBar>
        {!isCheckOutOpen && <p className="text-center text-xs text-muted-foreground">Update your location to enable check-out.</p>}
        {isCheckOutOpen ? (
          <ButtonLink href={checkOutHref} className={BIG_BUTTON}>
            <PackageCheckIcon aria-hidden="true" />
            Start Delivery Check-Out
          </ButtonLink>
        ) : (
          <Button type="button" className={BIG_BUTTON} disabled>
            <PackageCheckIcon aria-hidden="true" />
            Start Delivery Check-Out
          </Button>
        )}
      </ActionBar>
    </>
  );
}

function StatusText({ status, latest }: { status: Status; latest: Point | null }) {
  if (status.kind === "locating") return <p>Finding your location…</p>;
  if (status.kind === "sending") return <p>Sending your location…</p>;
  if (status.kind === "error") return <p className="font-medium text-destructive">{status.message}</p>;
  if (status.kind === "kept")
    return (
      <p className="font-medium">
        No signal: location saved on this phone at{" "}
        <time dateTime={status.at} suppressHydrationWarning>
          {formatDateTime(status.at, "-", browserTimeZone())}
        </time>
        , waiting to send
      </p>
    );
  if (!latest) return <p>No location sent yet. Tap “Update location” when you are on your way.</p>;
  return (
    <p className={cn(status.kind === "ok" && "font-medium")}>
      Location sent at{" "}
      <time dateTime={latest.createdAt} suppressHydrationWarning>
        {formatDateTime(latest.createdAt, "-", browserTimeZone())}
      </time>{" "}
      <span className="text-muted-foreground">
        ({latest.current_latitude.toFixed(4)}, {latest.current_longitude.toFixed(4)})
      </span>
    </p>
  );
}
