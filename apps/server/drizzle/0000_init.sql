CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" text,
	"user_id" uuid,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"title" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" text NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"doc_id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"password_hash" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"org_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_org_id_user_id_pk" PRIMARY KEY("org_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "oidc_states" (
	"state" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"return_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orgs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"lic_expiry" integer,
	"lic_expiry_it" integer,
	"lic_expiry_gst" integer,
	"lic_expiry_pre_gst" integer,
	"lic_expiry_gst_party" integer,
	"lic_expiry_tds" integer,
	"lic_expiry_state" integer,
	"lic_expiry_tan_party" integer,
	"lic_expiry_pan_party" integer,
	"lic_expiry_msme_party" integer,
	"lic_ice_gate_counter" integer,
	"is_it_active" boolean DEFAULT false NOT NULL,
	"is_gst_active" boolean DEFAULT false NOT NULL,
	"is_pre_gst_active" boolean DEFAULT false NOT NULL,
	"is_gst_party_active" boolean DEFAULT false NOT NULL,
	"is_tds_active" boolean DEFAULT false NOT NULL,
	"is_state_active" boolean DEFAULT false NOT NULL,
	"is_tan_party_active" boolean DEFAULT false NOT NULL,
	"is_pan_party_active" boolean DEFAULT false NOT NULL,
	"is_msme_party_active" boolean DEFAULT false NOT NULL,
	"is_ice_gate_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_credentials" (
	"org_id" text NOT NULL,
	"portal" text NOT NULL,
	"login_id" text NOT NULL,
	"secret" text NOT NULL,
	"blocked_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_credentials_org_id_portal_login_id_pk" PRIMARY KEY("org_id","portal","login_id")
);
--> statement-breakpoint
CREATE TABLE "record_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" text NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"changes" jsonb,
	"actor" text,
	"run_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "records" (
	"org_id" text NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"account_key" text,
	"status" text,
	"issued_on" timestamp with time zone,
	"due_on" date,
	"amount" numeric(18, 2),
	"year" text,
	"section" text,
	"title" text,
	"source" text DEFAULT 'portal' NOT NULL,
	"data" jsonb NOT NULL,
	"raw" jsonb,
	"hash" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "records_org_id_type_key_pk" PRIMARY KEY("org_id","type","key")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_id" uuid NOT NULL,
	"family" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"spent_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"is_platform_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identities" ADD CONSTRAINT "identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_credentials" ADD CONSTRAINT "portal_credentials_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_events" ADD CONSTRAINT "record_events_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_org_at" ON "analytics_events" USING btree ("org_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_record_doc" ON "documents" USING btree ("org_id","type","key","doc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identities_provider_subject" ON "identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "login_attempts_email_at" ON "login_attempts" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_at" ON "login_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "memberships_user" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "record_events_record" ON "record_events" USING btree ("org_id","type","key","at");--> statement-breakpoint
CREATE INDEX "record_events_org_at" ON "record_events" USING btree ("org_id","at");--> statement-breakpoint
CREATE INDEX "records_issued" ON "records" USING btree ("org_id","type","issued_on","key");--> statement-breakpoint
CREATE INDEX "records_due" ON "records" USING btree ("org_id","type","due_on","key");--> statement-breakpoint
CREATE INDEX "records_account" ON "records" USING btree ("org_id","type","account_key","key");--> statement-breakpoint
CREATE INDEX "records_status" ON "records" USING btree ("org_id","type","status","key");--> statement-breakpoint
CREATE INDEX "records_year" ON "records" USING btree ("org_id","type","year","key");--> statement-breakpoint
CREATE INDEX "records_section" ON "records" USING btree ("org_id","type","section","key");--> statement-breakpoint
CREATE INDEX "records_amount" ON "records" USING btree ("org_id","type","amount","key");--> statement-breakpoint
CREATE INDEX "records_data" ON "records" USING gin ("data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family");