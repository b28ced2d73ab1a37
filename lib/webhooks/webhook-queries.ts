import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { outboxMessages, webhookEndpoints, type OutboxState, type WebhookEndpoint } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { offsetOf, type Paged } from "@/lib/api/pagination";
import { WEBHOOK_MESSAGES } from "./messages";
import type { WebhookDeliveriesQuery } from "./schemas";
import { assertStaff, type Actor } from "@/lib/auth/actor";

/** An endpoint as staff see it: the secret only as a hint (it is answered in full once, when added). */
export type WebhookEndpointView = {
  id: number;
  url: string;
  description: string;
  events: string[];
  active: boolean;
  secret_hint: string;
  created_at: Date;
};

/** One delivery of an endpoint's log. */
export type WebhookDeliveryView = {
  id: number;
  event: string;
  state: OutboxState;
  attempts: number;
  response_code: number | null;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  next_attempt_at: Date;
};

export const secretHint = (secret: string) => `whsec_…${secret.slice(-4)}`;

export function toEndpointView(row: WebhookEndpoint): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    active: row.active,
    secret_hint: secretHint(row.secret),
    created_at: row.createdAt,
  };
}

/** The endpoint, or 404 "Webhook endpoint not found." */
export async function loadWebhookEndpoint(db: DbOrTx, id: number): Promise<WebhookEndpoint> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

/** Every endpoint, oldest first (a handful; not paged). */
export async function listWebhookEndpoints(db: DbOrTx, actor: Actor): Promise<WebhookEndpointView[]> {
  assertStaff(actor);
  const rows = await db.select().from(webhookEndpoints).orderBy(webhookEndpoints.id);
  return rows.map(toEndpointView);
}

const deliveryColumns = {
  id: outboxMessages.id,
  event: sql<string>`${outboxMessages.payload}->>'type'`.as("event"),
  state: outboxMessages.state,
  attempts: outboxMessages.attempts,
  response_code: outboxMessages.responseCode,
  last_error: outboxMessages.lastError,
  created_at: outboxMessages.createdAt,
  sent_at: outboxMessages.sentAt,
  next_attempt_at: outboxMessages.nextAttemptAt,
};

/** GET admin/get-webhook-deliveries: an endpoint's deliveries, newest first, with the total in the same round trip. */
export async function listWebhookDeliveries(db: DbOrTx, actor: Actor, query: WebhookDeliveriesQuery): Promise<Paged<WebhookDeliveryView>> {
  assertStaff(actor);
  await loadWebhookEndpoint(db, query.endpointId);
  const rows = await db
    .select({ ...deliveryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, "webhook"), eq(outboxMessages.endpointId, query.endpointId)))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(query.limit)
    .offset(offsetOf(query));
  const total = rows[0]?.total ?? (query.page > 1 ? await countDeliveries(db, query.endpointId) : 0);
  return { rows: rows.map(({ total: _t, ...row }) => row), total, page: query.page, limit: query.limit };
}

async function countDeliveries(db: DbOrTx, endpointId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, "webhook"), eq(outboxMessages.endpointId, endpointId)));
  return row?.n ?? 0;
}

export type EndpointDeliveries = { rows: WebhookDeliveryView[]; total: number };

/** The settings page's log: each endpoint's latest `perEndpoint` deliveries and its total, in one query. */
export async function recentWebhookDeliveries(
  db: DbOrTx,
  actor: Actor,
  endpointIds: readonly number[],
  perEndpoint = 10,
): Promise<Map<number, EndpointDeliveries>> {
  assertStaff(actor);
  const byEndpoint = new Map<number, EndpointDeliveries>(endpointIds.map((id) => [id, { rows: [], total: 0 }]));
  if (endpointIds.length === 0) return byEndpoint;
  const ranked = db
    .select({
      ...deliveryColumns,
      endpoint_id: outboxMessages.endpointId,
      rank: sql<number>`row_number() over (partition by ${outboxMessages.endpointId} order by ${outboxMessages.createdAt} desc, ${outboxMessages.id} desc)`.as(
        "rank",
      ),
      total: sql<number>`count(*) over (partition by ${outboxMessages.endpointId})`.as("total"),
    })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, "webhook"), inArray(outboxMessages.endpointId, [...endpointIds])))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perEndpoint}`)
    .orderBy(ranked.endpoint_id, ranked.rank);
  for (const { endpoint_id, rank: _r, total, ...row } of rows) {
    const entry = byEndpoint.get(endpoint_id!);
    if (!entry) continue;
    entry.rows.push(row);
    entry.total = Number(total);
  }
  return byEndpoint;
}
