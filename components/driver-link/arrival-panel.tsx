"use client";

import { TimerIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import type { Serialized } from "@/lib/driver-link/load-driver-page";
import { formatCents } from "@/lib/format/money";
import { formatTime } from "@/lib/format/dates";
import { formatMinutes } from "@/lib/format/duration";
import { ARRIVAL_MESSAGES as M, chargedText, waitingTerms } from "@/lib/pickup-arrivals/messages";
import type { WaitingView } from "@/lib/pickup-arrivals/waiting";
import { toast } from "@/lib/toast";
import { isAtPickup, metersFromPickup, waitingTimeOf } from "@/lib/trip-costs/waiting-time";
import { FormError } from "./form-error";
import { newPartId } from "./inspection/evidence";
import { answerWithin, dropRefused, keepItem } from "./outbox/sender";
import { positionIfAny } from "./outbox/trip-writes";
import { useKeptItems } from "./outbox/use-kept-items";

const CALL = "arrive-at-pickup";
const ANSWER_WAIT_MS = 15_000;
/** The clock on the page moves on every half minute. */
const TICK_MS = 30_000;

type Waiting = Serialized<WaitingView>;

type Props = {
  jobId: number;
  driverId: number;
  token: string;
  pickup: { lat: number; lng: number };
  /** The pickup's zone: the times read as at the pickup, the same on the server and the phone. */
  zone: string;
  /** The server's record of the arrival, if it has one. */
  waiting: Waiting | null;
};

/**
 * "I've arrived" on Ride details before check-in (DECISIONS.md "Trip costs"): within 300 m of the
 * pickup it starts the waiting clock, which runs on the page until the check-in begins. Kept on the
 * phone first (the outbox): without signal the clock runs from the moment pressed and the page says
 * the arrival waits to send; the server's record, once it has one, is what is shown.
 */
export function ArrivalPanel({ jobId, driverId, token, pickup, zone, waiting: recorded }: Props) {
  const [waiting, setWaiting] = useState<Waiting | null>(recorded);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const kept = useKeptItems(CALL, jobId, token, (data) => setWaiting(data as Waiting));
  const pending = kept.find((item) => item.state === "waiting");
  const refused = kept.find((item) => item.state === "refused");
  const now = useNow(waiting || pending ? TICK_MS : null);

  async function arrive() {
    setFailure(null);
    setIsSaving(true);
    try {
      if (refused) await dropRefused(refused.seq);
      const position = await positionIfAny();
      if (!position) return setFailure(M.position);
      // The phone knows the pickup: too far is told at once, with or without signal (the server checks again).
      const at = { lat: position.latitude, lng: position.longitude };
      if (!isAtPickup(at, pickup)) return setFailure(M.tooFar(metersFromPickup(at, pickup)));
      const item = await keepItem({
        token,
        jobId,
        call: CALL,
        method: "POST",
        fields: {
          job_id: jobId,
          driver_id: driverId,
          id: newPartId(),
          captured_at: new Date().toISOString(),
          latitude: position.latitude,
          longitude: position.longitude,
        },
        label: "Arrived at pickup",
      });
      const settled = await answerWithin(item.seq, ANSWER_WAIT_MS);
      if (settled.kind === "refused") {
        setFailure(settled.message);
      } else if (settled.kind === "accepted") {
        toast.success(settled.message || M.arrived);
        setWaiting(settled.data as Waiting);
      }
    } catch {
      setFailure("The arrival could not be kept on this phone.");
    } finally {
      setIsSaving(false);
    }
  }

  if (waiting) {
    const wait = waitingTimeOf({
      arrivedAt: new Date(waiting.arrived_at),
      checkedInAt: null,
      now,
      freeMinutes: waiting.free_minutes,
      quarterRateCents: waiting.quarter_rate_cents,
    });
    return (
      <Clock title="Waiting at the pickup">
        <p>
          Arrived at <Moment at={waiting.arrived_at} zone={zone} />. Waiting{" "}
          <strong suppressHydrationWarning>{formatMinutes(wait.waitedMs / 60_000)}</strong>.
        </p>
        <p className="text-muted-foreground">{waitingTerms(waiting.free_minutes, waiting.quarter_rate_cents)}</p>
        {wait.chargedQuarters > 0 && (
          <p suppressHydrationWarning>
            Billed so far: {chargedText(wait.chargedQuarters, waiting.quarter_rate_cents)} = {formatCents(wait.amountCents)}
          </p>
        )}
        <p className="text-muted-foreground">The clock stops when you start the check-in.</p>
      </Clock>
    );
  }
  if (pending) {
    const at = String(pending.fields.captured_at);
    return (
      <Clock title="Waiting at the pickup">
        <p>
          Arrived at <Moment at={at} zone={zone} />: saved on this phone, waiting to send. Waiting{" "}
          <strong suppressHydrationWarning>{formatMinutes((now.getTime() - new Date(at).getTime()) / 60_000)}</strong>.
        </p>
      </Clock>
    );
  }
  return (
    <section aria-labelledby="arrival-title" className="space-y-3 rounded-xl border bg-card p-4 text-sm shadow-sm">
      <h2 id="arrival-title" className="flex items-center gap-2 font-semibold">
        <TimerIcon className="size-4" aria-hidden="true" />
        At the pickup
      </h2>
      <p className="text-muted-foreground">
        Press when you reach the pickup address. If the vehicle is not ready, the time you wait is billed to the customer.
      </p>
      {(failure ?? refused?.message) && <FormError message={(failure ?? refused?.message)!} />}
      <Button type="button" variant="outline" className="h-11 w-full" disabled={isSaving} onClick={() => void arrive()}>
        {isSaving ? "Recording…" : "I've arrived"}
      </Button>
    </section>
  );
}

function Clock({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section role="status" aria-label={title} className="space-y-1 rounded-xl border bg-card p-4 text-sm shadow-sm">
      <h2 className="flex items-center gap-2 font-semibold">
        <TimerIcon className="size-4" aria-hidden="true" />
        {title}
      </h2>
      {children}
    </section>
  );
}

const Moment = ({ at, zone }: { at: string; zone: string }) => <time dateTime={at}>{formatTime(at, "-", zone)}</time>;

/** The current time, moved on every `ms` while asked (null: still). */
function useNow(ms: number | null): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (ms === null) return;
    const tick = () => setNow(new Date());
    // At once (the clock may just have started), then on every `ms`.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, ms);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [ms]);
  return now;
}
