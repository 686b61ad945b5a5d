DROP INDEX "records_first_seen";--> statement-breakpoint
CREATE INDEX "records_arrived" ON "records" USING btree ("org_id","type","first_seen_at" DESC NULLS FIRST,"issued_on" DESC NULLS LAST);--> statement-breakpoint
-- Text search planned with the pattern known: planned once for any pattern, the search combined the trigram index with a
-- whole (organisation, type) range of another index (a million entries at a large firm) to find a few rows.
CREATE OR REPLACE FUNCTION record_keys_matching(p_type text, p_pattern text) RETURNS SETOF text
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  RETURN QUERY EXECUTE 'SELECT key FROM records WHERE org_id = app_org() AND type = $1 AND search LIKE $2'
    USING p_type, p_pattern;
END $$;
