ALTER TABLE "portal_credentials" ADD COLUMN "refused_secret" text;--> statement-breakpoint
ALTER TABLE "portal_credentials" ADD COLUMN "attempts_left" integer;--> statement-breakpoint
ALTER TABLE "portal_credentials" ADD COLUMN "sign_in_until" timestamp with time zone;--> statement-breakpoint
-- Logins already blocked for a refused password: that password is the refused one.
UPDATE "portal_credentials" SET "refused_secret" = "secret" WHERE "blocked_reason" = 'The portal refused the password';
