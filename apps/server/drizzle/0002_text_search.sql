CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "search" text GENERATED ALWAYS AS (lower(coalesce(title, '') || ' ' || key || ' ' || coalesce(account_key, '') || ' ' || coalesce(section, ''))) STORED;--> statement-breakpoint
CREATE INDEX "records_search" ON "records" USING gin ("search" gin_trgm_ops);