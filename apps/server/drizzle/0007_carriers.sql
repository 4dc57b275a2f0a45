CREATE TABLE "carrier_account_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"account_number" varchar(34) NOT NULL,
	"account_masked" varchar(34) NOT NULL,
	"reason" varchar(500) NOT NULL,
	"added_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"carrier_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"account_number" varchar(34) NOT NULL,
	"account_masked" varchar(34) NOT NULL,
	"country_code" varchar(2) DEFAULT 'US' NOT NULL,
	"postcode" varchar(16),
	"credentials" text,
	"credential_keys" text[] DEFAULT '{}' NOT NULL,
	"service_ids" integer[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"level" varchar(16) NOT NULL,
	"transit_days_min" smallint NOT NULL,
	"transit_days_max" smallint NOT NULL,
	"unit_system" varchar(8) DEFAULT 'imperial' NOT NULL,
	"max_weight" numeric(14, 3),
	"max_length" numeric(14, 3),
	"max_length_girth" numeric(14, 3),
	"supports_signature" boolean DEFAULT false NOT NULL,
	"supports_insurance" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_volume_weights" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"unit_system" varchar(8) NOT NULL,
	"divisor" numeric(14, 3) NOT NULL,
	"weight_increment" numeric(14, 3) NOT NULL,
	"dimension_increment" numeric(14, 3),
	"min_volume" numeric(14, 3),
	"effective_from" date NOT NULL,
	"effective_to" date,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_channel_warehouses" (
	"channel_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	CONSTRAINT "delivery_channel_warehouses_channel_id_warehouse_id_pk" PRIMARY KEY("channel_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"carrier_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"carrier_account_id" integer,
	"label_format" varchar(8) DEFAULT 'PDF' NOT NULL,
	"label_size" varchar(8) DEFAULT '4x6' NOT NULL,
	"print_return_label" boolean DEFAULT false NOT NULL,
	"insurance" boolean DEFAULT false NOT NULL,
	"signature" varchar(16) DEFAULT 'none' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_carrier_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"account_source" varchar(16) DEFAULT 'operator' NOT NULL,
	"carrier_account_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"tracking_url" varchar(300),
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_billing_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"carrier_account_id" integer NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"cost_center" varchar(32),
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"service_ids" integer[] DEFAULT '{}' NOT NULL,
	"pickup_days" smallint[] DEFAULT '{}' NOT NULL,
	"pickup_time" varchar(5),
	"cutoff_time" varchar(5) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carrier_account_blacklist" ADD CONSTRAINT "carrier_account_blacklist_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_account_blacklist" ADD CONSTRAINT "carrier_account_blacklist_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_account_blacklist" ADD CONSTRAINT "carrier_account_blacklist_carrier_id_system_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."system_carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_account_blacklist" ADD CONSTRAINT "carrier_account_blacklist_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_accounts" ADD CONSTRAINT "carrier_accounts_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_accounts" ADD CONSTRAINT "carrier_accounts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_accounts" ADD CONSTRAINT "carrier_accounts_carrier_id_system_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."system_carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_services" ADD CONSTRAINT "carrier_services_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_services" ADD CONSTRAINT "carrier_services_carrier_id_system_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."system_carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_volume_weights" ADD CONSTRAINT "carrier_volume_weights_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_volume_weights" ADD CONSTRAINT "carrier_volume_weights_carrier_id_system_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."system_carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_channel_warehouses" ADD CONSTRAINT "delivery_channel_warehouses_channel_id_delivery_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."delivery_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_channel_warehouses" ADD CONSTRAINT "delivery_channel_warehouses_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_channels" ADD CONSTRAINT "delivery_channels_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_channels" ADD CONSTRAINT "delivery_channels_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_channels" ADD CONSTRAINT "delivery_channels_carrier_id_system_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."system_carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_channels" ADD CONSTRAINT "delivery_channels_service_id_carrier_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."carrier_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_channels" ADD CONSTRAINT "delivery_channels_carrier_account_id_carrier_accounts_id_fk" FOREIGN KEY ("carrier_account_id") REFERENCES "public"."carrier_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_carrier_services" ADD CONSTRAINT "org_carrier_services_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_carrier_services" ADD CONSTRAINT "org_carrier_services_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_carrier_services" ADD CONSTRAINT "org_carrier_services_channel_id_delivery_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."delivery_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_carrier_services" ADD CONSTRAINT "org_carrier_services_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_carrier_services" ADD CONSTRAINT "org_carrier_services_carrier_account_id_carrier_accounts_id_fk" FOREIGN KEY ("carrier_account_id") REFERENCES "public"."carrier_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_carriers" ADD CONSTRAINT "system_carriers_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_billing_accounts" ADD CONSTRAINT "warehouse_billing_accounts_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_billing_accounts" ADD CONSTRAINT "warehouse_billing_accounts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_billing_accounts" ADD CONSTRAINT "warehouse_billing_accounts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_billing_accounts" ADD CONSTRAINT "warehouse_billing_accounts_carrier_id_system_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."system_carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_billing_accounts" ADD CONSTRAINT "warehouse_billing_accounts_carrier_account_id_carrier_accounts_id_fk" FOREIGN KEY ("carrier_account_id") REFERENCES "public"."carrier_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_carriers" ADD CONSTRAINT "warehouse_carriers_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_carriers" ADD CONSTRAINT "warehouse_carriers_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_carriers" ADD CONSTRAINT "warehouse_carriers_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_carriers" ADD CONSTRAINT "warehouse_carriers_carrier_id_system_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."system_carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_account_blacklist_uq" ON "carrier_account_blacklist" USING btree ("context_id","carrier_id","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_accounts_org_number_uq" ON "carrier_accounts" USING btree ("org_id","carrier_id","account_number");--> statement-breakpoint
CREATE INDEX "carrier_accounts_number_idx" ON "carrier_accounts" USING btree ("context_id","carrier_id","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_services_context_code_uq" ON "carrier_services" USING btree ("context_id","code");--> statement-breakpoint
CREATE INDEX "carrier_services_carrier_idx" ON "carrier_services" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "carrier_volume_weights_carrier_idx" ON "carrier_volume_weights" USING btree ("carrier_id","unit_system","effective_from");--> statement-breakpoint
CREATE INDEX "delivery_channel_warehouses_wh_idx" ON "delivery_channel_warehouses" USING btree ("warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_channels_org_code_uq" ON "delivery_channels" USING btree ("org_id","code");--> statement-breakpoint
CREATE INDEX "delivery_channels_service_idx" ON "delivery_channels" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_carrier_services_uq" ON "org_carrier_services" USING btree ("org_id","channel_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "org_carrier_services_channel_idx" ON "org_carrier_services" USING btree ("channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "system_carriers_context_code_uq" ON "system_carriers" USING btree ("context_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_billing_accounts_uq" ON "warehouse_billing_accounts" USING btree ("org_id","warehouse_id","carrier_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_carriers_uq" ON "warehouse_carriers" USING btree ("org_id","warehouse_id","carrier_id");