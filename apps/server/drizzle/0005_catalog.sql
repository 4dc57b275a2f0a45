CREATE TABLE "catalog_sequences" (
	"org_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"next_value" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "catalog_sequences_org_id_name_pk" PRIMARY KEY("org_id","name")
);
--> statement-breakpoint
CREATE TABLE "kit_components" (
	"org_id" integer NOT NULL,
	"kit_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "kit_components_kit_id_component_id_pk" PRIMARY KEY("kit_id","component_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"sku" varchar(64) NOT NULL,
	"name_zh" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"barcode" varchar(14),
	"product_line_id" integer,
	"product_type" smallint DEFAULT 1 NOT NULL,
	"sales_unit" varchar(16) DEFAULT 'Pcs' NOT NULL,
	"length" numeric(14, 3) NOT NULL,
	"width" numeric(14, 3) NOT NULL,
	"height" numeric(14, 3) NOT NULL,
	"length_unit" varchar(8) NOT NULL,
	"weight" numeric(14, 3) NOT NULL,
	"weight_unit" varchar(8) NOT NULL,
	"declared_value" numeric(20, 4) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"origin_country" varchar(16) NOT NULL,
	"hs_code" varchar(16),
	"is_kit" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"size_tier" varchar(32) NOT NULL,
	"size_tier_rule_set" varchar(32) NOT NULL,
	"dim_weights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sku_maps" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"store_account_id" integer NOT NULL,
	"listing_sku" varchar(100) NOT NULL,
	"asin" varchar(32),
	"listing_title" varchar(300),
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"warehouse_sku_id" integer,
	"fulfilment_channel" varchar(16) DEFAULT 'warehouse' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_sequences" ADD CONSTRAINT "catalog_sequences_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_components" ADD CONSTRAINT "kit_components_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_components" ADD CONSTRAINT "kit_components_kit_id_products_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_components" ADD CONSTRAINT "kit_components_component_id_products_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_maps" ADD CONSTRAINT "sku_maps_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_maps" ADD CONSTRAINT "sku_maps_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_maps" ADD CONSTRAINT "sku_maps_store_account_id_store_accounts_id_fk" FOREIGN KEY ("store_account_id") REFERENCES "public"."store_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_maps" ADD CONSTRAINT "sku_maps_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_maps" ADD CONSTRAINT "sku_maps_warehouse_sku_id_warehouse_skus_id_fk" FOREIGN KEY ("warehouse_sku_id") REFERENCES "public"."warehouse_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_skus" ADD CONSTRAINT "warehouse_skus_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_skus" ADD CONSTRAINT "warehouse_skus_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_skus" ADD CONSTRAINT "warehouse_skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_skus" ADD CONSTRAINT "warehouse_skus_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kit_components_component_idx" ON "kit_components" USING btree ("component_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_org_sku_uq" ON "products" USING btree ("org_id",lower("sku"));--> statement-breakpoint
CREATE INDEX "products_org_updated_idx" ON "products" USING btree ("org_id","updated_at");--> statement-breakpoint
CREATE INDEX "products_line_idx" ON "products" USING btree ("product_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sku_maps_account_listing_uq" ON "sku_maps" USING btree ("store_account_id",lower("listing_sku"));--> statement-breakpoint
CREATE INDEX "sku_maps_product_idx" ON "sku_maps" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sku_maps_org_idx" ON "sku_maps" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_skus_warehouse_code_uq" ON "warehouse_skus" USING btree ("warehouse_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_skus_product_warehouse_uq" ON "warehouse_skus" USING btree ("product_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "warehouse_skus_org_idx" ON "warehouse_skus" USING btree ("org_id");