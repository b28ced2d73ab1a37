import { Badge } from "@/components/ui/badge";
import type { MessageLogRow } from "@/lib/messages/message-log-schemas";

type OutboxState = MessageLogRow["state"];

type Variant = "secondary" | "destructive" | "success" | "warning" | "info";

const LOOKS: Record<OutboxState, { label: string; variant: Variant }> = {
  queued: { label: "Queued", variant: "info" },
  sending: { label: "Sending", variant: "secondary" },
  sent: { label: "Sent", variant: "success" },
  retrying: { label: "Retrying", variant: "warning" },
  failed: { label: "Failed", variant: "destructive" },
};

/** An outbox message's state: a mail's or a webhook delivery's (the message log, an endpoint's deliveries). */
export function MessageStateBadge({ state }: { state: OutboxState }) {
  const look = LOOKS[state];
  return (
    <Badge variant={look.variant} data-state={state}>
      {look.label}
    </Badge>
  );
}
