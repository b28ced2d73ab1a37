import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { Trail } from "@/components/people/trail";
import { PageHeader } from "@/components/shell/page-header";
import { currentActor } from "@/components/shell/current-actor";
import { AddEndpointForm } from "@/components/webhooks/lazy-add-endpoint-form";
import { EndpointCard } from "@/components/webhooks/endpoint-card";
import { isStaff } from "@/lib/auth/roles";
import { listWebhookEndpoints, recentWebhookDeliveries } from "@/lib/webhooks/webhook-queries";

export const metadata: Metadata = { title: "Webhooks" };

/** Staff's webhook endpoints (DECISIONS.md "Notifications"): add, switch, test, and each one's latest deliveries. */
export default async function WebhooksPage() {
  const actor = await currentActor();
  if (!isStaff(actor.role)) notFound();
  const db = await getDb();
  const endpoints = await listWebhookEndpoints(db, actor);
  const deliveries = await recentWebhookDeliveries(
    db,
    actor,
    endpoints.map((e) => e.id),
  );
  return (
    <>
      <Trail items={[{ label: "Settings", href: "/setting" }, { label: "Webhooks" }]} />
      <PageHeader title="Webhooks" subtitle="Job events sent to your systems, signed as the Standard Webhooks specification says" />
      <div className="grid grid-cols-1 gap-6">
        <AddEndpointForm />
        <section aria-labelledby="endpoints-title" className="space-y-4">
          <h2 id="endpoints-title" className="font-semibold">
            Endpoints
          </h2>
          {endpoints.length === 0 ? (
            <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
              No endpoints yet: add one above.
            </p>
          ) : (
            endpoints.map((endpoint) => (
              <EndpointCard key={endpoint.id} endpoint={endpoint} deliveries={deliveries.get(endpoint.id) ?? { rows: [], total: 0 }} />
            ))
          )}
        </section>
      </div>
    </>
  );
}
