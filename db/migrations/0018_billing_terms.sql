CREATE TABLE "billing_terms" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"cycle" text DEFAULT 'per_job' NOT NULL,
	"net_days" integer DEFAULT 30 NOT NULL,
	"tax_rate_bp" integer,
	"billing_email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_terms_cycle_ck" CHECK ("billing_terms"."cycle" in ('per_job', 'monthly')),
	CONSTRAINT "billing_terms_net_days_ck" CHECK ("billing_terms"."net_days" in (0, 15, 30, 45, 60)),
	CONSTRAINT "billing_terms_tax_ck" CHECK ("billing_terms"."tax_rate_bp" is null or "billing_terms"."tax_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "billing_terms" ADD CONSTRAINT "billing_terms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;