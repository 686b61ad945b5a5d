CREATE TABLE "home_visits" (
	"org_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "home_visits_org_id_user_id_pk" PRIMARY KEY("org_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "record_assignee_counts" (
	"org_id" text NOT NULL,
	"type" text NOT NULL,
	"closed" boolean NOT NULL,
	"work_status" text NOT NULL,
	"assignee_id" uuid,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_visits" ADD CONSTRAINT "home_visits_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_visits" ADD CONSTRAINT "home_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_assignee_counts" ADD CONSTRAINT "record_assignee_counts_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_assignee_counts_org" ON "record_assignee_counts" USING btree ("org_id","assignee_id");--> statement-breakpoint
-- A member's last visit to Home belongs to one organisation: the same tenancy rule as records.
ALTER TABLE home_visits ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY home_visits_tenant ON home_visits USING (org_id = app_org()) WITH CHECK (org_id = app_org());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON home_visits TO taxdesk_app;
--> statement-breakpoint
-- Work counts by assignee, kept like record_counts (migration 0021): each statement on records adds its net change
-- as new rows, so writers never wait on each other; record_assignee_counts_fold() merges them. Only records with a
-- work status count (types worked on), so a sync of accounts, logs or other types adds nothing here.
ALTER TABLE record_assignee_counts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY record_assignee_counts_tenant ON record_assignee_counts FOR SELECT USING (org_id = app_org());
--> statement-breakpoint
GRANT SELECT ON record_assignee_counts TO taxdesk_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_assignee_counts_track() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  plus text;
  minus text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM old_rows WHERE work_status IS NOT NULL LIMIT 1;
  ELSE
    PERFORM 1 FROM new_rows WHERE work_status IS NOT NULL LIMIT 1;
    IF NOT FOUND AND TG_OP = 'UPDATE' THEN
      PERFORM 1 FROM old_rows WHERE work_status IS NOT NULL LIMIT 1;
    END IF;
  END IF;
  IF NOT FOUND THEN
    RETURN NULL; -- nothing worked on in this statement (or an upsert whose rows all went the other way)
  END IF;
  IF TG_OP = 'INSERT' THEN
    plus := 'SELECT * FROM new_rows';
    minus := 'SELECT * FROM new_rows WHERE false';
  ELSIF TG_OP = 'DELETE' THEN
    plus := 'SELECT * FROM old_rows WHERE false';
    minus := 'SELECT * FROM old_rows';
  ELSE
    -- Only rows whose bucket or liveness changed: a data-only change or a heartbeat adds nothing.
    plus := 'SELECT nw.* FROM new_rows nw JOIN old_rows o USING (org_id, type, key)
             WHERE (o.work_status IS NOT NULL OR nw.work_status IS NOT NULL)
               AND (record_done(o.type, o.status), o.work_status, o.assignee_id, o.removed_at IS NULL)
                   IS DISTINCT FROM (record_done(nw.type, nw.status), nw.work_status, nw.assignee_id, nw.removed_at IS NULL)';
    minus := replace(plus, 'SELECT nw.*', 'SELECT o.*');
  END IF;
  EXECUTE format($q$
    INSERT INTO record_assignee_counts (org_id, type, closed, work_status, assignee_id, n)
    SELECT r.org_id, r.type, record_done(r.type, r.status), r.work_status, r.assignee_id, sum(r.sign)::int
    FROM (SELECT p.*, 1 AS sign FROM (%s) p WHERE p.removed_at IS NULL AND p.work_status IS NOT NULL
          UNION ALL SELECT m.*, -1 FROM (%s) m WHERE m.removed_at IS NULL AND m.work_status IS NOT NULL) r
    WHERE EXISTS (SELECT 1 FROM orgs WHERE orgs.id = r.org_id)
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(r.sign) <> 0$q$, plus, minus);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER records_assignee_counts_insert AFTER INSERT ON records REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_assignee_counts_track();
--> statement-breakpoint
CREATE TRIGGER records_assignee_counts_update AFTER UPDATE ON records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_assignee_counts_track();
--> statement-breakpoint
CREATE TRIGGER records_assignee_counts_delete AFTER DELETE ON records REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_assignee_counts_track();
--> statement-breakpoint
-- Merges each bucket's rows into one (the sweeper calls it after record_counts_fold; one caller at a time).
CREATE OR REPLACE FUNCTION record_assignee_counts_fold() RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(727276) THEN
    RETURN;
  END IF;
  WITH gone AS (DELETE FROM record_assignee_counts RETURNING *)
  INSERT INTO record_assignee_counts (org_id, type, closed, work_status, assignee_id, n)
  SELECT org_id, type, closed, work_status, assignee_id, sum(n)::int
  FROM gone GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION record_assignee_counts_fold() FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION record_assignee_counts_track() FROM PUBLIC;
--> statement-breakpoint
-- The counts of what is already stored.
INSERT INTO record_assignee_counts (org_id, type, closed, work_status, assignee_id, n)
SELECT org_id, type, record_done(type, status), work_status, assignee_id, count(*)::int
FROM records WHERE removed_at IS NULL AND work_status IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;
