"use client";

import { FlagIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ActionBar, BIG_BUTTON } from "./action-bar";
import { EnRoutePanel, type EnRoutePanelProps } from "./en-route-panel";
import { ScreenHeading } from "./screen-heading";

/**
 * Begin Trip confirmation (SPEC.md §2 driver screen 3), then the en-route screen on the same
 * page. A driver who comes back once the trip is under way goes straight to en route.
 */
export function BeginTrip({ isStarted, ...panel }: EnRoutePanelProps & { isStarted: boolean }) {
  const [hasBegun, setHasBegun] = useState(isStarted);
  if (hasBegun) {
    return (
      <>
        <ScreenHeading title="On the way" description="Share your location as you drive. Check out when you reach the drop-off." />
        <EnRoutePanel {...panel} />
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
        <Button type="button" className={BIG_BUTTON} onClick={() => setHasBegun(true)}>
          Begin Trip
        </Button>
      </ActionBar>
    </>
  );
}
