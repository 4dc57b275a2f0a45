CREATE TABLE "erp_pushes" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"target" varchar(16) DEFAULT 'EAS' NOT NULL,
	"entity" varchar(32) NOT NULL,
	"entity_id" integer NOT NULL,
	"entity_code" varchar(64) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"response" jsonb,
	"requested_by" integer,
	"last_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"base_currency" varchar(3) NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"effective_date" date NOT NULL,
	"source" varchar(32),
	"remark" varchar(500),
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forwarder_ports" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"port_id" integer NOT NULL,
	"forwarder_code" varchar(32),
	"cutoff_days" smallint DEFAULT 3 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "importers" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"tax_id" varchar(32) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"state" varchar(64),
	"city" varchar(100),
	"address1" varchar(200),
	"postcode" varchar(16),
	"contact_name" varchar(100),
	"phone" varchar(40),
	"email" varchar(200),
	"active" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"label" varchar(100) NOT NULL,
	"company" varchar(200),
	"contact_name" varchar(100) NOT NULL,
	"phone" varchar(40),
	"email" varchar(200),
	"country_code" varchar(2) NOT NULL,
	"state" varchar(64),
	"city" varchar(100) NOT NULL,
	"address1" varchar(200) NOT NULL,
	"address2" varchar(200),
	"postcode" varchar(16),
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"business_type" smallint NOT NULL,
	"order_type" smallint NOT NULL,
	"reference_no" varchar(64) NOT NULL,
	"sku_count" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"weight_kg" numeric(14, 3) DEFAULT '0' NOT NULL,
	"volume_m3" numeric(14, 6) DEFAULT '0' NOT NULL,
	"processed_at" timestamp with time zone NOT NULL,
	"fee_status" smallint DEFAULT 1 NOT NULL,
	"source" varchar(32),
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"country_code" varchar(2) DEFAULT 'CN' NOT NULL,
	"province" varchar(64),
	"city" varchar(100),
	"district" varchar(100),
	"address" varchar(300) NOT NULL,
	"postcode" varchar(16),
	"contact_name" varchar(100),
	"phone" varchar(40),
	"active" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"parent_id" integer,
	"country_code" varchar(2) NOT NULL,
	"depth" smallint NOT NULL,
	"code" varchar(16) NOT NULL,
	"region_code" varchar(8) NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_batch_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"customer_org_id" integer,
	"rule" varchar(8) NOT NULL,
	"min_shelf_life_days" integer,
	"mix_lots_in_location" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_configs" (
	"warehouse_id" integer PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"order_cutoff_time" varchar(5) DEFAULT '15:00' NOT NULL,
	"working_days" smallint[] DEFAULT '{1,2,3,4,5}' NOT NULL,
	"default_label_format" varchar(1) DEFAULT '2' NOT NULL,
	"length_unit" varchar(8) DEFAULT 'cm' NOT NULL,
	"weight_unit" varchar(8) DEFAULT 'g' NOT NULL,
	"allow_partial_shipment" boolean DEFAULT false NOT NULL,
	"appointment_required" boolean DEFAULT true NOT NULL,
	"accept_returns" boolean DEFAULT true NOT NULL,
	"shelving_sla_hours" integer DEFAULT 48 NOT NULL,
	"dispatch_sla_hours" integer DEFAULT 24 NOT NULL,
	"max_parcel_weight_kg" numeric(14, 3),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uc_ports" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "uc_ports" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "erp_pushes" ADD CONSTRAINT "erp_pushes_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_pushes" ADD CONSTRAINT "erp_pushes_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_pushes" ADD CONSTRAINT "erp_pushes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forwarder_ports" ADD CONSTRAINT "forwarder_ports_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forwarder_ports" ADD CONSTRAINT "forwarder_ports_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importers" ADD CONSTRAINT "importers_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importers" ADD CONSTRAINT "importers_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_addresses" ADD CONSTRAINT "org_addresses_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_addresses" ADD CONSTRAINT "org_addresses_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processed_transactions" ADD CONSTRAINT "processed_transactions_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processed_transactions" ADD CONSTRAINT "processed_transactions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processed_transactions" ADD CONSTRAINT "processed_transactions_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_warehouses" ADD CONSTRAINT "purchase_warehouses_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_warehouses" ADD CONSTRAINT "purchase_warehouses_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_batch_rules" ADD CONSTRAINT "warehouse_batch_rules_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_batch_rules" ADD CONSTRAINT "warehouse_batch_rules_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_batch_rules" ADD CONSTRAINT "warehouse_batch_rules_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_batch_rules" ADD CONSTRAINT "warehouse_batch_rules_customer_org_id_organizations_id_fk" FOREIGN KEY ("customer_org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_configs" ADD CONSTRAINT "warehouse_configs_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_configs" ADD CONSTRAINT "warehouse_configs_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_configs" ADD CONSTRAINT "warehouse_configs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erp_pushes_due_idx" ON "erp_pushes" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "erp_pushes_entity_idx" ON "erp_pushes" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_uq" ON "exchange_rates" USING btree ("context_id","currency","base_currency","effective_date");--> statement-breakpoint
CREATE UNIQUE INDEX "forwarder_ports_org_port_uq" ON "forwarder_ports" USING btree ("org_id","port_id");--> statement-breakpoint
CREATE INDEX "forwarder_ports_port_idx" ON "forwarder_ports" USING btree ("port_id");--> statement-breakpoint
CREATE UNIQUE INDEX "importers_org_tax_uq" ON "importers" USING btree ("org_id","country_code","tax_id");--> statement-breakpoint
CREATE INDEX "org_addresses_org_idx" ON "org_addresses" USING btree ("org_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "org_addresses_default_uq" ON "org_addresses" USING btree ("org_id","kind") WHERE "org_addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "processed_transactions_ref_uq" ON "processed_transactions" USING btree ("org_id","order_type","reference_no");--> statement-breakpoint
CREATE INDEX "processed_transactions_wh_idx" ON "processed_transactions" USING btree ("warehouse_id","processed_at");--> statement-breakpoint
CREATE INDEX "processed_transactions_org_idx" ON "processed_transactions" USING btree ("org_id","processed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_warehouses_org_code_uq" ON "purchase_warehouses" USING btree ("org_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_context_code_uq" ON "regions" USING btree ("context_id","code");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "regions_country_depth_idx" ON "regions" USING btree ("context_id","country_code","depth");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_batch_rules_uq" ON "warehouse_batch_rules" USING btree ("warehouse_id",coalesce("customer_org_id", 0));