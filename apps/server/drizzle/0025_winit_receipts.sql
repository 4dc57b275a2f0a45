CREATE TABLE "winit_receipt_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"receipt_id" integer NOT NULL,
	"line" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"expected_qty" integer NOT NULL,
	"good_qty" integer DEFAULT 0 NOT NULL,
	"damaged_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "winit_receipt_lines_qty_ck" CHECK ("winit_receipt_lines"."expected_qty" >= 0 and "winit_receipt_lines"."good_qty" >= 0 and "winit_receipt_lines"."damaged_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "winit_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"receipt_no" varchar(32) NOT NULL,
	"warehouse_id" integer NOT NULL,
	"channel" varchar(16) NOT NULL,
	"channel_ref" varchar(64) NOT NULL,
	"tracking_no" varchar(64),
	"arrived_on" date,
	"note" varchar(500),
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"created_by" integer NOT NULL,
	"received_by" integer,
	"received_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "winit_receipts_status_ck" CHECK ("winit_receipts"."status" in ('draft', 'received', 'cancelled')),
	CONSTRAINT "winit_receipts_channel_ck" CHECK ("winit_receipts"."channel" in ('winit', 'goodcang', 'fpx', 'other'))
);
--> statement-breakpoint
ALTER TABLE "winit_receipt_lines" ADD CONSTRAINT "winit_receipt_lines_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winit_receipt_lines" ADD CONSTRAINT "winit_receipt_lines_receipt_id_winit_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."winit_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winit_receipt_lines" ADD CONSTRAINT "winit_receipt_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winit_receipts" ADD CONSTRAINT "winit_receipts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winit_receipts" ADD CONSTRAINT "winit_receipts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winit_receipts" ADD CONSTRAINT "winit_receipts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winit_receipts" ADD CONSTRAINT "winit_receipts_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "winit_receipt_lines_line_uq" ON "winit_receipt_lines" USING btree ("receipt_id","line");--> statement-breakpoint
CREATE INDEX "winit_receipt_lines_product_idx" ON "winit_receipt_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "winit_receipts_no_uq" ON "winit_receipts" USING btree ("org_id","receipt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "winit_receipts_channel_ref_uq" ON "winit_receipts" USING btree ("org_id","channel","channel_ref") WHERE "winit_receipts"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "winit_receipts_warehouse_idx" ON "winit_receipts" USING btree ("warehouse_id","status");--> statement-breakpoint
CREATE INDEX "winit_receipts_created_idx" ON "winit_receipts" USING btree ("created_at");