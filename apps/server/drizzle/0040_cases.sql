CREATE TABLE "case_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" text NOT NULL,
	"case_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb,
	"actor" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_records" (
	"org_id" text NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"case_id" uuid,
	"linked_by" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_records_org_id_type_key_pk" PRIMARY KEY("org_id","type","key")
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" text NOT NULL,
	"area" text NOT NULL,
	"title" text NOT NULL,
	"account_key" text,
	"auto_key" text,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_id" uuid,
	"merged_into" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_records" ADD CONSTRAINT "case_records_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_records" ADD CONSTRAINT "case_records_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_events_case" ON "case_events" USING btree ("org_id","case_id","at");--> statement-breakpoint
CREATE INDEX "case_records_case" ON "case_records" USING btree ("org_id","case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cases_auto_key" ON "cases" USING btree ("org_id","auto_key") WHERE auto_key IS NOT NULL;--> statement-breakpoint
CREATE INDEX "cases_org_status" ON "cases" USING btree ("org_id","status","updated_at");
--> statement-breakpoint
-- Cases belong to one organisation: the same tenancy rule as records.
ALTER TABLE cases ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE cases FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY cases_tenant ON cases USING (org_id = app_org()) WITH CHECK (org_id = app_org());
--> statement-breakpoint
ALTER TABLE case_records ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE case_records FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY case_records_tenant ON case_records USING (org_id = app_org()) WITH CHECK (org_id = app_org());
--> statement-breakpoint
ALTER TABLE case_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE case_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY case_events_tenant ON case_events USING (org_id = app_org()) WITH CHECK (org_id = app_org());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON cases, case_records TO taxdesk_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON case_events TO taxdesk_app;
