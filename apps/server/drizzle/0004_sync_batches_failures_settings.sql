CREATE TABLE "org_settings" (
	"org_id" text NOT NULL,
	"area" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "org_settings_org_id_area_pk" PRIMARY KEY("org_id","area")
);
--> statement-breakpoint
CREATE TABLE "sync_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" text NOT NULL,
	"portal" text NOT NULL,
	"account_type" text NOT NULL,
	"queue" text NOT NULL,
	"trigger" text NOT NULL,
	"modules" jsonb NOT NULL,
	"account_count" integer NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"started_by" text NOT NULL,
	"started_by_user" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"summary" jsonb
);
--> statement-breakpoint
CREATE TABLE "sync_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sync_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" text NOT NULL,
	"portal" text NOT NULL,
	"account_key" text NOT NULL,
	"module" text NOT NULL,
	"ref" text NOT NULL,
	"reason" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_id" uuid,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "org_settings" ADD CONSTRAINT "org_settings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_batches" ADD CONSTRAINT "sync_batches_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_failures" ADD CONSTRAINT "sync_failures_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_batches_org_created" ON "sync_batches" USING btree ("org_id","portal","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_failures_item" ON "sync_failures" USING btree ("org_id","portal","account_key","module","ref");--> statement-breakpoint
CREATE INDEX "sync_failures_open" ON "sync_failures" USING btree ("org_id","portal","resolved_at","last_seen_at");