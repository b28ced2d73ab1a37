import { ActiveSwitch } from "@/components/ui/active-switch";
import { LocalTime } from "@/components/ui/local-time";
import type { EndpointDeliveries, WebhookEndpointView } from "@/lib/webhooks/webhook-queries";
import { DeliveryList } from "./delivery-list";
import { EndpointActions } from "./endpoint-actions";

/** One endpoint: its URL, events and switch, its buttons, and its latest deliveries. */
export function EndpointCard({ endpoint, deliveries }: { endpoint: WebhookEndpointView; deliveries: EndpointDeliveries }) {
  const titleId = `endpoint-${endpoint.id}-title`;
  return (
    <article aria-labelledby={titleId} className="rounded-xl border bg-card shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b px-4 py-4 sm:px-6">
        <div className="min-w-0 space-y-1">
          <h3 id={titleId} className="font-mono text-sm font-semibold break-all">
            {endpoint.url}
          </h3>
          <p className="text-sm text-muted-foreground">
            {endpoint.description ? `${endpoint.description} · ` : null}
            Secret <code>{endpoint.secret_hint}</code> · added <LocalTime value={endpoint.created_at} format="date" />
          </p>
        </div>
        <ActiveSwitch
          checked={endpoint.active}
          update={{ path: "admin/update-webhook-endpoint", body: { endpointId: endpoint.id }, field: "active", valueAs: "boolean" }}
        />
      </div>
      <div className="space-y-4 px-4 py-4 sm:px-6">
        <ul aria-label="Events" className="flex flex-wrap gap-1.5">
          {endpoint.events.map((type) => (
            <li key={type}>
              <code className="rounded-md bg-muted px-2 py-0.5 text-xs">{type}</code>
            </li>
          ))}
        </ul>
        <EndpointActions endpoint={endpoint} />
        <section aria-label="Recent deliveries" className="space-y-2">
          <h4 className="text-sm font-medium">Recent deliveries</h4>
          <DeliveryList deliveries={deliveries.rows} total={deliveries.total} />
        </section>
      </div>
    </article>
  );
}
