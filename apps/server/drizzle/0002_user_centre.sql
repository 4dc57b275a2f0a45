CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"prefix" varchar(16) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"permissions" text[] NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "announcement_reads" (
	"announcement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_reads_announcement_id_user_id_pk" PRIMARY KEY("announcement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"target_kind" varchar(16) NOT NULL,
	"target_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attach_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"code" varchar(64) NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attach_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"formats" jsonb NOT NULL,
	"max_size_kb" integer NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attach_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"code" varchar(64) NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biz_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"model_code" varchar(64) NOT NULL,
	"type_code" varchar(64) NOT NULL,
	"biz_id" varchar(64),
	"file_name" varchar(255) NOT NULL,
	"format" varchar(16) NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"storage_key" varchar(300) NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"parent_id" integer,
	"name" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locale_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"lang" varchar(8) NOT NULL,
	"msg_key" varchar(200) NOT NULL,
	"text" varchar(2000) NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_post_depts" (
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"dept_id" integer NOT NULL,
	"post_id" integer,
	CONSTRAINT "user_post_depts_user_id_dept_id_pk" PRIMARY KEY("user_id","dept_id")
);
--> statement-breakpoint
CREATE TABLE "access_group_orgs" (
	"group_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	CONSTRAINT "access_group_orgs_group_id_org_id_pk" PRIMARY KEY("group_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "access_group_users" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "access_group_users_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "access_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"remark" varchar(500),
	"warehouse_ids" integer[] DEFAULT '{}' NOT NULL,
	"account_ids" integer[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_profiles" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"customer_prefix" varchar(4),
	"contact_name" varchar(100),
	"contact_email" varchar(200),
	"contact_phone" varchar(40),
	"default_warehouse" varchar(64),
	"currency" varchar(3),
	"locale" varchar(8),
	"time_zone" varchar(64),
	"billing_contact_name" varchar(100),
	"billing_contact_email" varchar(200),
	"settings_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"company_name" varchar(200) NOT NULL,
	"company_id" varchar(64) NOT NULL,
	"contact_name" varchar(100) NOT NULL,
	"email" varchar(200) NOT NULL,
	"phone" varchar(40),
	"remark" varchar(500),
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"bypassed" boolean DEFAULT false NOT NULL,
	"denied_reason" varchar(500),
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"org_id" integer,
	"admin_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uc_ports" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"code" varchar(8) NOT NULL,
	"name" varchar(100) NOT NULL,
	"country" varchar(2) NOT NULL,
	"state" varchar(8),
	"kind" varchar(8) DEFAULT 'sea' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uc_systems" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"code" varchar(16) NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permission_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"parent_id" integer,
	"kind" varchar(8) NOT NULL,
	"key" varchar(200) NOT NULL,
	"permission" varchar(100),
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_favorites" (
	"user_id" integer NOT NULL,
	"path" varchar(200) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_favorites_user_id_path_pk" PRIMARY KEY("user_id","path")
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "template_kind" varchar(16);--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attach_models" ADD CONSTRAINT "attach_models_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attach_rules" ADD CONSTRAINT "attach_rules_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attach_rules" ADD CONSTRAINT "attach_rules_model_id_attach_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."attach_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attach_rules" ADD CONSTRAINT "attach_rules_type_id_attach_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."attach_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attach_types" ADD CONSTRAINT "attach_types_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_attachments" ADD CONSTRAINT "biz_attachments_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_attachments" ADD CONSTRAINT "biz_attachments_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_attachments" ADD CONSTRAINT "biz_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locale_messages" ADD CONSTRAINT "locale_messages_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_post_depts" ADD CONSTRAINT "user_post_depts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_post_depts" ADD CONSTRAINT "user_post_depts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_post_depts" ADD CONSTRAINT "user_post_depts_dept_id_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_post_depts" ADD CONSTRAINT "user_post_depts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_group_orgs" ADD CONSTRAINT "access_group_orgs_group_id_access_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."access_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_group_orgs" ADD CONSTRAINT "access_group_orgs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_group_users" ADD CONSTRAINT "access_group_users_group_id_access_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."access_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_group_users" ADD CONSTRAINT "access_group_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_groups" ADD CONSTRAINT "access_groups_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_groups" ADD CONSTRAINT "access_groups_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_profiles" ADD CONSTRAINT "org_profiles_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_profiles" ADD CONSTRAINT "org_profiles_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uc_ports" ADD CONSTRAINT "uc_ports_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uc_systems" ADD CONSTRAINT "uc_systems_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_nodes" ADD CONSTRAINT "permission_nodes_context_id_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_org_idx" ON "api_tokens" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "announcement_reads_user_idx" ON "announcement_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "announcements_context_active_idx" ON "announcements" USING btree ("context_id","active");--> statement-breakpoint
CREATE INDEX "announcements_org_idx" ON "announcements" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attach_models_context_code_uq" ON "attach_models" USING btree ("context_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "attach_rules_model_type_uq" ON "attach_rules" USING btree ("model_id","type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attach_types_context_code_uq" ON "attach_types" USING btree ("context_id","code");--> statement-breakpoint
CREATE INDEX "biz_attachments_org_model_idx" ON "biz_attachments" USING btree ("org_id","model_code","biz_id");--> statement-breakpoint
CREATE INDEX "departments_org_parent_idx" ON "departments" USING btree ("org_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locale_messages_context_lang_key_uq" ON "locale_messages" USING btree ("context_id","lang","msg_key");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_org_code_uq" ON "posts" USING btree ("org_id","code");--> statement-breakpoint
CREATE INDEX "user_post_depts_dept_idx" ON "user_post_depts" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "user_post_depts_post_idx" ON "user_post_depts" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "access_group_users_user_idx" ON "access_group_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "access_groups_org_code_uq" ON "access_groups" USING btree ("org_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "org_profiles_context_prefix_uq" ON "org_profiles" USING btree ("context_id","customer_prefix");--> statement-breakpoint
CREATE INDEX "registrations_context_company_idx" ON "registrations" USING btree ("context_id","company_id");--> statement-breakpoint
CREATE INDEX "registrations_status_idx" ON "registrations" USING btree ("context_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "uc_ports_context_code_uq" ON "uc_ports" USING btree ("context_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "uc_systems_context_code_uq" ON "uc_systems" USING btree ("context_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "permission_nodes_key_uq" ON "permission_nodes" USING btree ("context_id","key");--> statement-breakpoint
CREATE INDEX "permission_nodes_parent_idx" ON "permission_nodes" USING btree ("parent_id");