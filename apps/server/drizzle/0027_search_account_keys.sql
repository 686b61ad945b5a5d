CREATE TABLE "record_account_keys" (
	"org_id" text NOT NULL,
	"type" text NOT NULL,
	"account_key" text NOT NULL,
	CONSTRAINT "record_account_keys_org_id_type_account_key_pk" PRIMARY KEY("org_id","type","account_key")
);
--> statement-breakpoint
DROP INDEX "records_search";--> statement-breakpoint
ALTER TABLE "record_account_keys" ADD CONSTRAINT "record_account_keys_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "records_search_fields" ON "records" USING gin (lower(coalesce("title", '') || ' ' || "key" || ' ' || coalesce("section", '')) gin_trgm_ops);
--> statement-breakpoint
-- Custom SQL: record_account_keys kept by statement triggers on records (schema.ts says what a row is), and text search
-- that reads it. The app role never reads the table; the functions below run as its owner.
ALTER TABLE record_account_keys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_account_keys_track() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  -- Only a key's first record inserts a row; in key order, so two statements bringing the same new keys wait on each
  -- other rather than deadlock. A key already known costs one index probe per distinct key of the statement.
  INSERT INTO record_account_keys (org_id, type, account_key)
  SELECT DISTINCT org_id, type, account_key FROM new_rows WHERE account_key IS NOT NULL
  ORDER BY 1, 2, 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER records_account_keys_insert AFTER INSERT ON records REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_account_keys_track();
--> statement-breakpoint
CREATE TRIGGER records_account_keys_update AFTER UPDATE ON records REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_account_keys_track();
--> statement-breakpoint
REVOKE ALL ON FUNCTION record_account_keys_track() FROM PUBLIC;
--> statement-breakpoint
-- The keys already stored, then their index (built whole rather than entered one by one).
INSERT INTO record_account_keys (org_id, type, account_key)
SELECT DISTINCT org_id, type, account_key FROM records WHERE account_key IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "record_account_keys_search" ON "record_account_keys" USING gin (lower("account_key") gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
-- Statistics at once: without them the planner joined the keys to the records the long way (a benchmark run searched at a
-- seventh of the rate until the table was analysed).
ANALYZE record_account_keys;
--> statement-breakpoint
-- Text search finds the records whose `search` contains the pattern, as before, through two small indexes instead of
-- one over all of `search`: there every record of an account carried its PAN's or GSTIN's trigrams, so a PAN fragment's
-- trigrams that many PANs share (the fourth letter is P for every person) walked lists as long as the records.
-- The app's pattern is '%' || a literal with LIKE's wildcards escaped || '%'. Wherever the literal occurs in `search`
-- (title, key, account key, section, joined by spaces), each of its space-free pieces lies within one of those fields:
-- so a record that matches is among the records whose account key (record_account_keys) or other fields
-- (records_search_fields) hold its longest piece, and `search LIKE` rechecks those few candidates.
CREATE OR REPLACE FUNCTION record_keys_matching(p_type text, p_pattern text) RETURNS SETOF text
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  piece text;
  longest text := '';
BEGIN
  IF p_pattern ~ '^%([^%_\\]|\\[%_\\])*%$' THEN
    FOREACH piece IN ARRAY string_to_array(substr(p_pattern, 2, length(p_pattern) - 2), ' ') LOOP
      IF length(piece) > length(longest) THEN
        longest := piece;
      END IF;
    END LOOP;
  END IF;
  IF length(longest) < 3 THEN
    -- No piece long enough for a trigram: every record of the type is a candidate.
    RETURN QUERY EXECUTE 'SELECT key FROM records WHERE org_id = app_org() AND type = $1 AND search LIKE $2'
      USING p_type, p_pattern;
    RETURN;
  END IF;
  -- Planned with the patterns known (EXECUTE … USING), as migration 0022 found necessary.
  RETURN QUERY EXECUTE
    'SELECT c.key FROM (
       SELECT r.key, r.search FROM record_account_keys a
         JOIN records r ON r.org_id = a.org_id AND r.type = a.type AND r.account_key = a.account_key
        WHERE a.org_id = app_org() AND a.type = $1 AND lower(a.account_key) LIKE $3
       UNION ALL
       SELECT key, search FROM records
        WHERE org_id = app_org() AND type = $1
          AND lower(coalesce(title, '''') || '' '' || key || '' '' || coalesce(section, '''')) LIKE $3) c
     WHERE c.search LIKE $2'
    USING p_type, p_pattern, '%' || longest || '%';
END $$;
