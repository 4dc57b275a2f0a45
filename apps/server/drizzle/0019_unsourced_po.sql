CREATE TABLE "inbound_plan_po_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"po_line_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "inbound_plan_po_lines_qty_ck" CHECK ("inbound_plan_po_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"po_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" integer NOT NULL,
	"ordered_qty" integer NOT NULL,
	"planned_qty" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_lines_qty_ck" CHECK ("purchase_order_lines"."ordered_qty" > 0 and "purchase_order_lines"."planned_qty" >= 0 and "purchase_order_lines"."planned_qty" <= "purchase_order_lines"."ordered_qty")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"po_no" varchar(40) NOT NULL,
	"supplier_name" varchar(120) NOT NULL,
	"ordered_on" date,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unsourced_receipt_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"code" varchar(64) NOT NULL,
	"good" integer DEFAULT 0 NOT NULL,
	"damaged" integer DEFAULT 0 NOT NULL,
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unsourced_receipt_lines_qty_ck" CHECK ("unsourced_receipt_lines"."good" >= 0 and "unsourced_receipt_lines"."damaged" >= 0 and "unsourced_receipt_lines"."good" + "unsourced_receipt_lines"."damaged" > 0)
);
--> statement-breakpoint
CREATE TABLE "unsourced_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"receipt_no" varchar(40) NOT NULL,
	"warehouse_id" integer NOT NULL,
	"carrier" varchar(60),
	"tracking_no" varchar(64) NOT NULL,
	"status" varchar(16) DEFAULT 'received' NOT NULL,
	"claim_org_id" integer,
	"remark" varchar(500),
	"reason" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_requested_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"disposed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbound_plan_po_lines" ADD CONSTRAINT "inbound_plan_po_lines_plan_id_inbound_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."inbound_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_plan_po_lines" ADD CONSTRAINT "inbound_plan_po_lines_po_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("po_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_plan_po_lines" ADD CONSTRAINT "inbound_plan_po_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_po_id_purchase_orders_id_fk" FOREIGN KEY ("po_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsourced_receipt_lines" ADD CONSTRAINT "unsourced_receipt_lines_receipt_id_unsourced_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."unsourced_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsourced_receipt_lines" ADD CONSTRAINT "unsourced_receipt_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsourced_receipts" ADD CONSTRAINT "unsourced_receipts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsourced_receipts" ADD CONSTRAINT "unsourced_receipts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsourced_receipts" ADD CONSTRAINT "unsourced_receipts_claim_org_id_organizations_id_fk" FOREIGN KEY ("claim_org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsourced_receipts" ADD CONSTRAINT "unsourced_receipts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_plan_po_lines_uq" ON "inbound_plan_po_lines" USING btree ("plan_id","po_line_id");--> statement-breakpoint
CREATE INDEX "inbound_plan_po_lines_po_idx" ON "inbound_plan_po_lines" USING btree ("po_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_no_uq" ON "purchase_order_lines" USING btree ("po_id","line_no");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_product_idx" ON "purchase_order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_no_uq" ON "purchase_orders" USING btree ("org_id","po_no");--> statement-breakpoint
CREATE UNIQUE INDEX "unsourced_receipt_lines_no_uq" ON "unsourced_receipt_lines" USING btree ("receipt_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "unsourced_receipts_no_uq" ON "unsourced_receipts" USING btree ("receipt_no");--> statement-breakpoint
CREATE INDEX "unsourced_receipts_warehouse_idx" ON "unsourced_receipts" USING btree ("warehouse_id","status");--> statement-breakpoint
CREATE INDEX "unsourced_receipts_tracking_idx" ON "unsourced_receipts" USING btree ("tracking_no");--> statement-breakpoint
CREATE INDEX "unsourced_receipts_claim_idx" ON "unsourced_receipts" USING btree ("claim_org_id");