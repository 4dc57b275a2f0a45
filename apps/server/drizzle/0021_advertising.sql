CREATE TABLE "ad_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"ads_profile_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"name" varchar(200) NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"mime" varchar(40) NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"amazon_id" varchar(24),
	"push_status" varchar(8) DEFAULT 'pending' NOT NULL,
	"push_error" varchar(500),
	"pushed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_assets_kind_ck" CHECK ("ad_assets"."kind" in ('logo', 'image'))
);
--> statement-breakpoint
CREATE TABLE "ad_campaign_daily" (
	"campaign_id" integer NOT NULL,
	"day" date NOT NULL,
	"org_id" integer NOT NULL,
	"ads_profile_id" integer NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"spend" numeric(20, 4) DEFAULT '0' NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales" numeric(20, 4) DEFAULT '0' NOT NULL,
	"daily_budget" numeric(20, 4) NOT NULL,
	"budget_out_at_hour" smallint,
	CONSTRAINT "ad_campaign_daily_campaign_id_day_pk" PRIMARY KEY("campaign_id","day")
);
--> statement-breakpoint
CREATE TABLE "ad_campaign_hourly" (
	"campaign_id" integer NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"org_id" integer NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"spend" numeric(20, 4) DEFAULT '0' NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales" numeric(20, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "ad_campaign_hourly_campaign_id_day_hour_pk" PRIMARY KEY("campaign_id","day","hour")
);
--> statement-breakpoint
CREATE TABLE "ad_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"ads_profile_id" integer NOT NULL,
	"portfolio_id" integer,
	"ad_type" varchar(2) NOT NULL,
	"name" varchar(128) NOT NULL,
	"targeting" varchar(6) DEFAULT 'MANUAL' NOT NULL,
	"state" varchar(8) DEFAULT 'ENABLED' NOT NULL,
	"daily_budget" numeric(20, 4) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"bidding_strategy" varchar(8) DEFAULT 'down' NOT NULL,
	"top_of_search_percent" smallint DEFAULT 0 NOT NULL,
	"product_pages_percent" smallint DEFAULT 0 NOT NULL,
	"rest_of_search_percent" smallint DEFAULT 0 NOT NULL,
	"sd_tactic" varchar(12),
	"sd_cost_type" varchar(4),
	"amazon_id" varchar(24),
	"push_status" varchar(8) DEFAULT 'pending' NOT NULL,
	"push_error" varchar(500),
	"pushed_at" timestamp with time zone,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_campaigns_type_ck" CHECK ("ad_campaigns"."ad_type" in ('SP', 'SB', 'SD')),
	CONSTRAINT "ad_campaigns_targeting_ck" CHECK ("ad_campaigns"."targeting" in ('AUTO', 'MANUAL')),
	CONSTRAINT "ad_campaigns_state_ck" CHECK ("ad_campaigns"."state" in ('ENABLED', 'PAUSED', 'ARCHIVED')),
	CONSTRAINT "ad_campaigns_bidding_ck" CHECK ("ad_campaigns"."bidding_strategy" in ('down', 'upDown', 'fixed')),
	CONSTRAINT "ad_campaigns_placement_ck" CHECK ("ad_campaigns"."top_of_search_percent" between 0 and 900 and "ad_campaigns"."product_pages_percent" between 0 and 900 and "ad_campaigns"."rest_of_search_percent" between 0 and 900),
	CONSTRAINT "ad_campaigns_budget_ck" CHECK ("ad_campaigns"."daily_budget" > 0),
	CONSTRAINT "ad_campaigns_dates_ck" CHECK ("ad_campaigns"."end_date" is null or "ad_campaigns"."end_date" >= "ad_campaigns"."start_date"),
	CONSTRAINT "ad_campaigns_push_ck" CHECK ("ad_campaigns"."push_status" in ('pending', 'synced', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "ad_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"ads_profile_id" integer NOT NULL,
	"campaign_id" integer,
	"level" varchar(10) NOT NULL,
	"entity_id" integer NOT NULL,
	"lever" varchar(10) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"source" varchar(8) NOT NULL,
	"rule_id" integer,
	"rule_action_id" bigint,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"push_status" varchar(8) DEFAULT 'pending' NOT NULL,
	"push_attempts" integer DEFAULT 0 NOT NULL,
	"push_error" varchar(500),
	"pushed_at" timestamp with time zone,
	CONSTRAINT "ad_changes_push_ck" CHECK ("ad_changes"."push_status" in ('pending', 'synced', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "ad_dsp_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"ads_profile_id" integer NOT NULL,
	"order_no" varchar(40) NOT NULL,
	"name" varchar(160) NOT NULL,
	"advertiser" varchar(120) NOT NULL,
	"state" varchar(12) NOT NULL,
	"budget" numeric(20, 4) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	"spend" numeric(20, 4) DEFAULT '0' NOT NULL,
	"sales" numeric(20, 4) DEFAULT '0' NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"name" varchar(128) NOT NULL,
	"default_bid" numeric(20, 4) NOT NULL,
	"state" varchar(8) DEFAULT 'ENABLED' NOT NULL,
	"amazon_id" varchar(24),
	"push_status" varchar(8) DEFAULT 'pending' NOT NULL,
	"push_error" varchar(500),
	"pushed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_groups_state_ck" CHECK ("ad_groups"."state" in ('ENABLED', 'PAUSED', 'ARCHIVED')),
	CONSTRAINT "ad_groups_bid_ck" CHECK ("ad_groups"."default_bid" > 0),
	CONSTRAINT "ad_groups_push_ck" CHECK ("ad_groups"."push_status" in ('pending', 'synced', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "ad_portfolios" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"ads_profile_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"budget_cap" numeric(20, 4),
	"state" varchar(8) DEFAULT 'ENABLED' NOT NULL,
	"amazon_id" varchar(24),
	"push_status" varchar(8) DEFAULT 'pending' NOT NULL,
	"push_error" varchar(500),
	"pushed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_portfolios_state_ck" CHECK ("ad_portfolios"."state" in ('ENABLED', 'PAUSED', 'ARCHIVED')),
	CONSTRAINT "ad_portfolios_push_ck" CHECK ("ad_portfolios"."push_status" in ('pending', 'synced', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "ad_product_ad_daily" (
	"product_ad_id" integer NOT NULL,
	"day" date NOT NULL,
	"org_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"ad_group_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"spend" numeric(20, 4) DEFAULT '0' NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales" numeric(20, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "ad_product_ad_daily_product_ad_id_day_pk" PRIMARY KEY("product_ad_id","day")
);
--> statement-breakpoint
CREATE TABLE "ad_product_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"ad_group_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku" varchar(64) NOT NULL,
	"asin" varchar(16),
	"state" varchar(8) DEFAULT 'ENABLED' NOT NULL,
	"amazon_id" varchar(24),
	"push_status" varchar(8) DEFAULT 'pending' NOT NULL,
	"push_error" varchar(500),
	"pushed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_product_ads_state_ck" CHECK ("ad_product_ads"."state" in ('ENABLED', 'PAUSED', 'ARCHIVED')),
	CONSTRAINT "ad_product_ads_push_ck" CHECK ("ad_product_ads"."push_status" in ('pending', 'synced', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "ad_product_sales_daily" (
	"ads_profile_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"org_id" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales" numeric(20, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "ad_product_sales_daily_ads_profile_id_product_id_day_pk" PRIMARY KEY("ads_profile_id","product_id","day")
);
--> statement-breakpoint
CREATE TABLE "ad_promotion_daily" (
	"promotion_id" integer NOT NULL,
	"day" date NOT NULL,
	"org_id" integer NOT NULL,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales" numeric(20, 4) DEFAULT '0' NOT NULL,
	"fee" numeric(20, 4) DEFAULT '0' NOT NULL,
	"discount" numeric(20, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "ad_promotion_daily_promotion_id_day_pk" PRIMARY KEY("promotion_id","day")
);
--> statement-breakpoint
CREATE TABLE "ad_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"ads_profile_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(120) NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"discount_type" varchar(8) NOT NULL,
	"discount_value" numeric(12, 2) NOT NULL,
	"budget" numeric(20, 4),
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"remark" varchar(500),
	"amazon_id" varchar(24),
	"push_status" varchar(8) DEFAULT 'pending' NOT NULL,
	"push_error" varchar(500),
	"pushed_at" timestamp with time zone,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_promotions_kind_ck" CHECK ("ad_promotions"."kind" in ('coupon', 'lightningDeal', 'bestDeal', 'primeExclusive', 'priceDiscount')),
	CONSTRAINT "ad_promotions_discount_ck" CHECK ("ad_promotions"."discount_type" in ('percent', 'amount') and "ad_promotions"."discount_value" > 0),
	CONSTRAINT "ad_promotions_status_ck" CHECK ("ad_promotions"."status" in ('draft', 'scheduled', 'running', 'ended', 'cancelled')),
	CONSTRAINT "ad_promotions_dates_ck" CHECK ("ad_promotions"."end_date" >= "ad_promotions"."start_date")
);
--> statement-breakpoint
CREATE TABLE "ad_report_days" (
	"ads_profile_id" integer NOT NULL,
	"day" date NOT NULL,
	"org_id" integer NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_report_days_ads_profile_id_day_pk" PRIMARY KEY("ads_profile_id","day")
);
--> statement-breakpoint
CREATE TABLE "ad_rule_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"campaign_id" integer,
	"level" varchar(10) NOT NULL,
	"entity_id" integer NOT NULL,
	"lever" varchar(10) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"evaluation" jsonb,
	"clamped_by" varchar(10),
	"status" varchar(8) NOT NULL,
	"skip_reason" varchar(16),
	"skip_until" timestamp with time zone,
	"by_rule_id" integer,
	"change_id" bigint,
	"undone_at" timestamp with time zone,
	"undone_by" integer,
	"undo_change_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_rule_actions_status_ck" CHECK ("ad_rule_actions"."status" in ('planned', 'applied', 'skipped', 'failed', 'undone'))
);
--> statement-breakpoint
CREATE TABLE "ad_rule_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"rule_id" integer,
	"tactic_id" integer,
	"dry_run" boolean NOT NULL,
	"trigger" varchar(8) NOT NULL,
	"status" varchar(8) DEFAULT 'running' NOT NULL,
	"planned" integer DEFAULT 0 NOT NULL,
	"applied" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"error" varchar(500),
	"user_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ad_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"ads_profile_id" integer,
	"name" varchar(100) NOT NULL,
	"description" varchar(500),
	"level" varchar(10) NOT NULL,
	"look_back_days" smallint NOT NULL,
	"skip_recent_days" smallint DEFAULT 0 NOT NULL,
	"conditions" jsonb NOT NULL,
	"by_hour" smallint,
	"action" jsonb NOT NULL,
	"limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cooldown_hours" integer DEFAULT 24 NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"restore_at_cover_days" numeric(10, 2),
	"scope" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"every_hours" integer DEFAULT 24 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"last_run_at" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_rules_level_ck" CHECK ("ad_rules"."level" in ('campaign', 'adGroup', 'target', 'productAd', 'searchTerm')),
	CONSTRAINT "ad_rules_lookback_ck" CHECK ("ad_rules"."look_back_days" between 1 and 90 and "ad_rules"."skip_recent_days" between 0 and 30)
);
--> statement-breakpoint
CREATE TABLE "ad_sb_creatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"brand_name" varchar(60) NOT NULL,
	"headline" varchar(50) NOT NULL,
	"logo_asset_id" integer,
	"image_asset_id" integer,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"landing_page_type" varchar(12) DEFAULT 'store' NOT NULL,
	"landing_page_url" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_sb_creatives_landing_ck" CHECK ("ad_sb_creatives"."landing_page_type" in ('store', 'productList', 'customUrl'))
);
--> statement-breakpoint
CREATE TABLE "ad_search_term_daily" (
	"target_id" integer NOT NULL,
	"day" date NOT NULL,
	"search_term" varchar(255) NOT NULL,
	"org_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"ad_group_id" integer NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"spend" numeric(20, 4) DEFAULT '0' NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales" numeric(20, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "ad_search_term_daily_target_id_day_search_term_pk" PRIMARY KEY("target_id","day","search_term")
);
--> statement-breakpoint
CREATE TABLE "ad_stock_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"level" varchar(10) NOT NULL,
	"entity_id" integer NOT NULL,
	"lever" varchar(10) NOT NULL,
	"before" jsonb NOT NULL,
	"action_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ad_tactic_campaigns" (
	"tactic_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	CONSTRAINT "ad_tactic_campaigns_tactic_id_campaign_id_pk" PRIMARY KEY("tactic_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "ad_tactic_rules" (
	"tactic_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	CONSTRAINT "ad_tactic_rules_tactic_id_rule_id_pk" PRIMARY KEY("tactic_id","rule_id")
);
--> statement-breakpoint
CREATE TABLE "ad_tactics" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(500),
	"enabled" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_target_daily" (
	"target_id" integer NOT NULL,
	"day" date NOT NULL,
	"org_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"ad_group_id" integer,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"spend" numeric(20, 4) DEFAULT '0' NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales" numeric(20, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "ad_target_daily_target_id_day_pk" PRIMARY KEY("target_id","day")
);
--> statement-breakpoint
CREATE TABLE "ad_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"ad_group_id" integer,
	"kind" varchar(8) NOT NULL,
	"match_type" varchar(16) NOT NULL,
	"expression" varchar(255) DEFAULT '' NOT NULL,
	"negative" boolean DEFAULT false NOT NULL,
	"bid" numeric(20, 4),
	"state" varchar(8) DEFAULT 'ENABLED' NOT NULL,
	"amazon_id" varchar(24),
	"push_status" varchar(8) DEFAULT 'pending' NOT NULL,
	"push_error" varchar(500),
	"pushed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_targets_kind_ck" CHECK ("ad_targets"."kind" in ('keyword', 'product', 'category', 'auto', 'audience')),
	CONSTRAINT "ad_targets_state_ck" CHECK ("ad_targets"."state" in ('ENABLED', 'PAUSED', 'ARCHIVED')),
	CONSTRAINT "ad_targets_negative_ck" CHECK (not "ad_targets"."negative" or "ad_targets"."bid" is null),
	CONSTRAINT "ad_targets_group_ck" CHECK ("ad_targets"."ad_group_id" is not null or "ad_targets"."negative"),
	CONSTRAINT "ad_targets_bid_ck" CHECK ("ad_targets"."bid" is null or "ad_targets"."bid" > 0),
	CONSTRAINT "ad_targets_push_ck" CHECK ("ad_targets"."push_status" in ('pending', 'synced', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "ad_assets" ADD CONSTRAINT "ad_assets_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_assets" ADD CONSTRAINT "ad_assets_ads_profile_id_store_ads_profiles_id_fk" FOREIGN KEY ("ads_profile_id") REFERENCES "public"."store_ads_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaign_daily" ADD CONSTRAINT "ad_campaign_daily_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaign_hourly" ADD CONSTRAINT "ad_campaign_hourly_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_ads_profile_id_store_ads_profiles_id_fk" FOREIGN KEY ("ads_profile_id") REFERENCES "public"."store_ads_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_portfolio_id_ad_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."ad_portfolios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_changes" ADD CONSTRAINT "ad_changes_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_changes" ADD CONSTRAINT "ad_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_dsp_orders" ADD CONSTRAINT "ad_dsp_orders_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_dsp_orders" ADD CONSTRAINT "ad_dsp_orders_ads_profile_id_store_ads_profiles_id_fk" FOREIGN KEY ("ads_profile_id") REFERENCES "public"."store_ads_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_groups" ADD CONSTRAINT "ad_groups_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_groups" ADD CONSTRAINT "ad_groups_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_portfolios" ADD CONSTRAINT "ad_portfolios_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_portfolios" ADD CONSTRAINT "ad_portfolios_ads_profile_id_store_ads_profiles_id_fk" FOREIGN KEY ("ads_profile_id") REFERENCES "public"."store_ads_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_product_ad_daily" ADD CONSTRAINT "ad_product_ad_daily_product_ad_id_ad_product_ads_id_fk" FOREIGN KEY ("product_ad_id") REFERENCES "public"."ad_product_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_product_ads" ADD CONSTRAINT "ad_product_ads_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_product_ads" ADD CONSTRAINT "ad_product_ads_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_product_ads" ADD CONSTRAINT "ad_product_ads_ad_group_id_ad_groups_id_fk" FOREIGN KEY ("ad_group_id") REFERENCES "public"."ad_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_product_ads" ADD CONSTRAINT "ad_product_ads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_product_sales_daily" ADD CONSTRAINT "ad_product_sales_daily_ads_profile_id_store_ads_profiles_id_fk" FOREIGN KEY ("ads_profile_id") REFERENCES "public"."store_ads_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_product_sales_daily" ADD CONSTRAINT "ad_product_sales_daily_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_promotion_daily" ADD CONSTRAINT "ad_promotion_daily_promotion_id_ad_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."ad_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_promotions" ADD CONSTRAINT "ad_promotions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_promotions" ADD CONSTRAINT "ad_promotions_ads_profile_id_store_ads_profiles_id_fk" FOREIGN KEY ("ads_profile_id") REFERENCES "public"."store_ads_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_promotions" ADD CONSTRAINT "ad_promotions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_report_days" ADD CONSTRAINT "ad_report_days_ads_profile_id_store_ads_profiles_id_fk" FOREIGN KEY ("ads_profile_id") REFERENCES "public"."store_ads_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_rule_actions" ADD CONSTRAINT "ad_rule_actions_run_id_ad_rule_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."ad_rule_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_rule_actions" ADD CONSTRAINT "ad_rule_actions_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_rule_runs" ADD CONSTRAINT "ad_rule_runs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_rule_runs" ADD CONSTRAINT "ad_rule_runs_rule_id_ad_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."ad_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_rule_runs" ADD CONSTRAINT "ad_rule_runs_tactic_id_ad_tactics_id_fk" FOREIGN KEY ("tactic_id") REFERENCES "public"."ad_tactics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_rule_runs" ADD CONSTRAINT "ad_rule_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_rules" ADD CONSTRAINT "ad_rules_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_rules" ADD CONSTRAINT "ad_rules_ads_profile_id_store_ads_profiles_id_fk" FOREIGN KEY ("ads_profile_id") REFERENCES "public"."store_ads_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_rules" ADD CONSTRAINT "ad_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_sb_creatives" ADD CONSTRAINT "ad_sb_creatives_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_sb_creatives" ADD CONSTRAINT "ad_sb_creatives_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_sb_creatives" ADD CONSTRAINT "ad_sb_creatives_logo_asset_id_ad_assets_id_fk" FOREIGN KEY ("logo_asset_id") REFERENCES "public"."ad_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_sb_creatives" ADD CONSTRAINT "ad_sb_creatives_image_asset_id_ad_assets_id_fk" FOREIGN KEY ("image_asset_id") REFERENCES "public"."ad_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_search_term_daily" ADD CONSTRAINT "ad_search_term_daily_target_id_ad_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."ad_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_stock_holds" ADD CONSTRAINT "ad_stock_holds_rule_id_ad_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."ad_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_tactic_campaigns" ADD CONSTRAINT "ad_tactic_campaigns_tactic_id_ad_tactics_id_fk" FOREIGN KEY ("tactic_id") REFERENCES "public"."ad_tactics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_tactic_campaigns" ADD CONSTRAINT "ad_tactic_campaigns_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_tactic_rules" ADD CONSTRAINT "ad_tactic_rules_tactic_id_ad_tactics_id_fk" FOREIGN KEY ("tactic_id") REFERENCES "public"."ad_tactics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_tactic_rules" ADD CONSTRAINT "ad_tactic_rules_rule_id_ad_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."ad_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_tactics" ADD CONSTRAINT "ad_tactics_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_tactics" ADD CONSTRAINT "ad_tactics_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_target_daily" ADD CONSTRAINT "ad_target_daily_target_id_ad_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."ad_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_targets" ADD CONSTRAINT "ad_targets_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_targets" ADD CONSTRAINT "ad_targets_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_targets" ADD CONSTRAINT "ad_targets_ad_group_id_ad_groups_id_fk" FOREIGN KEY ("ad_group_id") REFERENCES "public"."ad_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_assets_org_idx" ON "ad_assets" USING btree ("org_id","ads_profile_id");--> statement-breakpoint
CREATE INDEX "ad_campaign_daily_org_idx" ON "ad_campaign_daily" USING btree ("org_id","day");--> statement-breakpoint
CREATE INDEX "ad_campaign_hourly_org_idx" ON "ad_campaign_hourly" USING btree ("org_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_campaigns_name_uq" ON "ad_campaigns" USING btree ("ads_profile_id",lower("name"));--> statement-breakpoint
CREATE INDEX "ad_campaigns_org_idx" ON "ad_campaigns" USING btree ("org_id","ad_type","state");--> statement-breakpoint
CREATE INDEX "ad_campaigns_profile_idx" ON "ad_campaigns" USING btree ("ads_profile_id","ad_type");--> statement-breakpoint
CREATE INDEX "ad_campaigns_portfolio_idx" ON "ad_campaigns" USING btree ("portfolio_id");--> statement-breakpoint
CREATE INDEX "ad_changes_org_idx" ON "ad_changes" USING btree ("org_id","at");--> statement-breakpoint
CREATE INDEX "ad_changes_campaign_idx" ON "ad_changes" USING btree ("campaign_id","at");--> statement-breakpoint
CREATE INDEX "ad_changes_lever_idx" ON "ad_changes" USING btree ("level","entity_id","lever","at");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_dsp_orders_no_uq" ON "ad_dsp_orders" USING btree ("ads_profile_id","order_no");--> statement-breakpoint
CREATE INDEX "ad_dsp_orders_org_idx" ON "ad_dsp_orders" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_groups_name_uq" ON "ad_groups" USING btree ("campaign_id",lower("name"));--> statement-breakpoint
CREATE INDEX "ad_groups_org_idx" ON "ad_groups" USING btree ("org_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_portfolios_name_uq" ON "ad_portfolios" USING btree ("ads_profile_id",lower("name"));--> statement-breakpoint
CREATE INDEX "ad_portfolios_org_idx" ON "ad_portfolios" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "ad_product_ad_daily_product_idx" ON "ad_product_ad_daily" USING btree ("org_id","product_id","day");--> statement-breakpoint
CREATE INDEX "ad_product_ad_daily_campaign_idx" ON "ad_product_ad_daily" USING btree ("campaign_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_product_ads_uq" ON "ad_product_ads" USING btree ("ad_group_id","product_id");--> statement-breakpoint
CREATE INDEX "ad_product_ads_campaign_idx" ON "ad_product_ads" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "ad_product_ads_product_idx" ON "ad_product_ads" USING btree ("org_id","product_id");--> statement-breakpoint
CREATE INDEX "ad_product_sales_daily_org_idx" ON "ad_product_sales_daily" USING btree ("org_id","product_id","day");--> statement-breakpoint
CREATE INDEX "ad_promotion_daily_org_idx" ON "ad_promotion_daily" USING btree ("org_id","day");--> statement-breakpoint
CREATE INDEX "ad_promotions_org_idx" ON "ad_promotions" USING btree ("org_id","ads_profile_id","start_date");--> statement-breakpoint
CREATE INDEX "ad_rule_actions_run_idx" ON "ad_rule_actions" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "ad_rule_actions_org_idx" ON "ad_rule_actions" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_rule_actions_entity_idx" ON "ad_rule_actions" USING btree ("level","entity_id","lever");--> statement-breakpoint
CREATE INDEX "ad_rule_runs_rule_idx" ON "ad_rule_runs" USING btree ("rule_id","started_at");--> statement-breakpoint
CREATE INDEX "ad_rule_runs_org_idx" ON "ad_rule_runs" USING btree ("org_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_rules_name_uq" ON "ad_rules" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE INDEX "ad_rules_due_idx" ON "ad_rules" USING btree ("next_run_at") WHERE "ad_rules"."enabled";--> statement-breakpoint
CREATE UNIQUE INDEX "ad_sb_creatives_campaign_uq" ON "ad_sb_creatives" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "ad_search_term_daily_campaign_idx" ON "ad_search_term_daily" USING btree ("campaign_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_stock_holds_open_uq" ON "ad_stock_holds" USING btree ("level","entity_id","lever") WHERE "ad_stock_holds"."released_at" is null;--> statement-breakpoint
CREATE INDEX "ad_stock_holds_org_idx" ON "ad_stock_holds" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "ad_tactic_campaigns_campaign_idx" ON "ad_tactic_campaigns" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "ad_tactic_rules_rule_idx" ON "ad_tactic_rules" USING btree ("rule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_tactics_name_uq" ON "ad_tactics" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE INDEX "ad_target_daily_campaign_idx" ON "ad_target_daily" USING btree ("campaign_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_targets_uq" ON "ad_targets" USING btree ("campaign_id",coalesce("ad_group_id", 0),"kind","match_type",lower("expression"),"negative");--> statement-breakpoint
CREATE INDEX "ad_targets_group_idx" ON "ad_targets" USING btree ("ad_group_id");--> statement-breakpoint
CREATE INDEX "ad_targets_org_idx" ON "ad_targets" USING btree ("org_id","state");