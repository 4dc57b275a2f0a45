CREATE TABLE "stock_warning_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"product_id" integer,
	"warehouse_id" integer,
	"cover_days_below" integer,
	"age_days_over" integer,
	"unsellable_above" integer,
	"active" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_warning_rules_threshold_ck" CHECK ("stock_warning_rules"."cover_days_below" is not null or "stock_warning_rules"."age_days_over" is not null or "stock_warning_rules"."unsellable_above" is not null)
);
--> statement-breakpoint
CREATE TABLE "stock_warnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"figure" numeric(14, 2) NOT NULL,
	"threshold" integer NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "stock_warnings_kind_ck" CHECK ("stock_warnings"."kind" in ('lowCover', 'ageing', 'unsellable')),
	CONSTRAINT "stock_warnings_status_ck" CHECK ("stock_warnings"."status" in ('open', 'cleared'))
);
--> statement-breakpoint
CREATE TABLE "warehouse_capacities" (
	"warehouse_id" integer PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"capacity_m3" numeric(14, 3),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_warning_rules" ADD CONSTRAINT "stock_warning_rules_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_warning_rules" ADD CONSTRAINT "stock_warning_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_warning_rules" ADD CONSTRAINT "stock_warning_rules_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_warnings" ADD CONSTRAINT "stock_warnings_rule_id_stock_warning_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."stock_warning_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_warnings" ADD CONSTRAINT "stock_warnings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_warnings" ADD CONSTRAINT "stock_warnings_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_warnings" ADD CONSTRAINT "stock_warnings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_capacities" ADD CONSTRAINT "warehouse_capacities_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_capacities" ADD CONSTRAINT "warehouse_capacities_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_warning_rules_org_idx" ON "stock_warning_rules" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_warnings_open_uq" ON "stock_warnings" USING btree ("rule_id","warehouse_id","product_id","kind") WHERE "stock_warnings"."status" = 'open';--> statement-breakpoint
CREATE INDEX "stock_warnings_org_idx" ON "stock_warnings" USING btree ("org_id","status","kind");