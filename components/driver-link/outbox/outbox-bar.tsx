import { CircleAlertIcon, CircleCheckIcon, CloudOffIcon, LoaderCircleIcon, UploadIcon } from "lucide-react";
import { formatTime } from "@/lib/format/dates";
import { browserTimeZone } from "@/lib/places/time-zone";
import { cn } from "@/lib/utils";
import { dismissRefused } from "./sender";
import { useOutboxStatus, type OutboxStatus } from "./status";

/** "3 waiting to send", "1 waiting to send". */
export const waitingText = (n: number) => `${n} waiting to send`;
export const NO_SIGNAL = "No signal: saved on this phone";
export const SENDING = "Sending…";
export const allSentText = (time: string) => `All sent at ${time}`;
export const REFUSED_HEADING = "Not accepted by the server. Call dispatch.";
export const DISMISS_REFUSED = "Called dispatch? Remove these from this phone";

/** The line the bar shows, or null when there is nothing to say (nothing ever kept on this phone). */
export function barText(status: OutboxStatus, timeOf: (iso: string) => string): string | null {
  const waiting = status.waiting.length;
  if (waiting > 0 && status.isOffline) return `${NO_SIGNAL} (${waitingText(waiting)})`;
  if (status.isSending) return SENDING;
  if (waiting > 0) return waitingText(waiting);
  if (status.isOffline) return NO_SIGNAL;
  if (status.lastSentAt) return allSentText(timeOf(status.lastSentAt));
  return null;
}

/**
 * The bar on every driver page (DECISIONS.md "The driver's link without signal"): what the phone
 * still holds, whether it is being sent, or when all was sent; what the server refused, with its
 * message. Nothing here says "sent" before the server accepted it.
 */
export function OutboxBar({ token }: { token: string | null }) {
  const status = useOutboxStatus(token);
  const text = barText(status, (iso) => formatTime(iso, "-", browserTimeZone()));
  if (!text && status.refused.length === 0) return null;
  const waiting = status.waiting.length;
  const Icon = status.isSending ? LoaderCircleIcon : status.isOffline ? CloudOffIcon : waiting > 0 ? UploadIcon : CircleCheckIcon;
  return (
    <div className="mb-3 space-y-2" data-testid="outbox-bar">
      {text && (
        <details className="group rounded-md border bg-card px-3 py-2 text-sm shadow-sm">
          <summary className={cn("flex min-h-6 list-none items-center gap-2", waiting > 0 ? "cursor-pointer" : "pointer-events-none")}>
            <Icon
              className={cn("size-4 shrink-0", status.isSending && "animate-spin", waiting === 0 && !status.isOffline && "text-success")}
              aria-hidden="true"
            />
            {/* The live region is the text, not the summary: a summary keeps its own role and its name from its text. */}
            <span role="status" aria-live="polite" className="font-medium">
              {text}
            </span>
          </summary>
          {waiting > 0 && (
            <ul className="mt-2 space-y-1 border-t pt-2 text-xs text-muted-foreground" aria-label="Waiting to send">
              {status.waiting.map((item) => (
                <li key={item.seq}>{item.label}</li>
              ))}
            </ul>
          )}
        </details>
      )}
      {status.refused.length > 0 && (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          <p className="flex items-center gap-2 font-medium">
            <CircleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
            {REFUSED_HEADING}
          </p>
          <ul className="mt-1 space-y-1 text-xs">
            {status.refused.map((item) => (
              <li key={item.seq}>
                {item.label}: {item.message}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="mt-2 min-h-11 text-xs font-medium underline underline-offset-4"
            onClick={() => void dismissRefused(status.refused.map((item) => item.seq))}
          >
            {DISMISS_REFUSED}
          </button>
        </div>
      )}
    </div>
  );
}
