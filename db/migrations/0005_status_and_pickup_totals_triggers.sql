-- job_status_totals (status, count) and job_pickup_counters (status, pickup date, count) are kept
-- by the same triggers as job_counters (migration 0003), in the transaction of every statement
-- that writes jobs. Staff's overview and list totals read 9 rows instead of summing every
-- company's counters, and the "upcoming" total sums the few pickup dates from today on instead
-- of counting jobs. Jobs without a pickup date have no pickup counter (they are never upcoming).
-- Counters are always upserted table by table in the same order and, within a table, in key
-- order, so two transactions take the same row locks in the same order.
CREATE OR REPLACE FUNCTION job_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO job_counters AS c (company_id, request_status, count)
    SELECT company_id, request_status, count(*) FROM new_jobs GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_id, request_status) DO UPDATE SET count = c.count + excluded.count;
    INSERT INTO job_status_totals AS c (request_status, count)
    SELECT request_status, count(*) FROM new_jobs GROUP BY 1 ORDER BY 1
    ON CONFLICT (request_status) DO UPDATE SET count = c.count + excluded.count;
    INSERT INTO job_pickup_counters AS c (request_status, pickup_date, count)
    SELECT request_status, pickup_date, count(*) FROM new_jobs WHERE pickup_date IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (request_status, pickup_date) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO job_counters AS c (company_id, request_status, count)
    SELECT company_id, request_status, -count(*) FROM old_jobs GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_id, request_status) DO UPDATE SET count = c.count + excluded.count;
    INSERT INTO job_status_totals AS c (request_status, count)
    SELECT request_status, -count(*) FROM old_jobs GROUP BY 1 ORDER BY 1
    ON CONFLICT (request_status) DO UPDATE SET count = c.count + excluded.count;
    INSERT INTO job_pickup_counters AS c (request_status, pickup_date, count)
    SELECT request_status, pickup_date, -count(*) FROM old_jobs WHERE pickup_date IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (request_status, pickup_date) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM job_counters;
    DELETE FROM job_status_totals;
    DELETE FROM job_pickup_counters;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_counters_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.request_status IS DISTINCT FROM NEW.request_status OR OLD.company_id IS DISTINCT FROM NEW.company_id THEN
    INSERT INTO job_counters AS c (company_id, request_status, count)
    SELECT d.company_id, d.request_status, d.delta
    FROM (VALUES (OLD.company_id, OLD.request_status, -1), (NEW.company_id, NEW.request_status, 1)) AS d(company_id, request_status, delta)
    ORDER BY 1, 2
    ON CONFLICT (company_id, request_status) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  IF OLD.request_status IS DISTINCT FROM NEW.request_status THEN
    INSERT INTO job_status_totals AS c (request_status, count)
    SELECT d.request_status, d.delta
    FROM (VALUES (OLD.request_status, -1), (NEW.request_status, 1)) AS d(request_status, delta)
    ORDER BY 1
    ON CONFLICT (request_status) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  IF OLD.request_status IS DISTINCT FROM NEW.request_status OR OLD.pickup_date IS DISTINCT FROM NEW.pickup_date THEN
    INSERT INTO job_pickup_counters AS c (request_status, pickup_date, count)
    SELECT d.request_status, d.pickup_date, d.delta
    FROM (VALUES (OLD.request_status, OLD.pickup_date, -1), (NEW.request_status, NEW.pickup_date, 1)) AS d(request_status, pickup_date, delta)
    WHERE d.pickup_date IS NOT NULL
    ORDER BY 1, 2
    ON CONFLICT (request_status, pickup_date) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER jobs_counters_update ON jobs;
--> statement-breakpoint
CREATE TRIGGER jobs_counters_update AFTER UPDATE OF request_status, company_id, pickup_date ON jobs
  FOR EACH ROW WHEN (
    OLD.request_status IS DISTINCT FROM NEW.request_status
    OR OLD.company_id IS DISTINCT FROM NEW.company_id
    OR OLD.pickup_date IS DISTINCT FROM NEW.pickup_date
  )
  EXECUTE FUNCTION job_counters_move();
--> statement-breakpoint
-- Databases that already hold jobs: start the new counters from a real count.
INSERT INTO job_status_totals (request_status, count)
SELECT request_status, count(*) FROM jobs GROUP BY 1;
--> statement-breakpoint
INSERT INTO job_pickup_counters (request_status, pickup_date, count)
SELECT request_status, pickup_date, count(*) FROM jobs WHERE pickup_date IS NOT NULL GROUP BY 1, 2;
