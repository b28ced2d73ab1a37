"use client";

import { FlagIcon, LoaderCircleIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { api, errorMessage } from "@/lib/api/client";
import { getCurrentPosition } from "@/lib/maps/geolocation";
import { toast } from "@/lib/toast";
import { ActionBar, BIG_BUTTON } from "./action-bar";
import { EnRoutePanel, type EnRoutePanelProps } from "./en-route-panel";
import { ScreenHeading } from "./screen-heading";

type RideAnswer = { request_status: EnRoutePanelProps["requestStatus"]; last_location: EnRoutePanelProps["lastLocation"] };

const BEGIN_FAILED = "The trip could not be begun. Please try again.";

/** The phone's position if it gives one soon; the trip begins without it otherwise (DECISIONS.md). */
async function positionIfAny(): Promise<Record<string, number>> {
  try {
    const { latitude, longitude } = await getCurrentPosition();
    return { current_latitude: latitude, current_longitude: longitude };
  } catch {
    return {};
  }
}

/**
 * Begin Trip confirmation (SPEC.md §2 driver screen 3), then the en-route screen on the same
 * page. Begin Trip is recorded on the server (POST driver/begin-trip), so a reload or another
 * device opens en route; `isStarted` is the server's word at render.
 */
export function BeginTrip({ isStarted, ...panel }: EnRoutePanelProps & { isStarted: boolean }) {
  const router = useRouter();
  /** The server's ride once this page began the trip: the panel starts from it (a position given counts). */
  const [begun, setBegun] = useState<Pick<EnRoutePanelProps, "requestStatus" | "lastLocation"> | null>(null);
  const [isSending, setIsSending] = useState(false);

  async function begin() {
    setIsSending(true);
    try {
      const body = { jobId: panel.jobId, driverId: panel.driverId, ...(await positionIfAny()) };
      const { data, message } = await api<RideAnswer>("driver/begin-trip", { method: "POST", body, query: { token: panel.token } });
      toast.success(message);
      setBegun({ requestStatus: data.request_status, lastLocation: data.last_location });
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error, BEGIN_FAILED));
    } finally {
      setIsSending(false);
    }
  }

  if (isStarted || begun) {
    return (
      <>
        <ScreenHeading title="On the way" description="Share your location as you drive. Check out when you reach the drop-off." />
        <EnRoutePanel {...panel} {...begun} />
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
