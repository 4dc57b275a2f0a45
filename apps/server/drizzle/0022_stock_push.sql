CREATE TABLE "stock_push_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"store_account_id" integer NOT NULL,
	"sku_map_id" integer NOT NULL,
	"listing_sku" varchar(100) NOT NULL,
	"product_id" integer NOT NULL,
	"sku" varchar(100) NOT NULL,
	"available" integer NOT NULL,
	"previous_qty" integer,
	"new_qty" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"error" varchar(1000),
	"trigger" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_push_sandbox_listings" (
	"store_account_id" integer NOT NULL,
	"listing_sku" varchar(100) NOT NULL,
	"quantity" integer NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_push_sandbox_listings_store_account_id_listing_sku_pk" PRIMARY KEY("store_account_id","listing_sku")
);
--> statement-breakpoint
CREATE TABLE "stock_push_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"store_account_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"warehouse_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ratio" numeric(5, 2) DEFAULT '100' NOT NULL,
	"safety_stock" integer DEFAULT 0 NOT NULL,
	"cap" integer,
	"last_push_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_push_history" ADD CONSTRAINT "stock_push_history_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_push_history" ADD CONSTRAINT "stock_push_history_store_account_id_store_accounts_id_fk" FOREIGN KEY ("store_account_id") REFERENCES "public"."store_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_push_settings" ADD CONSTRAINT "stock_push_settings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_push_settings" ADD CONSTRAINT "stock_push_settings_store_account_id_store_accounts_id_fk" FOREIGN KEY ("store_account_id") REFERENCES "public"."store_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_push_history_listing_idx" ON "stock_push_history" USING btree ("store_account_id","sku_map_id","id");--> statement-breakpoint
CREATE INDEX "stock_push_history_org_idx" ON "stock_push_history" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_push_settings_account_uq" ON "stock_push_settings" USING btree ("store_account_id");--> statement-breakpoint
CREATE INDEX "stock_push_settings_org_idx" ON "stock_push_settings" USING btree ("org_id");