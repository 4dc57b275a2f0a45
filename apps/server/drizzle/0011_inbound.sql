CREATE TABLE "inbound_carton_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"carton_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "inbound_carton_items_qty_ck" CHECK ("inbound_carton_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "inbound_cartons" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"carton_no" varchar(40) NOT NULL,
	"length" numeric(14, 3) NOT NULL,
	"width" numeric(14, 3) NOT NULL,
	"height" numeric(14, 3) NOT NULL,
	"length_unit" varchar(8) NOT NULL,
	"weight" numeric(14, 3) NOT NULL,
	"weight_unit" varchar(8) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_plan_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" integer NOT NULL,
	"expected_qty" integer NOT NULL,
	"received_good" integer DEFAULT 0 NOT NULL,
	"received_damaged" integer DEFAULT 0 NOT NULL,
	"putaway_qty" integer DEFAULT 0 NOT NULL,
	"on_shelf_status" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_plan_lines_qty_ck" CHECK ("inbound_plan_lines"."expected_qty" > 0 and "inbound_plan_lines"."received_good" >= 0 and "inbound_plan_lines"."received_damaged" >= 0 and "inbound_plan_lines"."putaway_qty" >= 0 and "inbound_plan_lines"."putaway_qty" <= "inbound_plan_lines"."received_good" + "inbound_plan_lines"."received_damaged")
);
--> statement-breakpoint
CREATE TABLE "inbound_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"plan_no" varchar(40) NOT NULL,
	"warehouse_id" integer NOT NULL,
	"transit_type" smallint NOT NULL,
	"transport_mode" varchar(16) NOT NULL,
	"eta" date,
	"tracking_no" varchar(64),
	"container_no" varchar(64),
	"remark" varchar(500),
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"submitted_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"receiving_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_plans_transit_ck" CHECK ("inbound_plans"."transit_type" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "inbound_carton_items" ADD CONSTRAINT "inbound_carton_items_carton_id_inbound_cartons_id_fk" FOREIGN KEY ("carton_id") REFERENCES "public"."inbound_cartons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_carton_items" ADD CONSTRAINT "inbound_carton_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_cartons" ADD CONSTRAINT "inbound_cartons_plan_id_inbound_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."inbound_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_plan_lines" ADD CONSTRAINT "inbound_plan_lines_plan_id_inbound_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."inbound_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_plan_lines" ADD CONSTRAINT "inbound_plan_lines_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_plan_lines" ADD CONSTRAINT "inbound_plan_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_plans" ADD CONSTRAINT "inbound_plans_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_plans" ADD CONSTRAINT "inbound_plans_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_plans" ADD CONSTRAINT "inbound_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_carton_items_uq" ON "inbound_carton_items" USING btree ("carton_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_cartons_no_uq" ON "inbound_cartons" USING btree ("plan_id","carton_no");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_plan_lines_no_uq" ON "inbound_plan_lines" USING btree ("plan_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_plan_lines_product_uq" ON "inbound_plan_lines" USING btree ("plan_id","product_id");--> statement-breakpoint
CREATE INDEX "inbound_plan_lines_product_idx" ON "inbound_plan_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_plans_no_uq" ON "inbound_plans" USING btree ("plan_no");--> statement-breakpoint
CREATE INDEX "inbound_plans_org_idx" ON "inbound_plans" USING btree ("org_id","status");--> statement-breakpoint
CREATE INDEX "inbound_plans_warehouse_idx" ON "inbound_plans" USING btree ("warehouse_id","status");