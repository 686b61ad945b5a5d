-- Search everything (issue 24): each live record's searchable values (the fields its definition marks `search`) in
-- record_search, kept by statement triggers on records, indexed by their 3- and 5-character pieces; search_record_keys
-- reads it as the owner. btree_gin: the records' index holds the type beside the pieces, so one type's "more"
-- intersects in the index.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE TABLE "record_search" (
	"org_id" text NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"client" boolean NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "record_search_org_id_type_key_pk" PRIMARY KEY("org_id","type","key")
);
--> statement-breakpoint
ALTER TABLE "record_search" ADD CONSTRAINT "record_search_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Like record_account_keys: the app role never reads the table (no grant, no policy); the functions below run as its owner.
ALTER TABLE record_search ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
-- A field's value as the domain's searchText takes it: strings and numbers, blanks left out.
CREATE OR REPLACE FUNCTION record_search_value(v jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN jsonb_typeof(v) IN ('string', 'number') THEN nullif(v #>> '{}', '') END
$$;
--> statement-breakpoint
-- Made by recordSearchFunctionsSql() (apps/server/src/lib/records/record-search-sql.ts) from the definitions.
CREATE OR REPLACE FUNCTION record_search_text(record_type text, d jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(nullif(CASE record_type
    WHEN 'itAccount' THEN concat_ws(E'\n', record_search_value(d -> 'pan'), record_search_value(d -> 'name'))
    WHEN 'itProceeding' THEN concat_ws(E'\n', record_search_value(d -> 'proceedingReqId'))
    WHEN 'itNotice' THEN concat_ws(E'\n', record_search_value(d -> 'headerSeqNo'), record_search_value(d -> 'documentIdentificationNumber'), record_search_value(d -> 'documentReferenceId'))
    WHEN 'itatAppeal' THEN concat_ws(E'\n', record_search_value(d -> 'appealNo'))
    WHEN 'rpAccount' THEN concat_ws(E'\n', record_search_value(d -> 'rpPan'), record_search_value(d -> 'name'))
    WHEN 'itReturn' THEN concat_ws(E'\n', record_search_value(d -> 'ackNum'), record_search_value(d -> 'intimationRefNo'))
    WHEN 'itFiledForm' THEN concat_ws(E'\n', record_search_value(d -> 'ackNum'), record_search_value(d -> 'udin'))
    WHEN 'itDemand' THEN concat_ws(E'\n', record_search_value(d -> 'din'), record_search_value(d -> 'transactionId'))
    WHEN 'itRefund' THEN concat_ws(E'\n', record_search_value(d -> 'refundSeqNo'))
    WHEN 'itChallan' THEN concat_ws(E'\n', record_search_value(d -> 'cin'), record_search_value(d -> 'crn'), record_search_value(d -> 'brnNum'))
    WHEN 'rpProceeding' THEN concat_ws(E'\n', record_search_value(d -> 'proceedingReqId'))
    WHEN 'rpNotice' THEN concat_ws(E'\n', record_search_value(d -> 'headerSeqNo'), record_search_value(d -> 'documentIdentificationNumber'))
    WHEN 'rpRequestBatch' THEN concat_ws(E'\n', record_search_value(d -> 'batchSeqId'))
    WHEN 'arcaAccount' THEN concat_ws(E'\n', record_search_value(d -> 'arcaId'), record_search_value(d -> 'name'))
    WHEN 'arcaWorklistItem' THEN concat_ws(E'\n', record_search_value(d -> 'transactionNo'), record_search_value(d -> 'ackNum'))
    WHEN 'udin' THEN concat_ws(E'\n', record_search_value(d -> 'ackNum'), record_search_value(d -> 'udin'))
    WHEN 'arcaFiledForm' THEN concat_ws(E'\n', record_search_value(d -> 'ackNum'), record_search_value(d -> 'udin'))
    WHEN 'itAdjournment' THEN concat_ws(E'\n', record_search_value(d -> 'adjVcReqstId'))
    WHEN 'itVcRequest' THEN concat_ws(E'\n', record_search_value(d -> 'adjVcReqstId'), record_search_value(d -> 'vcMeetingId'))
    WHEN 'itCaAssignedForm' THEN concat_ws(E'\n', record_search_value(d -> 'transactionNo'), record_search_value(d -> 'ackNum'))
    WHEN 'itWorklistItem' THEN concat_ws(E'\n', record_search_value(d -> 'processId'), record_search_value(d -> 'refNum'))
    WHEN 'itGrievance' THEN concat_ws(E'\n', record_search_value(d -> 'ticketId'))
    WHEN 'itComplianceItem' THEN concat_ws(E'\n', record_search_value(d -> 'complianceId'))
    WHEN 'itDownloadRequest' THEN concat_ws(E'\n', record_search_value(d -> 'downloadReqId'))
    WHEN 'itRequestForm' THEN concat_ws(E'\n', record_search_value(d -> 'ackNum'))
    WHEN 'gstParty' THEN concat_ws(E'\n', record_search_value(d -> 'gstin'), record_search_value(d -> 'lgnm'), record_search_value(d -> 'tradeNam'))
    WHEN 'tanParty' THEN concat_ws(E'\n', record_search_value(d -> 'tan'), record_search_value(d -> 'deductorName'))
    WHEN 'panParty' THEN concat_ws(E'\n', record_search_value(d -> 'pan'), record_search_value(d -> 'fullName'))
    WHEN 'msmeParty' THEN concat_ws(E'\n', record_search_value(d -> 'udyamNumber'), record_search_value(d -> 'enterpriseName'))
    WHEN 'icegateAccount' THEN concat_ws(E'\n', record_search_value(d -> 'userName'), record_search_value(d -> 'iec'), record_search_value(d -> 'name'))
    WHEN 'icegateShippingBill' THEN concat_ws(E'\n', record_search_value(d -> 'sbNo'))
    WHEN 'stateAccount' THEN concat_ws(E'\n', record_search_value(d -> 'accountId'), record_search_value(d -> 'name'), record_search_value(d -> 'pan'))
    WHEN 'stateApplication' THEN concat_ws(E'\n', record_search_value(d -> 'applicationNo'))
    WHEN 'preGstAccount' THEN concat_ws(E'\n', record_search_value(d -> 'gstin'), record_search_value(d -> 'name'))
    WHEN 'preGstNotice' THEN concat_ws(E'\n', record_search_value(d -> 'referenceNo'))
    WHEN 'preGstProceeding' THEN concat_ws(E'\n', record_search_value(d -> 'referenceNo'), record_search_value(d -> 'orderNo'))
    WHEN 'tdsAccount' THEN concat_ws(E'\n', record_search_value(d -> 'tan'), record_search_value(d -> 'name'))
    WHEN 'tdsDemand' THEN concat_ws(E'\n', record_search_value(d -> 'demandId'))
    WHEN 'tdsPayment' THEN concat_ws(E'\n', record_search_value(d -> 'cin'), record_search_value(d -> 'brnNum'), record_search_value(d -> 'crn'))
    WHEN 'tdsNotice' THEN concat_ws(E'\n', record_search_value(d -> 'commInbId'), record_search_value(d -> 'din'))
    WHEN 'tdsFiledForm' THEN concat_ws(E'\n', record_search_value(d -> 'ackNum'), record_search_value(d -> 'tempAckNo'))
    WHEN 'tdsProceeding' THEN concat_ws(E'\n', record_search_value(d -> 'proceedingReqId'))
    WHEN 'tdsProceedingNotice' THEN concat_ws(E'\n', record_search_value(d -> 'headerSeqNo'), record_search_value(d -> 'documentIdentificationNumber'))
    WHEN 'tdsStatement' THEN concat_ws(E'\n', record_search_value(d -> 'tokenNo'))
    WHEN 'tdsLdc' THEN concat_ws(E'\n', record_search_value(d -> 'certNum'))
    WHEN 'tdsDownloadRequest' THEN concat_ws(E'\n', record_search_value(d -> 'reqNo'))
    WHEN 'tdsChallan' THEN concat_ws(E'\n', record_search_value(d -> 'recptNum'))
    WHEN 'tdsApplication' THEN concat_ws(E'\n', record_search_value(d -> 'acknumber'), record_search_value(d -> 'certificateNumber'))
    WHEN 'gstAccount' THEN concat_ws(E'\n', record_search_value(d -> 'portalUserName'), record_search_value(d -> 'gstin'), record_search_value(d -> 'gstins'), record_search_value(d -> 'lgnm'), record_search_value(d -> 'tradeNam'))
    WHEN 'gstNotice' THEN concat_ws(E'\n', record_search_value(d -> 'noticeOrderId'))
    WHEN 'gstAdditionalNotice' THEN concat_ws(E'\n', record_search_value(d -> 'refId'), record_search_value(d -> 'arn'), record_search_value(d -> 'caseId'))
    WHEN 'gstCase' THEN concat_ws(E'\n', record_search_value(d -> 'refId'), record_search_value(d -> 'caseId'), record_search_value(d -> 'arn'))
    WHEN 'gstDemand' THEN concat_ws(E'\n', record_search_value(d -> 'demandId'), record_search_value(d -> 'referenceNo'))
    WHEN 'gstChallan' THEN concat_ws(E'\n', record_search_value(d -> 'brn_num'), record_search_value(d -> 'cpin'), record_search_value(d -> 'cin'))
    WHEN 'gstRefundCase' THEN concat_ws(E'\n', record_search_value(d -> 'caseId'), record_search_value(d -> 'arn'))
    WHEN 'gstRefund' THEN concat_ws(E'\n', record_search_value(d -> 'applnAckNum'))
    WHEN 'gstSubmission' THEN concat_ws(E'\n', record_search_value(d -> 'arn'))
    WHEN 'gstReturn' THEN concat_ws(E'\n', record_search_value(d -> 'arn'))
    WHEN 'gstReturnCompliance' THEN concat_ws(E'\n', record_search_value(d -> 'arn'))
    WHEN 'gstLedgerEntry' THEN concat_ws(E'\n', record_search_value(d -> 'ref_no'))
    WHEN 'gstArn' THEN concat_ws(E'\n', record_search_value(d -> 'arn'))
    END, ''))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_search_client(record_type text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT record_type IN ('itAccount', 'rpAccount', 'arcaAccount', 'gstAccount', 'tdsAccount', 'preGstAccount', 'stateAccount', 'icegateAccount', 'gstParty', 'tanParty', 'panParty', 'msmeParty')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_search_track() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM record_search s USING old_rows o WHERE s.org_id = o.org_id AND s.type = o.type AND s.key = o.key;
  ELSIF TG_OP = 'INSERT' THEN
    -- In key order, so two statements bringing the same keys wait on each other rather than deadlock.
    INSERT INTO record_search (org_id, type, key, client, text)
    SELECT org_id, type, key, record_search_client(type), t
    FROM (SELECT org_id, type, key, record_search_text(type, data) AS t FROM new_rows WHERE removed_at IS NULL) n
    WHERE t IS NOT NULL
    ORDER BY 1, 2, 3
    ON CONFLICT (org_id, type, key) DO UPDATE SET text = EXCLUDED.text;
  ELSE
    -- Only rows whose data or liveness changed: work, heartbeats and the like leave the search as it was.
    WITH changed AS (
      SELECT n.org_id, n.type, n.key, CASE WHEN n.removed_at IS NULL THEN record_search_text(n.type, n.data) END AS t
      FROM new_rows n JOIN old_rows o USING (org_id, type, key)
      WHERE o.data IS DISTINCT FROM n.data OR (o.removed_at IS NULL) <> (n.removed_at IS NULL)
    ), gone AS (
      DELETE FROM record_search s USING changed c
      WHERE c.t IS NULL AND s.org_id = c.org_id AND s.type = c.type AND s.key = c.key
    )
    INSERT INTO record_search (org_id, type, key, client, text)
    SELECT org_id, type, key, record_search_client(type), t FROM changed WHERE t IS NOT NULL
    ORDER BY 1, 2, 3
    ON CONFLICT (org_id, type, key) DO UPDATE SET text = EXCLUDED.text
      WHERE record_search.text IS DISTINCT FROM EXCLUDED.text;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION record_search_track() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER records_search_insert AFTER INSERT ON records REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_track();
--> statement-breakpoint
CREATE TRIGGER records_search_update AFTER UPDATE ON records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_track();
--> statement-breakpoint
CREATE TRIGGER records_search_delete AFTER DELETE ON records REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_track();
--> statement-breakpoint
-- The records already stored, then the indexes (built whole rather than entered one by one).
INSERT INTO record_search (org_id, type, key, client, text)
SELECT org_id, type, key, record_search_client(type), t
FROM (SELECT org_id, type, key, record_search_text(type, data) AS t FROM records WHERE removed_at IS NULL) r
WHERE t IS NOT NULL;
--> statement-breakpoint
-- A fragment is found by its pieces: three characters long up to four (as typed), else every five-character piece
-- of it. pg_trgm's trigrams were measured first (a million records): the ten digits of a number are eight trigrams
-- that each of thousands of numbers hold, so a number was found by reading and intersecting eight long lists and
-- rechecking the records they shared (3.4 ms at the median, 5 times the pieces'); a piece of five digits is a
-- hundred records'. The pieces index is the larger (about 2.5 times pg_trgm's), and what a search reads is smaller.
-- Pieces span any characters, so "/20" or "(1)" is a fragment too; lines are not joined.
CREATE OR REPLACE FUNCTION record_search_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(v, i, n)), '{}')
  FROM unnest(string_to_array(t, E'\n')) v, (VALUES (3), (5)) AS l(n), generate_series(1, length(v) - n + 1) i
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_search_fragment_grams(f text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(f, i, n)), '{}')
  FROM (SELECT CASE WHEN length(f) >= 5 THEN 5 ELSE 3 END) AS l(n), generate_series(1, length(f) - n + 1) i
$$;
--> statement-breakpoint
CREATE INDEX "record_search_records" ON "record_search" USING gin ("type",record_search_grams("text")) WITH (fastupdate=false) WHERE NOT client;
--> statement-breakpoint
CREATE INDEX "record_search_clients" ON "record_search" USING gin (record_search_grams("text")) WITH (fastupdate=false) WHERE client;
--> statement-breakpoint
ANALYZE record_search;
--> statement-breakpoint
-- The two ways of reading candidates, each with the plan it is for (a function's SET ends with the call). Owner only:
-- they take the condition as text from search_record_keys ($1 pattern, $2 types left out, $3 type, $4 organisation,
-- $5 the fragment's pieces).
-- A bounded scan of the table's first pages (about 10,000 rows): a fragment many records hold (a year, the office code
-- of a DIN) is found there in a millisecond, where its pieces' long lists would take tens of milliseconds to read.
CREATE OR REPLACE FUNCTION record_search_first_pages(p_where text, p_pattern text, p_exclude text[], p_type text, p_org text, p_grams text[], p_cap integer)
RETURNS SETOF record_search
LANGUAGE plpgsql STABLE SET search_path = public, pg_temp
SET enable_seqscan = off SET enable_bitmapscan = off SET enable_indexscan = off AS $$
BEGIN
  RETURN QUERY EXECUTE 'SELECT * FROM record_search WHERE ctid < ''(128,0)''::tid AND ' || p_where || ' LIMIT $6'
    USING p_pattern, p_exclude, p_type, p_org, p_grams, p_cap;
END $$;
--> statement-breakpoint
-- The pieces' index: whatever the planner guesses of a fragment's frequency, never a scan of the whole table.
CREATE OR REPLACE FUNCTION record_search_by_index(p_where text, p_pattern text, p_exclude text[], p_type text, p_org text, p_grams text[], p_cap integer)
RETURNS SETOF record_search
LANGUAGE plpgsql STABLE SET search_path = public, pg_temp
SET enable_seqscan = off SET enable_tidscan = off AS $$
BEGIN
  RETURN QUERY EXECUTE 'SELECT * FROM record_search WHERE record_search_grams(text) @> $5 AND ' || p_where || ' LIMIT $6'
    USING p_pattern, p_exclude, p_type, p_org, p_grams, p_cap;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION record_search_first_pages(text, text, text[], text, text, text[], integer) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION record_search_by_index(text, text, text[], text, text, text[], integer) FROM PUBLIC;
--> statement-breakpoint
-- A search's candidates: at most p_cap live records of the organisation whose search text holds p_fragment
-- (lower-cased, at least three characters), clients (accounts and parties) or other records as p_client says, so
-- records never crowd the clients out; p_type narrows to one type, p_exclude leaves out the types the licence does not
-- open. As the owner, like record_keys_matching: under row-level security the app's LIKE (not leakproof) could not use
-- an index.
CREATE OR REPLACE FUNCTION search_record_keys(p_fragment text, p_client boolean, p_type text, p_exclude text[], p_cap integer)
RETURNS SETOF record_search
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  org text := app_org();
  pattern text := '%' || replace(replace(replace(p_fragment, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  grams text[] := record_search_fragment_grams(p_fragment);
  cond text := 'org_id = $4 AND ' || CASE WHEN p_client THEN 'client' ELSE 'NOT client' END
    || ' AND text LIKE $1 AND NOT (type = ANY($2))' || CASE WHEN p_type IS NULL THEN '' ELSE ' AND type = $3' END;
  probe record_search[];
BEGIN
  IF org IS NULL OR length(p_fragment) < 3 THEN
    RETURN;
  END IF;
  IF NOT p_client THEN
    SELECT array_agg(f) INTO probe FROM record_search_first_pages(cond, pattern, p_exclude, p_type, org, grams, p_cap) f;
    IF cardinality(probe) >= p_cap THEN
      RETURN QUERY SELECT * FROM unnest(probe);
      RETURN;
    END IF;
  END IF;
  RETURN QUERY SELECT * FROM record_search_by_index(cond, pattern, p_exclude, p_type, org, grams, p_cap);
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION search_record_keys(text, boolean, text, text[], integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION search_record_keys(text, boolean, text, text[], integer) TO taxdesk_app;
