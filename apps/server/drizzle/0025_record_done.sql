-- Custom SQL migration file, put your code below! --
-- A record is closed (done) by its type's rule, declared once in its definition (packages/domain, `done`): a return
-- filed, a challan paid, a statement processed, a proceeding closed; before this only status 'C' was. record_done() is
-- made from the definitions (apps/server/src/lib/records/record-done.ts; record-done.test.ts checks they agree); the
-- counts' trigger uses it, and the counts kept so far are recounted with it.
CREATE OR REPLACE FUNCTION record_done(record_type text, record_status text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE record_type
    WHEN 'itProceeding' THEN record_status IN ('C')
    WHEN 'itNotice' THEN record_status IN ('C')
    WHEN 'itatAppeal' THEN record_status IN ('disposed')
    WHEN 'itDemand' THEN record_status IN ('paid')
    WHEN 'rpProceeding' THEN record_status IN ('C')
    WHEN 'rpNotice' THEN record_status IN ('C')
    WHEN 'arcaWorklistItem' THEN record_status IN ('FILED', 'REJECTED')
    WHEN 'itAdjournment' THEN record_status IN ('GRANTED', 'REJECTED')
    WHEN 'itVcRequest' THEN record_status IN ('REJECTED', 'CLOSED')
    WHEN 'itCaAssignedForm' THEN record_status IN ('ACCEPTED')
    WHEN 'itWorklistItem' THEN record_status IN ('COMPLETED', 'INFO')
    WHEN 'itComplianceItem' THEN record_status IN ('SUBMITTED', 'CLOSED')
    WHEN 'preGstProceeding' THEN record_status IN ('order_passed', 'closed')
    WHEN 'tdsDemand' THEN record_status IN ('cleared')
    WHEN 'tdsProceeding' THEN record_status IN ('C')
    WHEN 'tdsStatement' THEN record_status IN ('Statement Processed without Default')
    WHEN 'tdsLdc' THEN record_status IN ('expired', 'cancelled')
    WHEN 'gstNotice' THEN record_status IN ('Closed')
    WHEN 'gstChallan' THEN record_status IN ('S')
    WHEN 'gstReturnCompliance' THEN record_status IN ('filed', 'filed_late')
    ELSE false END) IS TRUE
$$;
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
             WHERE (o.section, o.year, o.due_on, record_done(o.type, o.status), o.work_status, o.amount, o.removed_at IS NULL, o.first_seen_at, o.account_key)
                   IS DISTINCT FROM (nw.section, nw.year, nw.due_on, record_done(nw.type, nw.status), nw.work_status, nw.amount, nw.removed_at IS NULL, nw.first_seen_at, nw.account_key)';
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
    SELECT r.org_id, r.type, r.section, r.year, r.due_on, record_done(r.type, r.status), r.work_status, a.year, a.section,
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
    SELECT n.org_id, n.type, n.section, n.year, n.due_on, record_done(n.type, n.status), n.work_status, v.branch, v.grp,
           sum(v.sign)::int, sum(v.sign * coalesce(n.amount, 0))
    FROM (%s) c
    CROSS JOIN LATERAL (VALUES (c.old_year, c.old_section, -1), (c.new_year, c.new_section, 1)) AS v(branch, grp, sign)
    JOIN records n ON n.org_id = c.org_id AND n.type IN ('itNotice', 'itProceeding') AND n.account_key = c.key AND n.removed_at IS NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    HAVING sum(v.sign) <> 0 OR sum(v.sign * coalesce(n.amount, 0)) <> 0$q$, accounts);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Writers wait while the counts are recounted, so no statement's change is counted twice or lost.
LOCK TABLE records IN SHARE MODE;
--> statement-breakpoint
DELETE FROM record_counts;
--> statement-breakpoint
INSERT INTO record_counts (org_id, type, section, year, due_on, closed, work_status, branch, grp, n, amount)
SELECT r.org_id, r.type, r.section, r.year, r.due_on, record_done(r.type, r.status), r.work_status, a.year, a.section,
       count(*)::int, coalesce(sum(r.amount), 0)
FROM records r
LEFT JOIN records a ON r.type IN ('itNotice', 'itProceeding') AND a.org_id = r.org_id AND a.type = 'itAccount' AND a.key = r.account_key
WHERE r.removed_at IS NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
