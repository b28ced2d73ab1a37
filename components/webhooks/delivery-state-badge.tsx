import { Badge } from "@/components/ui/badge";
import type { WebhookDeliveryView } from "@/lib/webhooks/webhook-queries";

const LOOK: Record<WebhookDeliveryView["state"], { label: string; variant: "secondary" | "info" | "success" | "warning" | "destructive" }> =
  {
    queued: { label: "Queued", variant: "secondary" },
    sending: { label: "Sending", variant: "info" },
    sent: { label: "Sent", variant: "success" },
    retrying: { label: "Retrying", variant: "warning" },
    failed: { label: "Failed", variant: "destructive" },
  };

export function DeliveryStateBadge({ state }: { state: WebhookDeliveryView["state"] }) {
  const { label, variant } = LOOK[state];
  return <Badge variant={variant}>{label}</Badge>;
}
