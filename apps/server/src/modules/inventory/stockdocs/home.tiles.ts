import { eq } from "drizzle-orm";
import { statusTile } from "../../../platform/home/work-tiles.js";
import { docScope } from "./stockdoc.queries.js";
import { stockDocs } from "./schema.js";

/** Stock documents on the work home page: adjustments waiting for another operator's approval. */
export const stockDocWorkTiles = [
  statusTile({
    table: stockDocs,
    scope: docScope,
    group: "stock",
    permission: "inventory:stockdoc:approve",
    tone: "attention",
    listPath: "/inventoryAdjustment",
    key: "stock.adjustmentsToApprove",
    label: { "zh-CN": "库存调整待审核", "en-US": "Adjustments to approve" },
    status: { column: stockDocs.status, value: "submitted" },
    // the adjustment screen lists this kind only
    more: () => ({ where: eq(stockDocs.kind, "adjust"), filters: {} }),
  }),
];
