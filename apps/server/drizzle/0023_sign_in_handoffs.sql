CREATE TABLE "sign_in_handoffs" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"identity_id" uuid NOT NULL,
	"return_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_handoffs" ADD CONSTRAINT "sign_in_handoffs_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;