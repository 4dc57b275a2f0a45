-- (hand-ordered: the balances' unique keys exist before the foreign keys that reference them)
CREATE UNIQUE INDEX "stock_balances_ledger_key_uq" ON "stock_balances" USING btree ("id","org_id","warehouse_id","product_id","inventory_type");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_balances_day_key_uq" ON "stock_balances" USING btree ("id","org_id","warehouse_id");--> statement-breakpoint
ALTER TABLE "stock_batches" DROP CONSTRAINT "stock_batches_org_id_organizations_id_fk";--> statement-breakpoint
ALTER TABLE "stock_batches" DROP CONSTRAINT "stock_batches_warehouse_id_warehouses_id_fk";--> statement-breakpoint
ALTER TABLE "stock_batches" DROP CONSTRAINT "stock_batches_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "stock_batches" DROP CONSTRAINT "stock_batches_balance_id_stock_balances_id_fk";--> statement-breakpoint
ALTER TABLE "stock_movement_days" DROP CONSTRAINT "stock_movement_days_balance_id_stock_balances_id_fk";--> statement-breakpoint
ALTER TABLE "stock_movement_days" DROP CONSTRAINT "stock_movement_days_org_id_organizations_id_fk";--> statement-breakpoint
ALTER TABLE "stock_movement_days" DROP CONSTRAINT "stock_movement_days_warehouse_id_warehouses_id_fk";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_org_id_organizations_id_fk";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_warehouse_id_warehouses_id_fk";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_balance_id_stock_balances_id_fk";--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_balance_fk" FOREIGN KEY ("balance_id","org_id","warehouse_id","product_id","inventory_type") REFERENCES "public"."stock_balances"("id","org_id","warehouse_id","product_id","inventory_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement_days" ADD CONSTRAINT "stock_movement_days_balance_fk" FOREIGN KEY ("balance_id","org_id","warehouse_id") REFERENCES "public"."stock_balances"("id","org_id","warehouse_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_balance_fk" FOREIGN KEY ("balance_id","org_id","warehouse_id","product_id","inventory_type") REFERENCES "public"."stock_balances"("id","org_id","warehouse_id","product_id","inventory_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- every posting updates its balances in place: room left on each page (10 %, ~8 versions of a row) keeps those
-- updates HOT (no new index entries for the new row version: the table has six indexes). Applies to pages
-- written from now on. Not for the day summary: only today's rows are updated, and they sit on its newest pages.
ALTER TABLE "stock_balances" SET (fillfactor = 90);