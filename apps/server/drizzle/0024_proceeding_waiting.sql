CREATE TABLE "proceeding_waiting" (
	"org_id" text NOT NULL,
	"proceeding" text NOT NULL,
	"notice_key" text NOT NULL,
	"account_key" text,
	"due_on" date,
	"issued_on" timestamp with time zone,
	CONSTRAINT "proceeding_waiting_org_id_proceeding_pk" PRIMARY KEY("org_id","proceeding")
);
--> statement-breakpoint
ALTER TABLE "proceeding_waiting" ADD CONSTRAINT "proceeding_waiting_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proceeding_waiting_due" ON "proceeding_waiting" USING btree ("org_id","due_on","issued_on" DESC NULLS FIRST,"notice_key");--> statement-breakpoint
CREATE INDEX "records_notice_proceeding" ON "records" USING btree ("org_id",("data"->>'proceedingReqId')) WHERE type = 'itNotice';--> statement-breakpoint
CREATE INDEX "records_seq" ON "records" USING btree ("org_id","type",("data"->>'headerSeqNo')) WHERE type IN ('itNotice', 'itReply');--> statement-breakpoint
-- Custom SQL: proceeding_waiting kept by statement triggers on records (schema.ts says what a row is).
-- Each statement recomputes the proceedings it may have changed: those of the notices it wrote, and those of
-- the notices named (by headerSeqNo) by the replies it wrote. The function runs as the table's owner; the app
-- role may only read its organisation's rows.
ALTER TABLE proceeding_waiting ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY proceeding_waiting_tenant ON proceeding_waiting FOR SELECT USING (org_id = app_org());
--> statement-breakpoint
GRANT SELECT ON proceeding_waiting TO taxdesk_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION proceeding_waiting_track() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  touched text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched := 'SELECT org_id, type, data FROM new_rows WHERE type IN (''itNotice'', ''itReply'')';
  ELSIF TG_OP = 'DELETE' THEN
    touched := 'SELECT org_id, type, data FROM old_rows WHERE type IN (''itNotice'', ''itReply'')';
  ELSE
    -- Only rows whose part in the answer changed: a sync run's heartbeat or another field's change recomputes nothing.
    touched := 'SELECT x.org_id, x.type, x.data FROM old_rows o JOIN new_rows nw USING (org_id, type, key)
                CROSS JOIN LATERAL (VALUES (o.org_id, o.type, o.data), (nw.org_id, nw.type, nw.data)) AS x(org_id, type, data)
                WHERE o.type IN (''itNotice'', ''itReply'')
                  AND (o.removed_at IS NULL, o.status, o.work_status, o.issued_on, o.due_on, o.account_key,
                       o.data->>''proceedingReqId'', o.data->>''headerSeqNo'')
                      IS DISTINCT FROM
                      (nw.removed_at IS NULL, nw.status, nw.work_status, nw.issued_on, nw.due_on, nw.account_key,
                       nw.data->>''proceedingReqId'', nw.data->>''headerSeqNo'')';
  END IF;
  EXECUTE format($q$
    WITH touched AS MATERIALIZED (%s),
    procs AS MATERIALIZED (
      SELECT t.org_id, t.data->>'proceedingReqId' AS proceeding FROM touched t
      WHERE t.type = 'itNotice' AND t.data->>'proceedingReqId' IS NOT NULL
      UNION
      SELECT n.org_id, n.data->>'proceedingReqId' FROM touched t
      JOIN records n ON n.org_id = t.org_id AND n.type = 'itNotice' AND n.data->>'headerSeqNo' = t.data->>'headerSeqNo'
      WHERE t.type = 'itReply' AND n.data->>'proceedingReqId' IS NOT NULL
    ),
    waiting AS MATERIALIZED (
      -- A proceeding's latest open notice (issue date, then key), if open for work and no live reply names it.
      SELECT l.org_id, l.proceeding, l.notice_key, l.account_key, l.due_on, l.issued_on FROM (
        SELECT DISTINCT ON (n.org_id, n.data->>'proceedingReqId') n.org_id, n.data->>'proceedingReqId' AS proceeding,
          n.key AS notice_key, n.account_key, n.due_on, n.issued_on, n.work_status, n.data->>'headerSeqNo' AS seq
        FROM procs p JOIN records n ON n.org_id = p.org_id AND n.type = 'itNotice' AND n.data->>'proceedingReqId' = p.proceeding
        WHERE n.removed_at IS NULL AND coalesce(n.status, 'O') <> 'C'
        ORDER BY n.org_id, n.data->>'proceedingReqId', n.issued_on DESC NULLS LAST, n.key DESC) l
      WHERE coalesce(l.work_status, 'open') NOT IN ('replied', 'closed')
        AND NOT EXISTS (SELECT 1 FROM records r WHERE r.org_id = l.org_id AND r.type = 'itReply' AND r.removed_at IS NULL
                        AND r.data->>'headerSeqNo' = l.seq))
    , gone AS (
      DELETE FROM proceeding_waiting w USING procs p
      WHERE w.org_id = p.org_id AND w.proceeding = p.proceeding
        AND NOT EXISTS (SELECT 1 FROM waiting x WHERE x.org_id = w.org_id AND x.proceeding = w.proceeding)
    )
    INSERT INTO proceeding_waiting (org_id, proceeding, notice_key, account_key, due_on, issued_on)
    SELECT org_id, proceeding, notice_key, account_key, due_on, issued_on FROM waiting
    WHERE EXISTS (SELECT 1 FROM orgs WHERE orgs.id = waiting.org_id) -- a deleted organisation's rows go with it
    ORDER BY org_id, proceeding
    ON CONFLICT (org_id, proceeding) DO UPDATE SET notice_key = excluded.notice_key, account_key = excluded.account_key,
      due_on = excluded.due_on, issued_on = excluded.issued_on$q$,
    touched);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER records_waiting_insert AFTER INSERT ON records REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION proceeding_waiting_track();
