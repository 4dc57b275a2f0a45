CREATE TABLE "channel_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"channel" varchar(16) NOT NULL,
	"parent_id" integer,
	"level" smallint DEFAULT 1 NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"linked_org_id" integer,
	"salesperson_id" integer,
	"account_status" varchar(2) DEFAULT '0' NOT NULL,
	"status_reason" varchar(200),
	"status_changed_at" timestamp with time zone,
	"billing_currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"credit_limit" numeric(20, 4) DEFAULT '0' NOT NULL,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"contract_start" date,
	"contract_end" date,
	"contact_name" varchar(100),
	"contact_phone" varchar(40),
	"contact_email" varchar(200),
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_platform_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"site_name" varchar(64) NOT NULL,
	"marketplace_id" varchar(32),
	"currency" varchar(3) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"code" varchar(16) NOT NULL,
	"name" varchar(100) NOT NULL,
	"website" varchar(200),
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salespersons" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"user_id" integer,
	"phone" varchar(40),
	"email" varchar(200),
	"active" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_ads_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"store_account_id" integer NOT NULL,
	"profile_id" varchar(20) NOT NULL,
	"region" varchar(2) NOT NULL,
	"daily_budget_cap" numeric(20, 4) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"auto_sync" boolean DEFAULT true NOT NULL,
	"authorised_until" date,
	"active" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"contact_name" varchar(100),
	"phone" varchar(40),
	"email" varchar(200),
	"country_code" varchar(2),
	"address" varchar(300),
	"payment_terms_days" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_categories" ADD CONSTRAINT "channel_categories_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_linked_org_id_organizations_id_fk" FOREIGN KEY ("linked_org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_salesperson_id_salespersons_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."salespersons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_platform_sites" ADD CONSTRAINT "sales_platform_sites_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_platform_sites" ADD CONSTRAINT "sales_platform_sites_platform_id_sales_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."sales_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_platforms" ADD CONSTRAINT "sales_platforms_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salespersons" ADD CONSTRAINT "salespersons_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salespersons" ADD CONSTRAINT "salespersons_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salespersons" ADD CONSTRAINT "salespersons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_ads_profiles" ADD CONSTRAINT "store_ads_profiles_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_ads_profiles" ADD CONSTRAINT "store_ads_profiles_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_ads_profiles" ADD CONSTRAINT "store_ads_profiles_store_account_id_store_accounts_id_fk" FOREIGN KEY ("store_account_id") REFERENCES "public"."store_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_categories_code_uq" ON "channel_categories" USING btree ("context_id","channel","code");--> statement-breakpoint
CREATE INDEX "channel_categories_parent_idx" ON "channel_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_org_code_uq" ON "customers" USING btree ("org_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_org_linked_uq" ON "customers" USING btree ("org_id","linked_org_id");--> statement-breakpoint
CREATE INDEX "customers_salesperson_idx" ON "customers" USING btree ("salesperson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_platform_sites_country_uq" ON "sales_platform_sites" USING btree ("platform_id","country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_platforms_context_code_uq" ON "sales_platforms" USING btree ("context_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "salespersons_org_name_uq" ON "salespersons" USING btree ("org_id","full_name");--> statement-breakpoint
CREATE UNIQUE INDEX "salespersons_org_user_uq" ON "salespersons" USING btree ("org_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_ads_profiles_account_uq" ON "store_ads_profiles" USING btree ("org_id","store_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_org_code_uq" ON "suppliers" USING btree ("org_id","code");