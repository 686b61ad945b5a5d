-- Custom SQL migration file, put your code below! --
-- Invitations, member-import settings and API keys belong to one organisation: the same tenancy rule as records.
ALTER TABLE invitations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY invitations_tenant ON invitations USING (org_id = app_org()) WITH CHECK (org_id = app_org());
--> statement-breakpoint
ALTER TABLE user_import_configs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY user_import_configs_tenant ON user_import_configs USING (org_id = app_org()) WITH CHECK (org_id = app_org());
--> statement-breakpoint
ALTER TABLE api_keys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY api_keys_tenant ON api_keys USING (org_id = app_org()) WITH CHECK (org_id = app_org());
--> statement-breakpoint
-- The email log: an organisation sees its own emails, the operator (app.platform) every email; platform emails have no organisation.
ALTER TABLE email_log ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY email_log_tenant ON email_log USING (org_id = app_org() OR app_platform()) WITH CHECK (org_id IS NULL OR org_id = app_org() OR app_platform());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON invitations, user_import_configs, api_keys, email_log TO taxdesk_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO taxdesk_app;
