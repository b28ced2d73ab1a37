"use client";

import { FlagIcon, LoaderCircleIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { ActionBar, BIG_BUTTON } from "./action-bar";
import { EnRoutePanel, type EnRoutePanelProps } from "./en-route-panel";
import { TRIP_BEGUN_ON_PHONE } from "./inspection/signed-on-phone";
import { answerWithin, onOutboxEvent } from "./outbox/sender";
import { listItems } from "./outbox/store";
import { keepBeginTrip, positionIfAny } from "./outbox/trip-writes";
import { ScreenHeading } from "./screen-heading";

type RideAnswer = { request_status: EnRoutePanelProps["requestStatus"]; last_location: EnRoutePanelProps["lastLocation"] };

const ANSWER_WAIT_MS = 10_000;

/**
 * Begin Trip confirmation (SPEC.md §2 driver screen 3), then the en-route screen on the same
 * page. Begin Trip is kept on the phone and sent (POST driver/begin-trip, through the outbox):
 * with signal the server's answer comes at once; without, the page says it waits to be sent and
 * the en-route screen opens meanwhile. `isStarted` is the server's word at render.
 */
export function BeginTrip({ isStarted, ...panel }: EnRoutePanelProps & { isStarted: boolean }) {
  const router = useRouter();
  /** The server's ride once this page began the trip: the panel starts from it (a position given counts). */
  const [begun, setBegun] = useState<Pick<EnRoutePanelProps, "requestStatus" | "lastLocation"> | null>(null);
  const [isSending, setIsSending] = useState(false);
  /** Begin Trip kept on the phone, not yet accepted. */
  const [isKept, setIsKept] = useState(false);
  /**
   * Begun on this phone: kept, then accepted (or not refused). The en-route screen stays while the
   * page's data is fetched again; unmounted meanwhile, its panel missed a position accepted then.
   */
  const [isBegunHere, setIsBegunHere] = useState(false);
  const wasKept = useRef(false);

  useEffect(() => {
    const check = () =>
      void listItems(panel.token).then((items) => {
        const ours = items.filter((i) => i.call === "begin-trip" && i.jobId === panel.jobId);
        const waits = ours.some((i) => i.state === "waiting");
        // Sent meanwhile (another tab, the worker, a later try): the server's ride, on screen.
        if (wasKept.current && !waits) router.refresh();
        wasKept.current = waits;
        setIsKept(waits);
        if (waits) setIsBegunHere(true);
        else if (ours.some((i) => i.state === "refused")) setIsBegunHere(false);
      });
    check();
    return onOutboxEvent(check);
  }, [panel.token, panel.jobId, router]);

  async function begin() {
    setIsSending(true);
    try {
      const item = await keepBeginTrip(panel, await positionIfAny());
      const settled = await answerWithin(item.seq, ANSWER_WAIT_MS);
      if (settled.kind === "refused") {
        toast.error(settled.message);
      } else if (settled.kind === "accepted") {
        const data = settled.data as RideAnswer;
        toast.success(settled.message);
        setBegun({ requestStatus: data.request_status, lastLocation: data.last_location });
        router.refresh();
      }
    } finally {
      setIsSending(false);
    }
  }

  if (isStarted || begun || isKept || isBegunHere) {
    return (
      <>
        <ScreenHeading title="On the way" description="Share your location as you drive. Check out when you reach the drop-off." />
        {isKept && !isStarted && !begun && (
          <p role="status" className="rounded-md border bg-card px-3 py-2 text-sm font-medium">
            {TRIP_BEGUN_ON_PHONE}
          </p>
        )}
        {/* The panel starts from the ride it is given: the server's answer once it comes. */}
        <EnRoutePanel key={begun ? "begun" : "rendered"} {...panel} {...begun} />
      </>
    );
  }
  return (
    <>
      <ScreenHeading title="Begin Trip" />
      <section
        aria-label="Begin Trip"
        className="flex flex-col items-center gap-3 rounded-xl border bg-card px-5 py-8 text-center shadow-sm"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <FlagIcon className="size-7" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold">Check-in complete</h2>
        <p className="max-w-xs text-sm text-muted-foreground">
          When you drive off with the vehicle, begin the trip and share your location so the dispatcher can follow it.
        </p>
      </section>
      <ActionBar>
        <Button type="button" className={BIG_BUTTON} disabled={isSending} onClick={() => void begin()}>
          {isSending ? <LoaderCircleIcon className="size-5 animate-spin" aria-hidden="true" /> : null}
          Begin Trip
        </Button>
      </ActionBar>
    </>
  );
}
