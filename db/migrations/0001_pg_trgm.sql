-- Trigram indexes (pg_trgm) make ILIKE '%text%' searches use an index: the job list searches
-- VIN, PO number, company name and customer name that way. Trusted extension since PostgreSQL 13;
-- PGlite loads it from @electric-sql/pglite/contrib/pg_trgm (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
