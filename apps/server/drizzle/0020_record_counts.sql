CREATE TABLE "record_arrivals" (
	"org_id" text NOT NULL,
	"type" text NOT NULL,
	"seen_on" date NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_counts" (
	"org_id" text NOT NULL,
	"type" text NOT NULL,
	"section" text,
	"year" text,
	"due_on" date,
	"closed" boolean NOT NULL,
	"work_status" text,
	"branch" text,
	"grp" text,
	"n" integer NOT NULL,
	"amount" numeric(20, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_arrivals" ADD CONSTRAINT "record_arrivals_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_counts" ADD CONSTRAINT "record_counts_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_arrivals_org_type" ON "record_arrivals" USING btree ("org_id","type","seen_on");--> statement-breakpoint
CREATE INDEX "record_counts_org_type" ON "record_counts" USING btree ("org_id","type");--> statement-breakpoint
CREATE INDEX "records_first_seen" ON "records" USING btree ("org_id","type","first_seen_at");