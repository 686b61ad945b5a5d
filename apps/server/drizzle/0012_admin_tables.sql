CREATE TABLE "admin_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"org_id" text,
	"target" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "gstin_master" (
	"gstin" text PRIMARY KEY NOT NULL,
	"legal_name" text,
	"trade_name" text,
	"status" text,
	"state_code" text NOT NULL,
	"data" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "population_items" (
	"run_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"input" text NOT NULL,
	"identifier" text,
	"outcome" text NOT NULL,
	"warning" text,
	"message" text,
	"name" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "population_items_run_id_position_pk" PRIMARY KEY("run_id","position")
);
--> statement-breakpoint
CREATE TABLE "population_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"total" integer NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"owner_org_id" text,
	"owner_name" text NOT NULL,
	"note" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referrals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"referred_org_id" text NOT NULL,
	"referred_org_name" text NOT NULL,
	"referred_user_id" uuid,
	"referred_email" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_referred_org_id_unique" UNIQUE("referred_org_id")
);
--> statement-breakpoint
CREATE TABLE "tan_master" (
	"tan" text PRIMARY KEY NOT NULL,
	"name" text,
	"category" text,
	"status" text,
	"data" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "population_items" ADD CONSTRAINT "population_items_run_id_population_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."population_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_owner_org_id_orgs_id_fk" FOREIGN KEY ("owner_org_id") REFERENCES "public"."orgs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_code_referral_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."referral_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_at" ON "admin_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_org_at" ON "admin_audit_log" USING btree ("org_id","at");--> statement-breakpoint
CREATE INDEX "gstin_master_fetched" ON "gstin_master" USING btree ("fetched_at");--> statement-breakpoint
CREATE INDEX "population_items_run_outcome" ON "population_items" USING btree ("run_id","outcome","position");--> statement-breakpoint
CREATE INDEX "population_runs_kind_created" ON "population_runs" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "referrals_code_at" ON "referrals" USING btree ("code","at");--> statement-breakpoint
CREATE INDEX "tan_master_fetched" ON "tan_master" USING btree ("fetched_at");