CREATE TABLE "b2c_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"line" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"declared_value" numeric(20, 4) NOT NULL,
	"currency" varchar(3) NOT NULL,
	CONSTRAINT "b2c_order_lines_qty_ck" CHECK ("b2c_order_lines"."quantity" > 0 and "b2c_order_lines"."declared_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "b2c_order_sequences" (
	"day" text NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "b2c_order_sequences_day_pk" PRIMARY KEY("day")
);
--> statement-breakpoint
CREATE TABLE "b2c_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"reference_no" varchar(60) NOT NULL,
	"warehouse_id" integer NOT NULL,
	"carrier_service_id" integer NOT NULL,
	"store_account_id" integer,
	"recipient_name" varchar(100) NOT NULL,
	"recipient_company" varchar(100),
	"recipient_phone" varchar(40),
	"recipient_email" varchar(120),
	"country" varchar(2) NOT NULL,
	"state" varchar(60),
	"city" varchar(80) NOT NULL,
	"postcode" varchar(20) NOT NULL,
	"address1" varchar(200) NOT NULL,
	"address2" varchar(200),
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"tracking_no" varchar(60),
	"label_file_key" varchar(200),
	"weight" numeric(14, 3),
	"weight_unit" varchar(8),
	"length" numeric(14, 3),
	"width" numeric(14, 3),
	"height" numeric(14, 3),
	"length_unit" varchar(8),
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "b2c_orders_status_ck" CHECK ("b2c_orders"."status" in ('draft', 'submitted', 'picked', 'packed', 'shipped', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "b2c_order_lines" ADD CONSTRAINT "b2c_order_lines_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2c_order_lines" ADD CONSTRAINT "b2c_order_lines_order_id_b2c_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."b2c_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2c_order_lines" ADD CONSTRAINT "b2c_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2c_orders" ADD CONSTRAINT "b2c_orders_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2c_orders" ADD CONSTRAINT "b2c_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2c_orders" ADD CONSTRAINT "b2c_orders_carrier_service_id_carrier_services_id_fk" FOREIGN KEY ("carrier_service_id") REFERENCES "public"."carrier_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b2c_orders" ADD CONSTRAINT "b2c_orders_store_account_id_store_accounts_id_fk" FOREIGN KEY ("store_account_id") REFERENCES "public"."store_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "b2c_order_lines_line_uq" ON "b2c_order_lines" USING btree ("order_id","line");--> statement-breakpoint
CREATE UNIQUE INDEX "b2c_order_lines_product_uq" ON "b2c_order_lines" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE INDEX "b2c_order_lines_product_idx" ON "b2c_order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "b2c_orders_no_uq" ON "b2c_orders" USING btree ("org_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "b2c_orders_reference_uq" ON "b2c_orders" USING btree ("org_id","reference_no") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "b2c_orders_status_idx" ON "b2c_orders" USING btree ("warehouse_id","status");--> statement-breakpoint
CREATE INDEX "b2c_orders_created_idx" ON "b2c_orders" USING btree ("created_at");