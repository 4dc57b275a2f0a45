CREATE TABLE "stock_batch_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"snapshot_date" date NOT NULL,
	"batch_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"inventory_type" smallint NOT NULL,
	"batch_type" smallint NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"remaining_qty" integer NOT NULL,
	"age_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_batch_snapshots_qty_ck" CHECK ("stock_batch_snapshots"."remaining_qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "stock_snapshot_runs" ADD COLUMN "batches" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_snapshot_runs" ADD COLUMN "started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_snapshot_runs" ADD COLUMN "duration_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_batch_snapshots" ADD CONSTRAINT "stock_batch_snapshots_batch_id_stock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batch_snapshots" ADD CONSTRAINT "stock_batch_snapshots_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batch_snapshots" ADD CONSTRAINT "stock_batch_snapshots_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batch_snapshots" ADD CONSTRAINT "stock_batch_snapshots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_batch_snapshots_day_uq" ON "stock_batch_snapshots" USING btree ("snapshot_date","batch_id");--> statement-breakpoint
CREATE INDEX "stock_batch_snapshots_org_day_idx" ON "stock_batch_snapshots" USING btree ("org_id","snapshot_date");--> statement-breakpoint
CREATE INDEX "stock_batch_snapshots_warehouse_day_idx" ON "stock_batch_snapshots" USING btree ("warehouse_id","snapshot_date");