CREATE TABLE "sign_in_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" text NOT NULL,
	"portal" text NOT NULL,
	"account_key" text NOT NULL,
	"run_id" uuid NOT NULL,
	"batch_id" uuid,
	"kind" text NOT NULL,
	"image" "bytea",
	"mime_type" text,
	"prompt" text,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"answer" text,
	"answered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sign_in_requests" ADD CONSTRAINT "sign_in_requests_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_requests_org_status" ON "sign_in_requests" USING btree ("org_id","status","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_requests_waiting" ON "sign_in_requests" USING btree ("status","expires_at");