CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"created_by" text NOT NULL,
	"created_by_user" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"committed_by" text,
	"committed_at" timestamp with time zone,
	"counts" jsonb NOT NULL,
	"payload" text
);
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_org_kind_created" ON "imports" USING btree ("org_id","kind","created_at");