-- Custom SQL migration file, put your code below! --
-- One round trip to open a request's transaction: sets the tenancy settings row-level security reads and answers the caller's membership of the organisation with its licence row (no row: not a member).
-- It runs with the caller's rights, so the policies still apply to what it reads.
CREATE OR REPLACE FUNCTION app_enter_org(p_org text, p_user uuid) RETURNS TABLE (role text, org jsonb)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM set_config('app.org_id', coalesce(p_org, ''), true),
          set_config('app.user_id', coalesce(p_user::text, ''), true),
          set_config('app.platform', '', true);
  RETURN QUERY SELECT m.role, to_jsonb(o) FROM memberships m JOIN orgs o ON o.id = m.org_id
    WHERE m.org_id = p_org AND m.user_id = p_user;
END $$;
