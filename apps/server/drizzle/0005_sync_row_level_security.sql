-- Custom SQL migration file, put your code below! --
-- Sync batches, failed items and organisation settings are organisation-scoped: the same tenancy rule as records.
ALTER TABLE sync_batches ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY sync_batches_tenant ON sync_batches USING (org_id = app_org()) WITH CHECK (org_id = app_org());
--> statement-breakpoint
ALTER TABLE sync_failures ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY sync_failures_tenant ON sync_failures USING (org_id = app_org()) WITH CHECK (org_id = app_org());
--> statement-breakpoint
ALTER TABLE org_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY org_settings_tenant ON org_settings USING (org_id = app_org()) WITH CHECK (org_id = app_org());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON sync_batches, sync_failures, org_settings TO taxdesk_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO taxdesk_app;
