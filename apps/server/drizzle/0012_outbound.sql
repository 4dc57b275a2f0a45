CREATE TABLE "outbound_plan_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"line" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"picked_qty" integer DEFAULT 0 NOT NULL,
	"shipped_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "outbound_plan_lines_qty_ck" CHECK ("outbound_plan_lines"."quantity" > 0 and "outbound_plan_lines"."picked_qty" >= 0 and "outbound_plan_lines"."shipped_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbound_plan_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"count" integer NOT NULL,
	"length" numeric(14, 3) NOT NULL,
	"width" numeric(14, 3) NOT NULL,
	"height" numeric(14, 3) NOT NULL,
	"length_unit" varchar(8) NOT NULL,
	"weight" numeric(14, 3) NOT NULL,
	"weight_unit" varchar(8) NOT NULL,
	"units_each" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "outbound_plan_packages_kind_ck" CHECK ("outbound_plan_packages"."kind" in ('carton', 'pallet')),
	CONSTRAINT "outbound_plan_packages_count_ck" CHECK ("outbound_plan_packages"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "outbound_plan_sequences" (
	"day" text NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "outbound_plan_sequences_day_pk" PRIMARY KEY("day")
);
--> statement-breakpoint
CREATE TABLE "outbound_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"plan_no" varchar(32) NOT NULL,
	"warehouse_id" integer NOT NULL,
	"destination_type" varchar(8) NOT NULL,
	"destination_code" varchar(20) NOT NULL,
	"destination_address" varchar(500),
	"fba_shipment_id" varchar(40),
	"reference_id" varchar(40),
	"ship_by" date,
	"carrier" varchar(60),
	"tracking_no" varchar(60),
	"transport_mode" varchar(8) NOT NULL,
	"remark" varchar(500),
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbound_plans_status_ck" CHECK ("outbound_plans"."status" in ('draft', 'submitted', 'picking', 'packed', 'shipped', 'completed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "outbound_plan_lines" ADD CONSTRAINT "outbound_plan_lines_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_plan_lines" ADD CONSTRAINT "outbound_plan_lines_plan_id_outbound_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."outbound_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_plan_lines" ADD CONSTRAINT "outbound_plan_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_plan_packages" ADD CONSTRAINT "outbound_plan_packages_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_plan_packages" ADD CONSTRAINT "outbound_plan_packages_plan_id_outbound_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."outbound_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_plans" ADD CONSTRAINT "outbound_plans_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_plans" ADD CONSTRAINT "outbound_plans_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_plan_lines_line_uq" ON "outbound_plan_lines" USING btree ("plan_id","line");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_plan_lines_product_uq" ON "outbound_plan_lines" USING btree ("plan_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_plan_packages_seq_uq" ON "outbound_plan_packages" USING btree ("plan_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_plans_no_uq" ON "outbound_plans" USING btree ("org_id","plan_no");--> statement-breakpoint
CREATE INDEX "outbound_plans_status_idx" ON "outbound_plans" USING btree ("warehouse_id","status");--> statement-breakpoint
CREATE INDEX "outbound_plans_created_idx" ON "outbound_plans" USING btree ("created_at");