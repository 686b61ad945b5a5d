-- Custom SQL migration file, put your code below! --
-- Work settings and download tickets belong to one organisation: the same tenancy rule as records.
ALTER TABLE workflow_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE workflow_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY workflow_settings_tenant ON workflow_settings USING (org_id = app_org()) WITH CHECK (org_id = app_org());
--> statement-breakpoint
ALTER TABLE download_tickets ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE download_tickets FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY download_tickets_tenant ON download_tickets USING (org_id = app_org()) WITH CHECK (org_id = app_org());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON workflow_settings, download_tickets TO taxdesk_app;
--> statement-breakpoint
-- Records of the types that are worked on start open (new ones get it from upsertRecords).
UPDATE records SET work_status = 'open' WHERE type IN ('itNotice', 'itProceeding') AND work_status IS NULL;
