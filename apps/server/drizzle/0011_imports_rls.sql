-- Custom SQL migration file, put your code below! --
-- Imports belong to one organisation: the same tenancy rule as records. A pending import holds
-- its rows sealed (they may carry portal passwords); another organisation cannot even see it.
ALTER TABLE imports ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE imports FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY imports_tenant ON imports USING (org_id = app_org()) WITH CHECK (org_id = app_org());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON imports TO taxdesk_app;
