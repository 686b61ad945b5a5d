CREATE TABLE "gstr2b_documents" (
	"org_id" text NOT NULL,
	"gstin" text NOT NULL,
	"period" text NOT NULL,
	"section" text NOT NULL,
	"supplier_gstin" text NOT NULL,
	"doc_type" text NOT NULL,
	"number" text NOT NULL,
	"supplier_name" text,
	"date" text,
	"taxable_value" numeric(15, 2) NOT NULL,
	"igst" numeric(15, 2) NOT NULL,
	"cgst" numeric(15, 2) NOT NULL,
	"sgst" numeric(15, 2) NOT NULL,
	"cess" numeric(15, 2) NOT NULL,
	"itc_available" boolean NOT NULL,
	"reason" text,
	"reverse_charge" boolean NOT NULL,
	"ims_status" text,
	"extra" jsonb NOT NULL,
	CONSTRAINT "gstr2b_documents_org_id_gstin_period_section_supplier_gstin_doc_type_number_pk" PRIMARY KEY("org_id","gstin","period","section","supplier_gstin","doc_type","number")
);
--> statement-breakpoint
CREATE TABLE "gstr2b_periods" (
	"org_id" text NOT NULL,
	"gstin" text NOT NULL,
	"period" text NOT NULL,
	"quarterly" boolean NOT NULL,
	"generated_on" text,
	"file_sha256" text NOT NULL,
	"documents" integer NOT NULL,
	"suppliers" integer NOT NULL,
	"summary" jsonb NOT NULL,
	"file_itc" jsonb NOT NULL,
	"document_itc" jsonb NOT NULL,
	"matches_file" boolean NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" text NOT NULL,
	CONSTRAINT "gstr2b_periods_org_id_gstin_period_pk" PRIMARY KEY("org_id","gstin","period")
);
--> statement-breakpoint
ALTER TABLE "gstr2b_documents" ADD CONSTRAINT "gstr2b_documents_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gstr2b_periods" ADD CONSTRAINT "gstr2b_periods_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A GSTR-2B and its documents belong to one organisation: the same tenancy rule as records.
ALTER TABLE gstr2b_periods ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE gstr2b_periods FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY gstr2b_periods_tenant ON gstr2b_periods USING (org_id = app_org()) WITH CHECK (org_id = app_org());
--> statement-breakpoint
ALTER TABLE gstr2b_documents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE gstr2b_documents FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY gstr2b_documents_tenant ON gstr2b_documents USING (org_id = app_org()) WITH CHECK (org_id = app_org());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON gstr2b_periods, gstr2b_documents TO taxdesk_app;
