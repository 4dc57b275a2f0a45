import type { AppModule } from "../../platform/module.js";
import { inventoryMessages } from "./inventory.messages.js";
import { dailySnapshotJob, registerInventory } from "./inventory.register.js";
import { stockDocMessages } from "./stockdocs/stockdocs.messages.js";
import { stockDocWorkTiles } from "./stockdocs/home.tiles.js";

/**
 * The stock ledger (issue 9): the one way stock changes. Inbound, outbound, returns, orders and billing
 * post through these services inside their own transactions and listen to its events.
 */
export {
  postStock,
  keyOf,
  type Posting,
  type PostingContext,
  type PostingResult,
  type StockDocument,
  type StockKey,
  type StockMovementInput,
} from "./ledger.service.js";
export {
  addInTransit,
  cancelInTransit,
  consumeReservation,
  receiveInTransit,
  releaseStock,
  reserveStock,
  type ArrivalLine,
  type ClaimLine,
  type ReservationDoc,
  type ReserveLine,
  type TransitDoc,
  type TransitLine,
} from "./claims.service.js";
export { adjustStock, freezeStock, issueStock, moveStock, putawayStock, receiveStock, type QtyLine } from "./operations.service.js";
export { verifyLedger } from "./verify.service.js";
export { dayColumnList, dayFigures, figureList } from "./movement-days.js";
export { stockDocMachine } from "./stockdocs/domain/stock-doc.machine.js";
export { stockDocLines, stockDocs } from "./stockdocs/schema.js";
export { nextDailyNumber, saveDoc as saveStockDoc } from "./stockdocs/stockdoc.service.js";
export { docOptions as stockFormOptions } from "./stockdocs/stockdoc.queries.js";
export {
  approveDoc as approveStockDoc,
  cancelDoc as cancelStockDoc,
  receiveDoc as receiveStockDoc,
  rejectDoc as rejectStockDoc,
  shipDoc as shipStockDoc,
  submitDoc as submitStockDoc,
} from "./stockdocs/stockdoc.commands.js";
export { productName, stockScope } from "./stock.queries.js";
export { registerReport } from "./reports/report-kit.js";
export { localDate, snapshotDueWarehouses, takeSnapshot } from "./snapshot.service.js";
export { stockPosted, snapshotTaken, type StockPosted, type StockPostedLine, type SnapshotTaken } from "./inventory.events.js";
export { stockBalances, stockBatches, stockInTransit, stockMovements, stockReservations, stockSnapshots } from "./schema.js";
export { ageProfile, ageBuckets, type AgeCounts } from "./domain/ageing.js";
export { availableOf, type Bucket, type Buckets } from "./domain/buckets.js";

export const inventoryModule: AppModule = {
  name: "inventory",
  messages: [inventoryMessages, stockDocMessages],
  workTiles: stockDocWorkTiles,
  async register(app, deps) {
    await registerInventory(app, deps);
  },
  periodicJobs: [dailySnapshotJob],
};
