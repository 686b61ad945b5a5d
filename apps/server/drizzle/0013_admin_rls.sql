-- Custom SQL migration file, put your code below! --
-- The operator's tables: the audit log and population runs only with app.platform on (set after the caller was checked to be a platform admin).
ALTER TABLE admin_audit_log ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY admin_audit_log_platform ON admin_audit_log USING (app_platform()) WITH CHECK (app_platform());
--> statement-breakpoint
ALTER TABLE population_runs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY population_runs_platform ON population_runs USING (app_platform()) WITH CHECK (app_platform());
--> statement-breakpoint
ALTER TABLE population_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY population_items_platform ON population_items USING (app_platform()) WITH CHECK (app_platform());
--> statement-breakpoint
-- Referral codes are read by Signup (any new user may name one); only the operator changes them.
ALTER TABLE referral_codes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY referral_codes_read ON referral_codes FOR SELECT USING (true);
--> statement-breakpoint
CREATE POLICY referral_codes_insert ON referral_codes FOR INSERT WITH CHECK (app_platform());
--> statement-breakpoint
CREATE POLICY referral_codes_update ON referral_codes FOR UPDATE USING (app_platform()) WITH CHECK (app_platform());
--> statement-breakpoint
CREATE POLICY referral_codes_delete ON referral_codes FOR DELETE USING (app_platform());
--> statement-breakpoint
-- A referral is written by Signup and read by the operator only.
ALTER TABLE referrals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY referrals_insert ON referrals FOR INSERT WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY referrals_read ON referrals FOR SELECT USING (app_platform());
--> statement-breakpoint
CREATE POLICY referrals_update ON referrals FOR UPDATE USING (app_platform()) WITH CHECK (app_platform());
--> statement-breakpoint
CREATE POLICY referrals_delete ON referrals FOR DELETE USING (app_platform());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON admin_audit_log, referral_codes, referrals, gstin_master, tan_master, population_runs, population_items TO taxdesk_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO taxdesk_app;
