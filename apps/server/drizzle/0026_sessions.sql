CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"identity_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"address" text,
	"device" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_identity" ON "sessions" USING btree ("identity_id");--> statement-breakpoint
-- Sessions signed in before this migration: one per refresh-token family, without address or device.
INSERT INTO "sessions" ("id", "identity_id", "started_at", "last_used_at", "expires_at", "revoked_at")
SELECT "family", min("identity_id"::text)::uuid, min("created_at"), max("created_at"), max("expires_at"),
       CASE WHEN bool_and("revoked_at" IS NOT NULL) THEN max("revoked_at") END
  FROM "refresh_tokens" GROUP BY "family";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_sessions_id_fk" FOREIGN KEY ("family") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;