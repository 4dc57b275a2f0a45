CREATE TABLE "stock_balances" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"inventory_type" smallint NOT NULL,
	"in_transit" integer DEFAULT 0 NOT NULL,
	"pending_putaway" integer DEFAULT 0 NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"frozen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balances_type_ck" CHECK ("stock_balances"."inventory_type" in (0, 1)),
	CONSTRAINT "stock_balances_buckets_ck" CHECK ("stock_balances"."in_transit" >= 0 and "stock_balances"."pending_putaway" >= 0 and "stock_balances"."on_hand" >= 0 and "stock_balances"."reserved" >= 0 and "stock_balances"."frozen" >= 0),
	CONSTRAINT "stock_balances_available_ck" CHECK ("stock_balances"."on_hand" - "stock_balances"."reserved" - "stock_balances"."frozen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"inventory_type" smallint NOT NULL,
	"balance_id" integer NOT NULL,
	"batch_no" varchar(40) GENERATED ALWAYS AS ('B' || lpad(id::text, 9, '0')) STORED,
	"batch_type" smallint NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"received_qty" integer NOT NULL,
	"remaining_qty" integer NOT NULL,
	"document_no" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_batches_qty_ck" CHECK ("stock_batches"."received_qty" > 0 and "stock_batches"."remaining_qty" >= 0 and "stock_batches"."remaining_qty" <= "stock_batches"."received_qty")
);
--> statement-breakpoint
CREATE TABLE "stock_in_transit" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"inventory_type" smallint DEFAULT 0 NOT NULL,
	"balance_id" integer NOT NULL,
	"transport_source" smallint NOT NULL,
	"order_type" smallint,
	"document_no" varchar(64) NOT NULL,
	"document_line" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"received_qty" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'in_transit' NOT NULL,
	"eta" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_in_transit_qty_ck" CHECK ("stock_in_transit"."quantity" > 0 and "stock_in_transit"."received_qty" >= 0),
	CONSTRAINT "stock_in_transit_status_ck" CHECK ("stock_in_transit"."status" in ('in_transit', 'received', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"inventory_type" smallint NOT NULL,
	"balance_id" integer NOT NULL,
	"operation_type" smallint,
	"bucket" varchar(16) NOT NULL,
	"quantity" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"batch_id" integer,
	"order_type" smallint,
	"business_type" smallint,
	"document_no" varchar(64) NOT NULL,
	"document_line" integer,
	"reserve_source" smallint,
	"transport_source" smallint,
	"reason" varchar(500),
	"user_id" integer,
	"request_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_bucket_ck" CHECK ("stock_movements"."bucket" in ('inTransit', 'pendingPutaway', 'onHand', 'reserved', 'frozen')),
	CONSTRAINT "stock_movements_qty_ck" CHECK ("stock_movements"."quantity" <> 0 and "stock_movements"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"inventory_type" smallint NOT NULL,
	"balance_id" integer NOT NULL,
	"reserve_source" smallint NOT NULL,
	"order_type" smallint,
	"document_no" varchar(64) NOT NULL,
	"document_line" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"status" varchar(16) DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_qty_ck" CHECK ("stock_reservations"."quantity" > 0),
	CONSTRAINT "stock_reservations_status_ck" CHECK ("stock_reservations"."status" in ('reserved', 'released', 'consumed'))
);
--> statement-breakpoint
CREATE TABLE "stock_snapshot_runs" (
	"warehouse_id" integer NOT NULL,
	"snapshot_date" date NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"balances" integer NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_snapshot_runs_warehouse_id_snapshot_date_pk" PRIMARY KEY("warehouse_id","snapshot_date")
);
--> statement-breakpoint
CREATE TABLE "stock_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"snapshot_date" date NOT NULL,
	"org_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"inventory_type" smallint NOT NULL,
	"snapshot_type" varchar(8) NOT NULL,
	"in_transit" integer DEFAULT 0 NOT NULL,
	"pending_putaway" integer DEFAULT 0 NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"frozen" integer DEFAULT 0 NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"age_0_30" integer DEFAULT 0 NOT NULL,
	"age_31_60" integer DEFAULT 0 NOT NULL,
	"age_61_90" integer DEFAULT 0 NOT NULL,
	"age_91_180" integer DEFAULT 0 NOT NULL,
	"age_181_365" integer DEFAULT 0 NOT NULL,
	"age_over_365" integer DEFAULT 0 NOT NULL,
	"volume_m3" numeric(18, 6) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_snapshots_type_ck" CHECK ("stock_snapshots"."snapshot_type" in ('CAN_SALE', 'NO_SALE'))
);
--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_balance_id_stock_balances_id_fk" FOREIGN KEY ("balance_id") REFERENCES "public"."stock_balances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_in_transit" ADD CONSTRAINT "stock_in_transit_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_in_transit" ADD CONSTRAINT "stock_in_transit_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_in_transit" ADD CONSTRAINT "stock_in_transit_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_in_transit" ADD CONSTRAINT "stock_in_transit_balance_id_stock_balances_id_fk" FOREIGN KEY ("balance_id") REFERENCES "public"."stock_balances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_balance_id_stock_balances_id_fk" FOREIGN KEY ("balance_id") REFERENCES "public"."stock_balances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_batch_id_stock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_balance_id_stock_balances_id_fk" FOREIGN KEY ("balance_id") REFERENCES "public"."stock_balances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_snapshot_runs" ADD CONSTRAINT "stock_snapshot_runs_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_snapshots" ADD CONSTRAINT "stock_snapshots_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_snapshots" ADD CONSTRAINT "stock_snapshots_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_snapshots" ADD CONSTRAINT "stock_snapshots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_balances_key_uq" ON "stock_balances" USING btree ("org_id","warehouse_id","product_id","inventory_type");--> statement-breakpoint
CREATE INDEX "stock_balances_warehouse_idx" ON "stock_balances" USING btree ("warehouse_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_balances_product_idx" ON "stock_balances" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_batches_no_idx" ON "stock_batches" USING btree ("batch_no");--> statement-breakpoint
CREATE INDEX "stock_batches_fifo_idx" ON "stock_batches" USING btree ("balance_id","received_at","id") WHERE "stock_batches"."remaining_qty" > 0;--> statement-breakpoint
CREATE INDEX "stock_batches_org_idx" ON "stock_batches" USING btree ("org_id","warehouse_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_in_transit_open_uq" ON "stock_in_transit" USING btree ("org_id","transport_source","document_no","document_line","product_id") WHERE "stock_in_transit"."status" = 'in_transit';--> statement-breakpoint
CREATE INDEX "stock_in_transit_org_idx" ON "stock_in_transit" USING btree ("org_id","warehouse_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_movements_balance_idx" ON "stock_movements" USING btree ("balance_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_org_time_idx" ON "stock_movements" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_document_idx" ON "stock_movements" USING btree ("org_id","document_no");--> statement-breakpoint
CREATE INDEX "stock_movements_batch_idx" ON "stock_movements" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_reservations_open_uq" ON "stock_reservations" USING btree ("org_id","reserve_source","document_no","document_line","product_id") WHERE "stock_reservations"."status" = 'reserved';--> statement-breakpoint
CREATE INDEX "stock_reservations_org_idx" ON "stock_reservations" USING btree ("org_id","warehouse_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_snapshots_day_uq" ON "stock_snapshots" USING btree ("snapshot_date","org_id","warehouse_id","product_id","inventory_type");--> statement-breakpoint
CREATE INDEX "stock_snapshots_org_day_idx" ON "stock_snapshots" USING btree ("org_id","snapshot_date");--> statement-breakpoint
CREATE INDEX "stock_snapshots_warehouse_day_idx" ON "stock_snapshots" USING btree ("warehouse_id","snapshot_date");--> statement-breakpoint
-- Stock movements are a ledger: append-only, corrections are new rows (ARCHITECTURE §2), as the audit log.
CREATE OR REPLACE FUNCTION stock_movements_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'stock_movements is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER stock_movements_no_update BEFORE UPDATE OR DELETE ON stock_movements FOR EACH ROW EXECUTE FUNCTION stock_movements_append_only();
