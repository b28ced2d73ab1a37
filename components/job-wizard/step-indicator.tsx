import { CheckIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { STEPS } from "./wizard-model";

type StepIndicatorProps = {
  step: number;
  /** Steps before the current one can be reopened; later ones only through Next. */
  onGoTo: (step: number) => void;
};

export function StepIndicator({ step, onGoTo }: StepIndicatorProps) {
  return (
    <nav aria-label="Progress">
      <p className="mb-3 text-sm text-muted-foreground sm:hidden">
        Step {step} of {STEPS.length}: <span className="font-medium text-foreground">{STEPS[step - 1]!.title}</span>
      </p>
      <ol className="flex items-center gap-1.5 sm:gap-2">
        {STEPS.map((s, index) => {
          const n = index + 1;
          const isDone = n < step;
          const isCurrent = n === step;
          const status = isDone ? "done" : isCurrent ? "current" : "to do";
          const marker = (
            <span
              aria-hidden="true"
              className={cn(
                "flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold transition-colors",
                isDone && "border-primary bg-primary text-primary-foreground",
                isCurrent && "border-primary text-primary ring-[3px] ring-primary/15",
                !isDone && !isCurrent && "text-muted-foreground",
              )}
            >
              {isDone ? <CheckIcon className="size-3.5" aria-hidden="true" /> : n}
            </span>
          );
          const label = (
            <>
              <span
                aria-hidden="true"
                className={cn("hidden text-sm whitespace-nowrap xl:inline", isCurrent ? "font-medium" : "text-muted-foreground")}
              >
                {s.title}
              </span>
              <span className="sr-only">{`Step ${n}: ${s.title} (${status})`}</span>
            </>
          );
          return (
            <li
              key={s.title}
              className={cn("flex min-w-0 items-center gap-1.5 sm:gap-2", n < STEPS.length && "flex-1")}
              aria-current={isCurrent ? "step" : undefined}
            >
              {isDone ? (
                <button
                  type="button"
                  onClick={() => onGoTo(n)}
                  className="flex min-w-0 items-center gap-2 rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {marker}
                  {label}
                </button>
              ) : (
                <span className="flex min-w-0 items-center gap-2">
                  {marker}
                  {label}
                </span>
              )}
              {n < STEPS.length ? (
                <span aria-hidden="true" className={cn("h-px min-w-3 flex-1", isDone ? "bg-primary" : "bg-border")} />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
