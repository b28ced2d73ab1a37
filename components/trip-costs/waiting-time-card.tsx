import { TimerIcon } from "lucide-react";
import { DetailCard } from "@/components/job-detail/detail-card";
import { LocalTime } from "@/components/ui/local-time";
import { formatMinutes } from "@/lib/format/duration";
import { formatCents } from "@/lib/format/money";
import { chargedText, waitingTerms } from "@/lib/pickup-arrivals/messages";
import type { WaitingView } from "@/lib/pickup-arrivals/waiting";

/**
 * The driver's waiting at the pickup on the job detail (staff and the job's customers; DECISIONS.md
 * "Trip costs"): from "I've arrived" until the check-in began, what was free and what is billed.
 * While the driver still waits it says how long so far, as of the page's load.
 */
export function WaitingTimeCard({ waiting }: { waiting: WaitingView | null }) {
  if (!waiting) return null;
  const isRunning = waiting.checked_in_at === null;
  return (
    <DetailCard title="Waiting at pickup" icon={TimerIcon}>
      <div className="grid gap-1 text-sm">
        <p>
          The driver arrived at <LocalTime value={waiting.arrived_at} format="datetime" /> ({waiting.meters_from_pickup} m from the pickup
          address)
          {isRunning ? (
            <>
              {" "}
              and has waited <strong>{formatMinutes(waiting.waited_minutes)}</strong> so far.
            </>
          ) : (
            <>
              ; the check-in began at <LocalTime value={waiting.checked_in_at} format="datetime" />: waited{" "}
              <strong>{formatMinutes(waiting.waited_minutes)}</strong>.
            </>
          )}
        </p>
        <p className="text-muted-foreground">{waitingTerms(waiting.free_minutes, waiting.quarter_rate_cents)}</p>
        <p className={waiting.amount_cents > 0 ? "font-medium" : "text-muted-foreground"}>
          {waiting.amount_cents > 0
            ? `${isRunning ? "Billed so far" : "Waiting time"}: ${chargedText(waiting.charged_quarters, waiting.quarter_rate_cents)} = ${formatCents(waiting.amount_cents)}, on the job's invoice.`
            : isRunning
              ? "Nothing billed yet: still within the free waiting."
              : "Nothing billed: within the free waiting."}
        </p>
      </div>
    </DetailCard>
  );
}
