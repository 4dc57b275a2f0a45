DROP INDEX "ad_rule_actions_run_idx";--> statement-breakpoint
ALTER TABLE "ad_rule_runs" ADD COLUMN "entities" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "ad_rule_actions_run_idx" ON "ad_rule_actions" USING btree ("run_id","id");