CREATE TABLE "stock_push_queue" (
	"org_id" integer NOT NULL,
	"store_account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_push_queue_org_id_store_account_id_product_id_pk" PRIMARY KEY("org_id","store_account_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "stock_push_queue" ADD CONSTRAINT "stock_push_queue_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;