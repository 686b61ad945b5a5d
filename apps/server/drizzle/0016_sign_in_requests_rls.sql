-- Custom SQL migration file, put your code below! --
-- A waiting sign-in belongs to one organisation (its image, its half-done portal session): the same tenancy rule as records.
ALTER TABLE sign_in_requests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sign_in_requests FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY sign_in_requests_tenant ON sign_in_requests USING (org_id = app_org()) WITH CHECK (org_id = app_org());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON sign_in_requests TO taxdesk_app;
