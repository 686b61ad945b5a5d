CREATE TABLE "account_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"identity_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identities" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oidc_states" ADD COLUMN "binding_hash" text;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_identity" ON "account_tokens" USING btree ("identity_id","purpose");--> statement-breakpoint
-- Accounts from before addresses were confirmed: those whose owner opened an invitation sent to the
-- address, and platform admins (made by an operator), count as confirmed; everyone else confirms
-- through the link the Users screen or the next reset sends.
UPDATE "identities" i SET "email_verified_at" = now()
 WHERE i."email_verified_at" IS NULL AND i."user_id" IS NOT NULL AND (
   EXISTS (SELECT 1 FROM "invitations" v WHERE v."accepted_by" = i."user_id" AND v."email" = i."email")
   OR EXISTS (SELECT 1 FROM "users" u WHERE u."id" = i."user_id" AND u."is_platform_admin" AND u."email" = i."email"));
