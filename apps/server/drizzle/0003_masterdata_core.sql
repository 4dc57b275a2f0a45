CREATE TABLE "org_warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"supplier_id" integer,
	"payment_type" smallint,
	"flag" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"channel" varchar(16) NOT NULL,
	"account_type" smallint DEFAULT 1 NOT NULL,
	"flag" smallint DEFAULT 0 NOT NULL,
	"site_name" varchar(64),
	"country_code" varchar(2) NOT NULL,
	"marketplace_id" varchar(32),
	"currency" varchar(3) NOT NULL,
	"channel_category_id" integer,
	"boss_shipping_method_codes" text[] DEFAULT '{}' NOT NULL,
	"default_man_made_shipment" boolean DEFAULT false NOT NULL,
	"is_account_pay" boolean DEFAULT false NOT NULL,
	"is_open_sfp" boolean DEFAULT false NOT NULL,
	"issue_account_pay" boolean DEFAULT false NOT NULL,
	"jd_code" varchar(32),
	"return_warehouse_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"status" varchar(24) DEFAULT 'normal' NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"warehouse_type" smallint DEFAULT 1 NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"state" varchar(8),
	"city" varchar(100),
	"address1" varchar(200),
	"address2" varchar(200),
	"postcode" varchar(16),
	"contact_name" varchar(100),
	"contact_phone" varchar(40),
	"time_zone" varchar(64) DEFAULT 'America/Los_Angeles' NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"capacity_m3" numeric(14, 3),
	"active" boolean DEFAULT true NOT NULL,
	"page_display" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "org_warehouses" ADD CONSTRAINT "org_warehouses_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_warehouses" ADD CONSTRAINT "org_warehouses_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_warehouses" ADD CONSTRAINT "org_warehouses_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_lines" ADD CONSTRAINT "product_lines_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_lines" ADD CONSTRAINT "product_lines_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_accounts" ADD CONSTRAINT "store_accounts_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_accounts" ADD CONSTRAINT "store_accounts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_accounts" ADD CONSTRAINT "store_accounts_return_warehouse_id_warehouses_id_fk" FOREIGN KEY ("return_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "org_warehouses_org_code_uq" ON "org_warehouses" USING btree ("org_id","code");--> statement-breakpoint
CREATE INDEX "org_warehouses_warehouse_idx" ON "org_warehouses" USING btree ("warehouse_id","org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_lines_org_code_uq" ON "product_lines" USING btree ("org_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "store_accounts_org_title_uq" ON "store_accounts" USING btree ("org_id","title");--> statement-breakpoint
CREATE INDEX "store_accounts_context_idx" ON "store_accounts" USING btree ("context_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_context_code_uq" ON "warehouses" USING btree ("context_id","code");--> statement-breakpoint
CREATE INDEX "warehouses_org_idx" ON "warehouses" USING btree ("org_id");