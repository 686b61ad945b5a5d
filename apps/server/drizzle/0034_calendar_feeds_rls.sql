-- Custom SQL migration file, put your code below! --
-- A calendar feed belongs to one organisation: the same tenancy rule as records.
ALTER TABLE calendar_feeds ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY calendar_feeds_tenant ON calendar_feeds USING (org_id = app_org()) WITH CHECK (org_id = app_org());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON calendar_feeds TO taxdesk_app;
