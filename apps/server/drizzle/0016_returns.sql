CREATE TABLE "return_plan_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" integer NOT NULL,
	"expected_qty" integer NOT NULL,
	"received_good" integer DEFAULT 0 NOT NULL,
	"received_damaged" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_plan_lines_qty_ck" CHECK ("return_plan_lines"."expected_qty" > 0 and "return_plan_lines"."received_good" >= 0 and "return_plan_lines"."received_damaged" >= 0)
);
--> statement-breakpoint
CREATE TABLE "return_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"return_no" varchar(40) NOT NULL,
	"warehouse_id" integer NOT NULL,
	"source_order_id" integer,
	"carrier" varchar(60),
	"tracking_no" varchar(60),
	"expected_date" date,
	"reason" varchar(24) NOT NULL,
	"remark" varchar(500),
	"receipt_notes" varchar(500),
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"submitted_at" timestamp with time zone,
	"receiving_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_plans_status_ck" CHECK ("return_plans"."status" in ('draft', 'submitted', 'receiving', 'received', 'completed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "return_plan_lines" ADD CONSTRAINT "return_plan_lines_plan_id_return_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."return_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_plan_lines" ADD CONSTRAINT "return_plan_lines_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_plan_lines" ADD CONSTRAINT "return_plan_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_plans" ADD CONSTRAINT "return_plans_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_plans" ADD CONSTRAINT "return_plans_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_plans" ADD CONSTRAINT "return_plans_source_order_id_b2c_orders_id_fk" FOREIGN KEY ("source_order_id") REFERENCES "public"."b2c_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_plans" ADD CONSTRAINT "return_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_plan_lines_no_uq" ON "return_plan_lines" USING btree ("plan_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "return_plan_lines_product_uq" ON "return_plan_lines" USING btree ("plan_id","product_id");--> statement-breakpoint
CREATE INDEX "return_plan_lines_product_idx" ON "return_plan_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_plans_no_uq" ON "return_plans" USING btree ("return_no");--> statement-breakpoint
CREATE INDEX "return_plans_org_idx" ON "return_plans" USING btree ("org_id","status");--> statement-breakpoint
CREATE INDEX "return_plans_warehouse_idx" ON "return_plans" USING btree ("warehouse_id","status");--> statement-breakpoint
CREATE INDEX "return_plans_order_idx" ON "return_plans" USING btree ("source_order_id");