CREATE TABLE "stock_movement_days" (
	"balance_id" integer NOT NULL,
	"day" date NOT NULL,
	"org_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"inbound" integer DEFAULT 0 NOT NULL,
	"returns" integer DEFAULT 0 NOT NULL,
	"transfers_in" integer DEFAULT 0 NOT NULL,
	"adjustments_in" integer DEFAULT 0 NOT NULL,
	"total_in" integer DEFAULT 0 NOT NULL,
	"sales_out" integer DEFAULT 0 NOT NULL,
	"b2b_out" integer DEFAULT 0 NOT NULL,
	"transfers_out" integer DEFAULT 0 NOT NULL,
	"adjustments_out" integer DEFAULT 0 NOT NULL,
	"total_out" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_movement_days_balance_id_day_pk" PRIMARY KEY("balance_id","day")
);
--> statement-breakpoint
ALTER TABLE "stock_movement_days" ADD CONSTRAINT "stock_movement_days_balance_id_stock_balances_id_fk" FOREIGN KEY ("balance_id") REFERENCES "public"."stock_balances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement_days" ADD CONSTRAINT "stock_movement_days_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement_days" ADD CONSTRAINT "stock_movement_days_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movement_days_org_day_idx" ON "stock_movement_days" USING btree ("org_id","day","warehouse_id");--> statement-breakpoint
-- the days of the movements posted so far (the posting service keeps them from now on); the groups are
-- the 收发存 report's (contracts receiveIssueGroups): inbound 10, 11; returns 20; transfers in 30, 120, 121;
-- sales out 100; B2B out 40; transfers out 110, 122; any other operation is an adjustment
INSERT INTO "stock_movement_days" ("balance_id", "day", "org_id", "warehouse_id", "inbound", "returns", "transfers_in", "adjustments_in",
  "total_in", "sales_out", "b2b_out", "transfers_out", "adjustments_out", "total_out")
SELECT "balance_id", ("created_at" AT TIME ZONE 'UTC')::date, "org_id", "warehouse_id",
  coalesce(sum("quantity") FILTER (WHERE "quantity" > 0 AND "operation_type" IN (10, 11)), 0),
  coalesce(sum("quantity") FILTER (WHERE "quantity" > 0 AND "operation_type" IN (20)), 0),
  coalesce(sum("quantity") FILTER (WHERE "quantity" > 0 AND "operation_type" IN (30, 120, 121)), 0),
  coalesce(sum("quantity") FILTER (WHERE "quantity" > 0 AND ("operation_type" IS NULL OR "operation_type" NOT IN (10, 11, 20, 30, 120, 121))), 0),
  coalesce(sum("quantity") FILTER (WHERE "quantity" > 0), 0),
  coalesce(-sum("quantity") FILTER (WHERE "quantity" < 0 AND "operation_type" IN (100)), 0),
  coalesce(-sum("quantity") FILTER (WHERE "quantity" < 0 AND "operation_type" IN (40)), 0),
  coalesce(-sum("quantity") FILTER (WHERE "quantity" < 0 AND "operation_type" IN (110, 122)), 0),
  coalesce(-sum("quantity") FILTER (WHERE "quantity" < 0 AND ("operation_type" IS NULL OR "operation_type" NOT IN (100, 40, 110, 122))), 0),
  coalesce(-sum("quantity") FILTER (WHERE "quantity" < 0), 0)
FROM "stock_movements"
WHERE "bucket" = 'onHand'
GROUP BY "balance_id", ("created_at" AT TIME ZONE 'UTC')::date, "org_id", "warehouse_id";
