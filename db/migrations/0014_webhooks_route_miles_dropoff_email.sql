CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" jsonb NOT NULL,
	"secret" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_kind_ck";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "dropoff_poc_email" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "route_miles" double precision;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "endpoint_id" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "response_code" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "queued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_endpoint_idx" ON "outbox_messages" USING btree ("endpoint_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind_ck" CHECK ("outbox_messages"."kind" in ('mail', 'webhook'));