import { AlertCircleIcon, RotateCcwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A failed or refused submission; with onRetry, a 'Retry' that sends again what was typed and chosen. */
export function FormError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
      <p className="flex items-start gap-2">
        <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{message}</span>
      </p>
      {onRetry && (
        <Button type="button" variant="outline" className="h-11 w-full border-destructive/40 text-destructive" onClick={onRetry}>
          <RotateCcwIcon aria-hidden="true" />
          Retry
        </Button>
      )}
    </div>
  );
}
