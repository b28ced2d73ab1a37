"use client";

import { CloudUploadIcon, FlagIcon, LoaderCircleIcon, MapPinIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import type { InspectionKind } from "@/lib/inspections/vocabulary";
import { ActionBar, BIG_BUTTON } from "../action-bar";
import { listItems } from "../outbox/store";
import { onOutboxEvent } from "../outbox/sender";
import { keepBeginTrip, keepPosition, positionIfAny, type TripRef } from "../outbox/trip-writes";

export const SIGNED_ON_PHONE = "Signed on the phone, waiting to send";
export const TRIP_BEGUN_ON_PHONE = "Trip begun on the phone, waiting to send";
const POSITION_EVERY_MS = 60_000;

/**
 * A signature made without signal: kept on the phone until the server accepts it (the page then
 * moves on by itself). At pickup the driver may begin the trip meanwhile: Begin Trip and the
 * positions that follow wait behind the signature, in order. Nothing here claims the server has them.
 */
export function SignedOnPhone({ kind, ...trip }: TripRef & { kind: InspectionKind }) {
  const [isBegun, setIsBegun] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [lastKept, setLastKept] = useState<string | null>(null);

  useEffect(() => {
    const check = () =>
      void listItems(trip.token).then((items) => setIsBegun(items.some((i) => i.call === "begin-trip" && i.jobId === trip.jobId)));
    check();
    return onOutboxEvent(check);
  }, [trip.token, trip.jobId]);

  useEffect(() => {
    if (!isBegun) return;
    const timer = window.setInterval(() => void keepWhereIAm(), POSITION_EVERY_MS);
    return () => window.clearInterval(timer);
  });

  async function keepWhereIAm() {
    const position = await positionIfAny();
    if (!position) return;
    const item = await keepPosition(trip, position);
    setLastKept(item.label);
  }

  async function begin() {
    setIsBusy(true);
    try {
      await keepBeginTrip(trip, await positionIfAny());
      setIsBegun(true);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <>
      <section aria-label="Signature" className="space-y-3 rounded-xl border bg-card p-4 text-center shadow-sm">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-900">
          <CloudUploadIcon className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold">{SIGNED_ON_PHONE}</h2>
        <p className="text-sm text-muted-foreground">
          {kind === "delivery"
            ? "The delivery is not on the server yet. It is sent as soon as the phone has signal: keep this page open, or open the link again when you have signal."
            : "The inspection is sent as soon as the phone has signal. You may begin the trip: it is sent after the signature."}
        </p>
        {isBegun && (
          <p className="flex items-center justify-center gap-2 text-sm font-medium">
            <FlagIcon className="size-4" aria-hidden="true" />
            {TRIP_BEGUN_ON_PHONE}
          </p>
        )}
        {lastKept && <p className="text-xs text-muted-foreground">{lastKept}: saved on this phone.</p>}
      </section>
      {kind === "pickup" && (
        <ActionBar>
          {isBegun ? (
            <Button type="button" variant="outline" className={BIG_BUTTON} onClick={() => void keepWhereIAm()}>
              <MapPinIcon aria-hidden="true" />
              Update location
            </Button>
          ) : (
            <Button type="button" className={BIG_BUTTON} disabled={isBusy} onClick={() => void begin()}>
              {isBusy ? <LoaderCircleIcon className="size-5 animate-spin" aria-hidden="true" /> : null}
              Begin Trip
            </Button>
          )}
        </ActionBar>
      )}
    </>
  );
}
