CREATE TABLE "purchase_register_invoices" (
	"org_id" text NOT NULL,
	"gstin" text NOT NULL,
	"period" text NOT NULL,
	"row_no" integer NOT NULL,
	"supplier_gstin" text NOT NULL,
	"supplier_name" text,
	"invoice_number" text NOT NULL,
	"invoice_date" date,
	"taxable_value" numeric(15, 2) NOT NULL,
	"igst" numeric(15, 2) NOT NULL,
	"cgst" numeric(15, 2) NOT NULL,
	"sgst" numeric(15, 2) NOT NULL,
	"cess" numeric(15, 2) NOT NULL,
	CONSTRAINT "purchase_register_invoices_org_id_gstin_period_row_no_pk" PRIMARY KEY("org_id","gstin","period","row_no")
);
--> statement-breakpoint
CREATE TABLE "purchase_register_marks" (
	"org_id" text NOT NULL,
	"gstin" text NOT NULL,
	"period" text NOT NULL,
	"supplier_gstin" text NOT NULL,
	"number_key" text NOT NULL,
	"mark" text NOT NULL,
	"marked_by" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_register_marks_org_id_gstin_period_supplier_gstin_number_key_pk" PRIMARY KEY("org_id","gstin","period","supplier_gstin","number_key")
);
--> statement-breakpoint
CREATE TABLE "purchase_registers" (
	"org_id" text NOT NULL,
	"gstin" text NOT NULL,
	"period" text NOT NULL,
	"file_name" text NOT NULL,
	"invoices" integer NOT NULL,
	"imported_by" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_registers_org_id_gstin_period_pk" PRIMARY KEY("org_id","gstin","period")
);
--> statement-breakpoint
ALTER TABLE "purchase_register_invoices" ADD CONSTRAINT "purchase_register_invoices_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_register_marks" ADD CONSTRAINT "purchase_register_marks_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_registers" ADD CONSTRAINT "purchase_registers_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE purchase_registers ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE purchase_registers FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY purchase_registers_tenant ON purchase_registers USING (org_id = app_org()) WITH CHECK (org_id = app_org());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON purchase_registers TO taxdesk_app;--> statement-breakpoint
ALTER TABLE purchase_register_invoices ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE purchase_register_invoices FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY purchase_register_invoices_tenant ON purchase_register_invoices USING (org_id = app_org()) WITH CHECK (org_id = app_org());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON purchase_register_invoices TO taxdesk_app;--> statement-breakpoint
ALTER TABLE purchase_register_marks ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE purchase_register_marks FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY purchase_register_marks_tenant ON purchase_register_marks USING (org_id = app_org()) WITH CHECK (org_id = app_org());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON purchase_register_marks TO taxdesk_app;
