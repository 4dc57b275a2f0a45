CREATE TABLE "stock_doc_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"doc_id" integer NOT NULL,
	"line" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"inventory_type" smallint DEFAULT 0 NOT NULL,
	"to_inventory_type" smallint,
	"quantity" integer NOT NULL,
	CONSTRAINT "stock_doc_lines_qty_ck" CHECK ("stock_doc_lines"."quantity" <> 0),
	CONSTRAINT "stock_doc_lines_type_ck" CHECK ("stock_doc_lines"."inventory_type" in (0, 1) and ("stock_doc_lines"."to_inventory_type" is null or "stock_doc_lines"."to_inventory_type" in (0, 1)))
);
--> statement-breakpoint
CREATE TABLE "stock_doc_sequences" (
	"key" text NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_doc_sequences_key_pk" PRIMARY KEY("key")
);
--> statement-breakpoint
CREATE TABLE "stock_docs" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"doc_no" varchar(32) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"warehouse_id" integer NOT NULL,
	"target_warehouse_id" integer,
	"reason_code" varchar(16) NOT NULL,
	"reason_text" varchar(500),
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"created_by" integer NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_docs_kind_ck" CHECK ("stock_docs"."kind" in ('misc_in', 'misc_out', 'adjust', 'move', 'transfer', 'freeze', 'unfreeze')),
	CONSTRAINT "stock_docs_status_ck" CHECK ("stock_docs"."status" in ('draft', 'submitted', 'approved', 'in_transit', 'received', 'rejected', 'cancelled')),
	CONSTRAINT "stock_docs_target_ck" CHECK (("stock_docs"."kind" = 'transfer') = ("stock_docs"."target_warehouse_id" is not null) and "stock_docs"."target_warehouse_id" is distinct from "stock_docs"."warehouse_id")
);
--> statement-breakpoint
ALTER TABLE "stock_doc_lines" ADD CONSTRAINT "stock_doc_lines_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_doc_lines" ADD CONSTRAINT "stock_doc_lines_doc_id_stock_docs_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."stock_docs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_doc_lines" ADD CONSTRAINT "stock_doc_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_docs" ADD CONSTRAINT "stock_docs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_docs" ADD CONSTRAINT "stock_docs_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_docs" ADD CONSTRAINT "stock_docs_target_warehouse_id_warehouses_id_fk" FOREIGN KEY ("target_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_docs" ADD CONSTRAINT "stock_docs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_docs" ADD CONSTRAINT "stock_docs_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_doc_lines_line_uq" ON "stock_doc_lines" USING btree ("doc_id","line");--> statement-breakpoint
CREATE INDEX "stock_doc_lines_product_idx" ON "stock_doc_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_docs_no_uq" ON "stock_docs" USING btree ("doc_no");--> statement-breakpoint
CREATE INDEX "stock_docs_org_idx" ON "stock_docs" USING btree ("org_id","kind","status");--> statement-breakpoint
CREATE INDEX "stock_docs_warehouse_idx" ON "stock_docs" USING btree ("warehouse_id","kind","status");--> statement-breakpoint
CREATE INDEX "stock_docs_created_idx" ON "stock_docs" USING btree ("created_at");