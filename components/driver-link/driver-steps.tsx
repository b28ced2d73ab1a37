import { CheckIcon } from "lucide-react";
import type { DriverStage } from "@/lib/driver-link/stage";
import { cn } from "@/lib/utils";

const STEPS = ["Check-in", "On the way", "Delivery", "Documents"] as const;

const CURRENT: Record<DriverStage, number> = { ready: 0, checked_in: 1, en_route: 1, delivered: 3, paused: 0 };

/** Where the driver is in the flow, as four milestones. */
export function DriverSteps({ stage, current }: { stage: DriverStage; current?: number }) {
  const at = current ?? CURRENT[stage];
  return (
    <ol aria-label="Trip progress" className="grid grid-cols-4 gap-1.5">
      {STEPS.map((label, i) => {
        const done = i < at;
        const active = i === at;
        return (
          <li key={label} aria-current={active ? "step" : undefined} className="flex flex-col gap-1.5">
            <span className={cn("h-1.5 rounded-full", done ? "bg-primary" : active ? "bg-primary/60" : "bg-border")} />
            <span
              className={cn(
                "flex items-center gap-1 text-[11px] leading-tight",
                active ? "font-semibold text-foreground" : "text-muted-foreground",
              )}
            >
              {done && <CheckIcon className="size-3 shrink-0 text-primary" aria-hidden="true" />}
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
