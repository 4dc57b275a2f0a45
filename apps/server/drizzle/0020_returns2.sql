CREATE TABLE "return_processes" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"process_no" varchar(40) NOT NULL,
	"plan_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"status" varchar(24) DEFAULT 'pending' NOT NULL,
	"remark" varchar(500),
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_processes_qty_ck" CHECK ("return_processes"."quantity" > 0),
	CONSTRAINT "return_processes_status_ck" CHECK ("return_processes"."status" in ('pending', 'kept', 'restocking', 'restocked', 'destroying', 'destroyed'))
);
--> statement-breakpoint
ALTER TABLE "return_plan_lines" DROP CONSTRAINT "return_plan_lines_qty_ck";--> statement-breakpoint
ALTER TABLE "return_plan_lines" ADD COLUMN "counted_good" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_plan_lines" ADD COLUMN "counted_damaged" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_plans" ADD COLUMN "unplanned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "return_processes" ADD CONSTRAINT "return_processes_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_processes" ADD CONSTRAINT "return_processes_plan_id_return_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."return_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_processes" ADD CONSTRAINT "return_processes_line_id_return_plan_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."return_plan_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_processes" ADD CONSTRAINT "return_processes_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_processes" ADD CONSTRAINT "return_processes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_processes" ADD CONSTRAINT "return_processes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_processes" ADD CONSTRAINT "return_processes_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_processes_no_uq" ON "return_processes" USING btree ("process_no");--> statement-breakpoint
CREATE INDEX "return_processes_org_idx" ON "return_processes" USING btree ("org_id","status");--> statement-breakpoint
CREATE INDEX "return_processes_plan_idx" ON "return_processes" USING btree ("plan_id");--> statement-breakpoint
ALTER TABLE "return_plan_lines" ADD CONSTRAINT "return_plan_lines_qty_ck" CHECK ("return_plan_lines"."expected_qty" > 0 and "return_plan_lines"."received_good" >= 0 and "return_plan_lines"."received_damaged" >= 0 and "return_plan_lines"."counted_good" >= 0 and "return_plan_lines"."counted_damaged" >= 0);