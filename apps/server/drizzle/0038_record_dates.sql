ALTER TABLE "records" ADD COLUMN "portal_due_on" date;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "statutory_on" date;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "statutory_rule" text;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "target_on" date;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "target_reason" text;--> statement-breakpoint
ALTER TABLE "records" ADD COLUMN "dates_version" integer;--> statement-breakpoint
CREATE INDEX "records_statutory_driving" ON "records" USING btree ("statutory_on") WHERE due_on = statutory_on AND portal_due_on > statutory_on;--> statement-breakpoint
CREATE INDEX "records_dates_pending" ON "records" USING btree ("org_id","type","key") WHERE dates_version IS NULL AND type IN ('gstCase', 'gstDemand', 'gstNotice', 'itDemand', 'itNotice', 'itProceeding');--> statement-breakpoint
-- Until now due_on was the portal's date: it stays so, and the sweeper's backfill adds the
-- statutory date of the mapped types (records_dates_pending) and recomputes due_on from both.
UPDATE "records" SET "portal_due_on" = "due_on" WHERE "due_on" IS NOT NULL;
