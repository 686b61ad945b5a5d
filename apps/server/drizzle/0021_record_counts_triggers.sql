-- Custom SQL migration file, put your code below! --
-- Dashboard counts kept by triggers on records (record_counts, record_arrivals; schema.ts says what a bucket is).
-- Each statement on records adds its net change as new rows (never updates a row), so writers never wait on each other;
-- record_counts_fold() merges the rows of each bucket. The functions run as the tables' owner: they write every
-- organisation's counts whichever role changed the records, and the app role may only read its organisation's.
ALTER TABLE record_counts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY record_counts_tenant ON record_counts FOR SELECT USING (org_id = app_org());
--> statement-breakpoint
GRANT SELECT ON record_counts TO taxdesk_app;
--> statement-breakpoint
ALTER TABLE record_arrivals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY record_arrivals_tenant ON record_arrivals FOR SELECT USING (org_id = app_org());
--> statement-breakpoint
GRANT SELECT ON record_arrivals TO taxdesk_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_counts_track() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  plus text;
  minus text;
  accounts text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM old_rows LIMIT 1;
  ELSE
    PERFORM 1 FROM new_rows LIMIT 1;
  END IF;
  IF NOT FOUND THEN
    RETURN NULL; -- an upsert whose rows all went the other way (insert or update)
  END IF;
  -- The rows that leave a bucket (minus) and enter one (plus), and the income-tax accounts whose branch or group changed.
  IF TG_OP = 'INSERT' THEN
    plus := 'SELECT * FROM new_rows';
    minus := 'SELECT * FROM new_rows WHERE false';
    accounts := 'SELECT org_id, key, NULL::text AS old_year, NULL::text AS old_section, year AS new_year, section AS new_section
                 FROM new_rows WHERE type = ''itAccount'' AND (year IS NOT NULL OR section IS NOT NULL)';
  ELSIF TG_OP = 'DELETE' THEN
    plus := 'SELECT * FROM old_rows WHERE false';
    minus := 'SELECT * FROM old_rows';
    accounts := 'SELECT org_id, key, year AS old_year, section AS old_section, NULL::text AS new_year, NULL::text AS new_section
                 FROM old_rows WHERE type = ''itAccount'' AND (year IS NOT NULL OR section IS NOT NULL)';
  ELSE
    -- Only rows whose bucket, amount, liveness or account changed: a heartbeat or a data-only change adds nothing.
    plus := 'SELECT nw.* FROM new_rows nw JOIN old_rows o USING (org_id, type, key)
             WHERE (o.section, o.year, o.due_on, o.status = ''C'', o.work_status, o.amount, o.removed_at IS NULL, o.first_seen_at, o.account_key)
                   IS DISTINCT FROM (nw.section, nw.year, nw.due_on, nw.status = ''C'', nw.work_status, nw.amount, nw.removed_at IS NULL, nw.first_seen_at, nw.account_key)';
    minus := replace(plus, 'SELECT nw.*', 'SELECT o.*');
    accounts := 'SELECT o.org_id, o.key, o.year AS old_year, o.section AS old_section, nw.year AS new_year, nw.section AS new_section
                 FROM old_rows o JOIN new_rows nw USING (org_id, type, key)
                 WHERE o.type = ''itAccount'' AND (o.year, o.section) IS DISTINCT FROM (nw.year, nw.section)';
  END IF;
  -- Deleting an organisation cascades to its records: its buckets go with it, nothing is counted for it.
  plus := format('SELECT x.* FROM (%s) x WHERE EXISTS (SELECT 1 FROM orgs WHERE orgs.id = x.org_id)', plus);
  minus := format('SELECT x.* FROM (%s) x WHERE EXISTS (SELECT 1 FROM orgs WHERE orgs.id = x.org_id)', minus);
  accounts := format('SELECT x.* FROM (%s) x WHERE EXISTS (SELECT 1 FROM orgs WHERE orgs.id = x.org_id)', accounts);

  EXECUTE format($q$
    INSERT INTO record_counts (org_id, type, section, year, due_on, closed, work_status, branch, grp, n, amount)
    SELECT r.org_id, r.type, r.section, r.year, r.due_on, coalesce(r.status = 'C', false), r.work_status, a.year, a.section,
           sum(r.sign)::int, sum(r.sign * coalesce(r.amount, 0))
    FROM (SELECT p.*, 1 AS sign FROM (%s) p WHERE p.removed_at IS NULL
          UNION ALL SELECT m.*, -1 FROM (%s) m WHERE m.removed_at IS NULL) r
    LEFT JOIN records a ON r.type IN ('itNotice', 'itProceeding') AND a.org_id = r.org_id AND a.type = 'itAccount' AND a.key = r.account_key
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    HAVING sum(r.sign) <> 0 OR sum(r.sign * coalesce(r.amount, 0)) <> 0$q$, plus, minus);

  EXECUTE format($q$
    INSERT INTO record_arrivals (org_id, type, seen_on, n)
    SELECT org_id, type, (first_seen_at AT TIME ZONE 'UTC')::date, sum(sign)::int
    FROM (SELECT p.*, 1 AS sign FROM (%s) p WHERE p.removed_at IS NULL
          UNION ALL SELECT m.*, -1 FROM (%s) m WHERE m.removed_at IS NULL) r
    GROUP BY 1, 2, 3 HAVING sum(sign) <> 0$q$, plus, minus);

  -- An account whose branch or group changed (or that came or went) moves its live notices and proceedings with it.
  EXECUTE format($q$
    INSERT INTO record_counts (org_id, type, section, year, due_on, closed, work_status, branch, grp, n, amount)
    SELECT n.org_id, n.type, n.section, n.year, n.due_on, coalesce(n.status = 'C', false), n.work_status, v.branch, v.grp,
           sum(v.sign)::int, sum(v.sign * coalesce(n.amount, 0))
    FROM (%s) c
    CROSS JOIN LATERAL (VALUES (c.old_year, c.old_section, -1), (c.new_year, c.new_section, 1)) AS v(branch, grp, sign)
    JOIN records n ON n.org_id = c.org_id AND n.type IN ('itNotice', 'itProceeding') AND n.account_key = c.key AND n.removed_at IS NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    HAVING sum(v.sign) <> 0 OR sum(v.sign * coalesce(n.amount, 0)) <> 0$q$, accounts);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER records_counts_insert AFTER INSERT ON records REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_counts_track();
