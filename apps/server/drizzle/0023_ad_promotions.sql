ALTER TABLE "ad_promotions" DROP CONSTRAINT "ad_promotions_status_ck";--> statement-breakpoint
ALTER TABLE "ad_promotions" ALTER COLUMN "status" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "ad_promotions" ALTER COLUMN "status" SET DEFAULT 'draft';--> statement-breakpoint
-- the old "scheduled" (Amazon accepted it, not started yet) is the machine's "approved"
UPDATE "ad_promotions" SET "status" = 'approved' WHERE "status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "ad_promotions" ADD COLUMN "start_hour" smallint;--> statement-breakpoint
ALTER TABLE "ad_promotions" ADD COLUMN "duration_hours" smallint;--> statement-breakpoint
ALTER TABLE "ad_promotions" ADD COLUMN "once_per_customer" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_promotions" ADD COLUMN "deal_quantity" integer;--> statement-breakpoint
ALTER TABLE "ad_promotions" ADD COLUMN "deal_fee" numeric(20, 4);--> statement-breakpoint
ALTER TABLE "ad_promotions" ADD COLUMN "status_reason" jsonb;--> statement-breakpoint
ALTER TABLE "ad_promotions" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_promotions" ADD CONSTRAINT "ad_promotions_hours_ck" CHECK ("ad_promotions"."start_hour" between 0 and 23 and "ad_promotions"."duration_hours" between 1 and 48);--> statement-breakpoint
ALTER TABLE "ad_promotions" ADD CONSTRAINT "ad_promotions_status_ck" CHECK ("ad_promotions"."status" in ('draft', 'submitted', 'needsAction', 'approved', 'running', 'ended', 'cancelled'));