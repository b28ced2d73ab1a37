/** Waiting time at pickup (DECISIONS.md "Trip costs, driver pay and exceptions"): its words. Pure, no zod: the driver's page loads it. */
import { formatCents } from "@/lib/format/money";
import { formatMinutes } from "@/lib/format/duration";

export const ARRIVAL_MESSAGES = {
  arrived: "Arrival recorded: the waiting clock runs until you start the check-in.",
  position: "Your position is needed to record your arrival: allow location for this page and try again.",
  afterCheckIn: "You have started the check-in: the waiting clock stops there, so an arrival can no longer be recorded.",
  tooFar: (meters: number) =>
    `You are ${meters >= 1000 ? `${(meters / 1000).toFixed(1)} km` : `${meters} m`} from the pickup address: “I've arrived” works within 300 m of it.`,
} as const;

/** "60 min free, then $12.50 per started 15 minutes." */
export const waitingTerms = (freeMinutes: number, quarterRateCents: number) =>
  `${formatMinutes(freeMinutes)} free, then ${formatCents(quarterRateCents)} per started 15 minutes.`;

/** "3 started quarter-hours × $12.50" */
export const chargedText = (quarters: number, quarterRateCents: number) =>
  `${quarters} started quarter-hour${quarters === 1 ? "" : "s"} × ${formatCents(quarterRateCents)}`;
