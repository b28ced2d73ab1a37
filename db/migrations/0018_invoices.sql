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
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"job_id" integer,
	"description" text NOT NULL,
	"cents" integer NOT NULL,
	"price_lines" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_lines_cents_ck" CHECK ("invoice_lines"."cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"cycle" text NOT NULL,
	"period" date,
	"number" text,
	"issued_at" timestamp with time zone,
	"due_date" date,
	"tax_rate_bp" integer,
	"subtotal_cents" integer,
	"tax_cents" integer,
	"total_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_state_ck" CHECK ("invoices"."state" in ('draft', 'sent', 'partly_paid', 'paid', 'void')),
	CONSTRAINT "invoices_cycle_ck" CHECK ("invoices"."cycle" in ('per_job', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_kind_ck";--> statement-breakpoint
ALTER TABLE "billing_terms" ADD CONSTRAINT "billing_terms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_job_uq" ON "invoice_lines" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_period_uq" ON "invoices" USING btree ("company_id","period") WHERE "invoices"."period" is not null;--> statement-breakpoint
CREATE INDEX "invoices_company_created_idx" ON "invoices" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind_ck" CHECK ("outbox_messages"."kind" in ('mail', 'webhook', 'bol', 'invoice'));