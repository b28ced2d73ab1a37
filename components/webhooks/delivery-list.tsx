import { LocalTime } from "@/components/ui/local-time";
import type { WebhookDeliveryView } from "@/lib/webhooks/webhook-queries";
import { MessageStateBadge } from "@/components/messages/message-state-badge";

const COLUMNS = "md:grid-cols-[minmax(9rem,1.2fr)_6rem_4.5rem_4.5rem_minmax(8rem,2fr)_9.5rem]";

/** One cell: its label shows on a phone's card, and is read out (only) on a desktop's row. */
function Cell({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={className}>
      <span className="block text-xs text-muted-foreground md:sr-only">{label}</span>
      {children}
    </div>
  );
}

/** An endpoint's latest deliveries: cards on a phone, a table's rows on a desktop. */
export function DeliveryList({ deliveries, total }: { deliveries: WebhookDeliveryView[]; total: number }) {
  if (deliveries.length === 0) return <p className="text-sm text-muted-foreground">No deliveries yet.</p>;
  return (
    <div className="space-y-2">
      <div aria-hidden="true" className={`hidden gap-x-4 px-3 text-xs font-medium text-muted-foreground md:grid ${COLUMNS}`}>
        <span>Event</span>
        <span>State</span>
        <span>Response</span>
        <span>Attempts</span>
        <span>Last error</span>
        <span>Time</span>
      </div>
      <ul className="space-y-2 md:space-y-0 md:divide-y md:rounded-md md:border">
        {deliveries.map((d) => (
          <li
            key={d.id}
            className={`grid grid-cols-2 gap-x-4 gap-y-2 rounded-md border p-3 text-sm md:rounded-none md:border-0 md:py-2 ${COLUMNS}`}
          >
            <Cell label="Event" className="col-span-2 md:col-span-1">
              <code className="text-xs break-all">{d.event}</code>
            </Cell>
            <Cell label="State">
              <MessageStateBadge state={d.state} />
            </Cell>
            <Cell label="Response">{d.response_code ?? "-"}</Cell>
            <Cell label="Attempts">{d.attempts}</Cell>
            <Cell label="Last error" className="col-span-2 md:col-span-1">
              <span className="break-words">{d.last_error ?? "-"}</span>
            </Cell>
            <Cell label="Time" className="col-span-2 md:col-span-1">
              <LocalTime value={d.sent_at ?? d.created_at} />
            </Cell>
          </li>
        ))}
      </ul>
      {total > deliveries.length ? (
        <p className="text-xs text-muted-foreground">
          The latest {deliveries.length} of {total} deliveries.
        </p>
      ) : null}
    </div>
  );
}