--> statement-breakpoint
CREATE TRIGGER records_counts_update AFTER UPDATE ON records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_counts_track();
--> statement-breakpoint
CREATE TRIGGER records_counts_delete AFTER DELETE ON records REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_counts_track();
--> statement-breakpoint
-- Merges each bucket's rows into one (the sweeper calls it; one caller at a time, the others skip).
-- Rows added meanwhile are not in the statement's snapshot and stay as they are.
CREATE OR REPLACE FUNCTION record_counts_fold() RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(727275) THEN
    RETURN;
  END IF;
  WITH gone AS (DELETE FROM record_counts RETURNING *)
  INSERT INTO record_counts (org_id, type, section, year, due_on, closed, work_status, branch, grp, n, amount)
  SELECT org_id, type, section, year, due_on, closed, work_status, branch, grp, sum(n)::int, sum(amount)
  FROM gone GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 HAVING sum(n) <> 0 OR sum(amount) <> 0;
  WITH gone AS (DELETE FROM record_arrivals RETURNING *)
  INSERT INTO record_arrivals (org_id, type, seen_on, n)
  SELECT org_id, type, seen_on, sum(n)::int FROM gone GROUP BY 1, 2, 3 HAVING sum(n) <> 0;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION record_counts_fold() FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION record_counts_track() FROM PUBLIC;
--> statement-breakpoint
-- The counts of what is already stored.
INSERT INTO record_counts (org_id, type, section, year, due_on, closed, work_status, branch, grp, n, amount)
SELECT r.org_id, r.type, r.section, r.year, r.due_on, coalesce(r.status = 'C', false), r.work_status, a.year, a.section,
       count(*)::int, coalesce(sum(r.amount), 0)
FROM records r
LEFT JOIN records a ON r.type IN ('itNotice', 'itProceeding') AND a.org_id = r.org_id AND a.type = 'itAccount' AND a.key = r.account_key
WHERE r.removed_at IS NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
--> statement-breakpoint
INSERT INTO record_arrivals (org_id, type, seen_on, n)
SELECT org_id, type, (first_seen_at AT TIME ZONE 'UTC')::date, count(*)::int FROM records WHERE removed_at IS NULL GROUP BY 1, 2, 3;
