ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_kind_ck";--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "driver_name" text;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "driver_signature_strokes" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind_ck" CHECK ("outbox_messages"."kind" in ('mail', 'webhook', 'bol'));