-- Custom SQL migration file, put your code below! --
-- A list page in one statement (docs/performance.md, "List API"). The queries come from the server,
-- composed from the record type's definition (lib/records/list-page.ts); each reads its values from its
-- own text array ($1[n]), so the function adds no way of running SQL that the server's role lacks.
-- app_page: the rows with a value in the sort column (head), then those without (tail, only when the
-- head does not fill the page), the count that stops past the exact limit and, past it, the planner's
-- estimate. The count rides on the first part that has rows (column n): a statement of its own is
-- planned again, and planning a query over records costs as much as running the page. Rows come back as one JSON array in the API's shape, so the server neither parses nor
-- re-encodes them.
CREATE OR REPLACE FUNCTION app_page(
  p_head text, p_head_params text[],
  p_tail text, p_tail_params text[],
  p_count text, p_count_params text[],
  p_explain text, p_explain_params text[],
  p_limit int, p_exact int
) RETURNS TABLE (rows text, next_part int, next_sort text, next_key text, counted int, estimate bigint)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_rows json[] := '{}';
  v_sorts text[] := '{}';
  v_keys text[] := '{}';
  v_r json[];
  v_s text[];
  v_k text[];
  v_head_n int := 0;
  v_n int;
  v_tail_n int;
  v_plan json;
  v_estimate bigint;
BEGIN
  IF p_head IS NOT NULL THEN
    EXECUTE 'SELECT array_agg(r), array_agg(s), array_agg(k), max(n) FROM (' || p_head || ') q'
      USING p_head_params INTO v_r, v_s, v_k, v_n;
    IF v_r IS NOT NULL THEN
      v_rows := v_r; v_sorts := v_s; v_keys := v_k;
    END IF;
    v_head_n := coalesce(array_length(v_rows, 1), 0);
  END IF;
  IF v_head_n <= p_limit THEN
    EXECUTE 'SELECT array_agg(r), array_agg(s), array_agg(k), max(n) FROM (' || p_tail || ') q'
      USING p_tail_params INTO v_r, v_s, v_k, v_tail_n;
    v_n := coalesce(v_n, v_tail_n);
    IF v_r IS NOT NULL THEN
      v_rows := v_rows || v_r; v_sorts := v_sorts || v_s; v_keys := v_keys || v_k;
    END IF;
  END IF;
  IF v_n IS NULL THEN
    -- Both parts empty (a cursor past the end): the count on its own.
    EXECUTE p_count USING p_count_params INTO v_n;
  END IF;
  IF v_n > p_exact AND p_explain IS NOT NULL THEN
    EXECUTE p_explain USING p_explain_params INTO v_plan;
    v_estimate := round((v_plan->0->'Plan'->>'Plan Rows')::numeric);
  END IF;
  RETURN QUERY SELECT
    coalesce(array_to_json(v_rows[1:p_limit])::text, '[]'),
    CASE WHEN coalesce(array_length(v_rows, 1), 0) > p_limit THEN (CASE WHEN p_limit > v_head_n THEN 1 ELSE 0 END) END,
    CASE WHEN coalesce(array_length(v_rows, 1), 0) > p_limit THEN v_sorts[p_limit] END,
    CASE WHEN coalesce(array_length(v_rows, 1), 0) > p_limit THEN v_keys[p_limit] END,
    v_n,
    v_estimate;
END $$;
--> statement-breakpoint
-- The whole list request: the identity token's session (revoked or past its end: live is false), the
-- tenancy settings row-level security reads, the caller's membership with the licence row (no role: not a
-- member, and no page is read), then the page. It runs with the caller's rights, so the policies apply.
CREATE OR REPLACE FUNCTION app_list_page(
  p_session uuid, p_now timestamptz, p_org text, p_user uuid,
  p_head text, p_head_params text[],
  p_tail text, p_tail_params text[],
  p_count text, p_count_params text[],
  p_explain text, p_explain_params text[],
  p_limit int, p_exact int
) RETURNS TABLE (live boolean, role text, org jsonb, rows text, next_part int, next_sort text, next_key text,
  counted int, estimate bigint)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_role text;
  v_org jsonb;
BEGIN
  IF p_session IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM sessions s WHERE s.id = p_session AND s.revoked_at IS NULL AND s.expires_at > p_now
  ) THEN
    RETURN QUERY SELECT false, NULL::text, NULL::jsonb, NULL::text, NULL::int, NULL::text, NULL::text, NULL::int, NULL::bigint;
    RETURN;
  END IF;
  PERFORM set_config('app.org_id', coalesce(p_org, ''), true),
          set_config('app.user_id', coalesce(p_user::text, ''), true),
          set_config('app.platform', '', true);
  SELECT m.role, to_jsonb(o) INTO v_role, v_org FROM memberships m JOIN orgs o ON o.id = m.org_id
    WHERE m.org_id = p_org AND m.user_id = p_user;
  IF v_role IS NULL THEN
    RETURN QUERY SELECT true, NULL::text, NULL::jsonb, NULL::text, NULL::int, NULL::text, NULL::text, NULL::int, NULL::bigint;
    RETURN;
  END IF;
  RETURN QUERY SELECT true, v_role, v_org, p.* FROM app_page(p_head, p_head_params, p_tail, p_tail_params,
    p_count, p_count_params, p_explain, p_explain_params, p_limit, p_exact) p;
END $$;