--> statement-breakpoint
CREATE TRIGGER records_waiting_update AFTER UPDATE ON records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION proceeding_waiting_track();
--> statement-breakpoint
CREATE TRIGGER records_waiting_delete AFTER DELETE ON records REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION proceeding_waiting_track();
--> statement-breakpoint
REVOKE ALL ON FUNCTION proceeding_waiting_track() FROM PUBLIC;
--> statement-breakpoint
-- The proceedings already stored.
INSERT INTO proceeding_waiting (org_id, proceeding, notice_key, account_key, due_on, issued_on)
WITH procs AS (SELECT DISTINCT org_id, data->>'proceedingReqId' AS proceeding FROM records
               WHERE type = 'itNotice' AND data->>'proceedingReqId' IS NOT NULL)
SELECT l.org_id, l.proceeding, l.notice_key, l.account_key, l.due_on, l.issued_on FROM (
  SELECT DISTINCT ON (n.org_id, n.data->>'proceedingReqId') n.org_id, n.data->>'proceedingReqId' AS proceeding,
    n.key AS notice_key, n.account_key, n.due_on, n.issued_on, n.work_status, n.data->>'headerSeqNo' AS seq
  FROM procs p JOIN records n ON n.org_id = p.org_id AND n.type = 'itNotice' AND n.data->>'proceedingReqId' = p.proceeding
  WHERE n.removed_at IS NULL AND coalesce(n.status, 'O') <> 'C'
  ORDER BY n.org_id, n.data->>'proceedingReqId', n.issued_on DESC NULLS LAST, n.key DESC) l
WHERE coalesce(l.work_status, 'open') NOT IN ('replied', 'closed')
  AND NOT EXISTS (SELECT 1 FROM records r WHERE r.org_id = l.org_id AND r.type = 'itReply' AND r.removed_at IS NULL
                  AND r.data->>'headerSeqNo' = l.seq);
