-- job_counters (company, status, count) is kept by the database itself, in the transaction of
-- every statement that inserts, updates or deletes jobs: the services, the seed, the tests'
-- factories and a manual UPDATE alike. Inserts and deletes are counted per statement from
-- the transition tables (a bulk insert of a million rows is one grouped upsert); an update
-- is counted per row and only when it moves a job to another status or company, so the
-- frequent updates that keep the status (a location update in transit) cost nothing. Rows are
-- upserted in key order, so two transactions lock the same counters in the same order.
CREATE FUNCTION job_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO job_counters AS c (company_id, request_status, count)
    SELECT company_id, request_status, count(*) FROM new_jobs GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_id, request_status) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO job_counters AS c (company_id, request_status, count)
    SELECT company_id, request_status, -count(*) FROM old_jobs GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_id, request_status) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM job_counters;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION job_counters_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_counters AS c (company_id, request_status, count)
  SELECT d.company_id, d.request_status, d.delta
  FROM (VALUES (OLD.company_id, OLD.request_status, -1), (NEW.company_id, NEW.request_status, 1)) AS d(company_id, request_status, delta)
  ORDER BY 1, 2
  ON CONFLICT (company_id, request_status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_counters_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_counters_apply();
--> statement-breakpoint
CREATE TRIGGER jobs_counters_update AFTER UPDATE OF request_status, company_id ON jobs
  FOR EACH ROW WHEN (OLD.request_status IS DISTINCT FROM NEW.request_status OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION job_counters_move();
--> statement-breakpoint
CREATE TRIGGER jobs_counters_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_counters_apply();
--> statement-breakpoint
CREATE TRIGGER jobs_counters_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_counters_apply();
--> statement-breakpoint
-- Databases that already hold jobs: start the counters from a real count.
INSERT INTO job_counters (company_id, request_status, count)
SELECT company_id, request_status, count(*) FROM jobs GROUP BY 1, 2;
--> statement-breakpoint
-- And each job's latest position from its track.
UPDATE jobs SET last_latitude = l.latitude, last_longitude = l.longitude, last_location_at = l.created_at
FROM (
  SELECT DISTINCT ON (job_id) job_id, latitude, longitude, created_at
  FROM location_updates ORDER BY job_id, created_at DESC, id DESC
) l
WHERE l.job_id = jobs.id;
