CREATE TABLE "invoice_state_counts" (
	"company_id" integer NOT NULL,
	"state" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_state_counts_company_id_state_pk" PRIMARY KEY("company_id","state")
);
--> statement-breakpoint
DROP INDEX "invoices_company_created_idx";--> statement-breakpoint
DROP INDEX "invoices_state_id_idx";--> statement-breakpoint
ALTER TABLE "invoice_state_counts" ADD CONSTRAINT "invoice_state_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_state_counts_state_idx" ON "invoice_state_counts" USING btree ("state");--> statement-breakpoint
CREATE INDEX "invoices_company_id_idx" ON "invoices" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "invoices_state_id_idx" ON "invoices" USING btree ("state","id");--> statement-breakpoint
-- invoice_state_counts (company, state, count) is kept by these triggers in the transaction of every
-- statement that writes invoices, as job_counters is for jobs (0003): the invoice list's totals read
-- a row per company and state instead of counting every invoice. Counters are upserted in key order,
-- so two transactions take the same row locks in the same order.
CREATE OR REPLACE FUNCTION invoice_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO invoice_state_counts AS c (company_id, state, count)
    SELECT company_id, state, count(*) FROM new_invoices GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_id, state) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO invoice_state_counts AS c (company_id, state, count)
    SELECT company_id, state, -count(*) FROM old_invoices GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_id, state) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM invoice_state_counts;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_state_counts AS c (company_id, state, count)
  SELECT d.company_id, d.state, d.delta
  FROM (VALUES (OLD.company_id, OLD.state, -1), (NEW.company_id, NEW.state, 1)) AS d(company_id, state, delta)
  ORDER BY 1, 2
  ON CONFLICT (company_id, state) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_counts_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_apply();
--> statement-breakpoint
CREATE TRIGGER invoices_counts_update AFTER UPDATE OF state, company_id ON invoices
  FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION invoice_counts_move();
--> statement-breakpoint
CREATE TRIGGER invoices_counts_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_apply();
--> statement-breakpoint
CREATE TRIGGER invoices_counts_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_apply();
--> statement-breakpoint
-- Databases that already hold invoices: start the counters from a real count.
INSERT INTO invoice_state_counts (company_id, state, count)
SELECT company_id, state, count(*) FROM invoices GROUP BY 1, 2;
