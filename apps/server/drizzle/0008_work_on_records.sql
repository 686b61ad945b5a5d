CREATE TABLE "download_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"selection" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_settings" (
	"org_id" text PRIMARY KEY NOT NULL,
	"review_new_notices" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "work_status" text;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "overrides" jsonb;--> statement-breakpoint
ALTER TABLE "download_tickets" ADD CONSTRAINT "download_tickets_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_settings" ADD CONSTRAINT "workflow_settings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_tickets_org_expires" ON "download_tickets" USING btree ("org_id","expires_at");--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "records_work_status" ON "records" USING btree ("org_id","type","work_status","key");--> statement-breakpoint
CREATE INDEX "records_assignee" ON "records" USING btree ("org_id","type","assignee_id","key");--> statement-breakpoint
CREATE INDEX "records_review" ON "records" USING btree ("org_id","type","review_state","key") WHERE review_state IS NOT NULL;