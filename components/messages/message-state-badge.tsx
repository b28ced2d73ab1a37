import { Badge } from "@/components/ui/badge";
import type { MessageLogRow } from "@/lib/outbox/message-log-schemas";

type State = MessageLogRow["state"];
type Variant = "secondary" | "destructive" | "success" | "warning" | "info";

const LOOKS: Record<State, { label: string; variant: Variant }> = {
  queued: { label: "Queued", variant: "info" },
  sending: { label: "Sending", variant: "secondary" },
  sent: { label: "Sent", variant: "success" },
  retrying: { label: "Retrying", variant: "warning" },
  failed: { label: "Failed", variant: "destructive" },
};

/** An outbox message's state in the message log. */
export function MessageStateBadge({ state }: { state: State }) {
  const look = LOOKS[state];
  return (
    <Badge variant={look.variant} data-state={state}>
      {look.label}
    </Badge>
  );
}
