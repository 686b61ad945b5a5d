-- Tenancy: every organisation-scoped table is visible only for the organisation set in the transaction (app.org_id).
-- The app connects as taxdesk_app (created before migrations run): no BYPASSRLS, not the owner, and FORCE applies RLS to the owner too.
CREATE OR REPLACE FUNCTION app_org() RETURNS text LANGUAGE sql STABLE AS $$ SELECT nullif(current_setting('app.org_id', true), '') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_user() RETURNS uuid LANGUAGE sql STABLE AS $$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_platform() RETURNS boolean LANGUAGE sql STABLE AS $$ SELECT coalesce(current_setting('app.platform', true), '') = 'on' $$;
--> statement-breakpoint
ALTER TABLE records ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE records FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY records_tenant ON records USING (org_id = app_org()) WITH CHECK (org_id = app_org());
--> statement-breakpoint
ALTER TABLE record_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE record_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY record_events_tenant ON record_events USING (org_id = app_org()) WITH CHECK (org_id = app_org());
--> statement-breakpoint
ALTER TABLE documents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE documents FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY documents_tenant ON documents USING (org_id = app_org()) WITH CHECK (org_id = app_org());
--> statement-breakpoint
ALTER TABLE portal_credentials ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE portal_credentials FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY portal_credentials_tenant ON portal_credentials USING (org_id = app_org()) WITH CHECK (org_id = app_org());
--> statement-breakpoint
ALTER TABLE analytics_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE analytics_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY analytics_events_tenant ON analytics_events USING (org_id = app_org() OR app_platform()) WITH CHECK (org_id IS NULL OR org_id = app_org());
--> statement-breakpoint
ALTER TABLE memberships ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE memberships FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY memberships_tenant ON memberships USING (org_id = app_org() OR user_id = app_user() OR app_platform()) WITH CHECK (org_id = app_org() OR app_platform());
--> statement-breakpoint
ALTER TABLE orgs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE orgs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY orgs_read ON orgs FOR SELECT USING (id = app_org() OR app_platform() OR id IN (SELECT org_id FROM memberships WHERE user_id = app_user()));
--> statement-breakpoint
CREATE POLICY orgs_create ON orgs FOR INSERT WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY orgs_update ON orgs FOR UPDATE USING (id = app_org() OR app_platform());
--> statement-breakpoint
CREATE POLICY orgs_delete ON orgs FOR DELETE USING (id = app_org() OR app_platform());
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO taxdesk_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO taxdesk_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO taxdesk_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO taxdesk_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO taxdesk_app;
