CREATE TABLE "rate_card_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"rate_card_id" integer NOT NULL,
	"version" integer NOT NULL,
	"effective_from" date NOT NULL,
	"terms" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_card_versions_version_ck" CHECK ("rate_card_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "rate_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rate_card_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "price_lines" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "price_is_estimate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "rate_card_version_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "price_overridden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_makes" ADD COLUMN "model_classes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_card_versions" ADD CONSTRAINT "rate_card_versions_rate_card_id_rate_cards_id_fk" FOREIGN KEY ("rate_card_id") REFERENCES "public"."rate_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_card_versions" ADD CONSTRAINT "rate_card_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_card_versions_card_version_uq" ON "rate_card_versions" USING btree ("rate_card_id","version");--> statement-breakpoint
CREATE INDEX "rate_card_versions_card_from_idx" ON "rate_card_versions" USING btree ("rate_card_id","effective_from" DESC NULLS LAST,"version" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "rate_cards_one_default_uq" ON "rate_cards" USING btree ("is_default") WHERE "rate_cards"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "rate_cards_name_lower_uq" ON "rate_cards" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_rate_card_id_rate_cards_id_fk" FOREIGN KEY ("rate_card_id") REFERENCES "public"."rate_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_rate_card_version_id_rate_card_versions_id_fk" FOREIGN KEY ("rate_card_version_id") REFERENCES "public"."rate_card_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_price_ck" CHECK ("jobs"."price_cents" is null or "jobs"."price_cents" >= 0);