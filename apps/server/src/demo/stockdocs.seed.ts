import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { StockDocKind, StockDocTransition } from "@entrepot/contracts";
import type { Actor } from "../platform/access/actor.js";
import { loadActor } from "../platform/auth/actors.js";
import type { Tx } from "../platform/db/database.js";
import { users } from "../platform/identity/schema.js";
import {
  approveStockDoc,
  cancelStockDoc,
  receiveStockDoc,
  rejectStockDoc,
  saveStockDoc,
  shipStockDoc,
  stockBalances,
  submitStockDoc,
} from "../modules/inventory/index.js";
import { warehouses } from "../modules/masterdata/index.js";
import { demoOrgIds } from "./grants.js";
import { atDaysAgo } from "./history.js";

const commands = {
  submit: submitStockDoc,
  approve: approveStockDoc,
  reject: rejectStockDoc,
  cancel: cancelStockDoc,
  ship: shipStockDoc,
  receive: receiveStockDoc,
};

/** Each demo document: its kind, its lines' shape and how far it goes (operator creates and submits, operator2 decides). */
const journeys: { kind: StockDocKind; qty: number; to?: 1; reason: string; text: string; path: StockDocTransition[] }[] = [
  { kind: "adjust", qty: 5, reason: "count", text: "Cycle count / 周期盘点", path: [] },
  { kind: "adjust", qty: -2, reason: "damage", text: "Crushed carton / 外箱压坏", path: ["submit"] },
  { kind: "adjust", qty: 3, reason: "found", text: "Found in aisle 7 / 7 号通道找到", path: ["submit", "approve"] },
  { kind: "adjust", qty: -4, reason: "lost", text: "Not found / 未找到", path: ["submit", "reject"] },
  { kind: "misc_in", qty: 12, reason: "other", text: "Sample return / 样品退回", path: ["submit", "approve"] },
  { kind: "misc_in", qty: 6, reason: "other", text: "Draft / 草稿", path: [] },
  { kind: "misc_in", qty: 2, reason: "other", text: "Entered twice / 重复录入", path: ["cancel"] },
  { kind: "misc_out", qty: 2, reason: "quality", text: "Lab sample / 送检样品", path: ["submit"] },
  { kind: "misc_out", qty: 3, reason: "damage", text: "Disposed / 报废", path: ["submit", "approve"] },
  { kind: "move", qty: 2, to: 1, reason: "quality", text: "Failed inspection / 质检不合格", path: ["submit", "approve"] },
  { kind: "move", qty: 1, to: 1, reason: "quality", text: "To inspect / 待质检", path: ["submit"] },
  { kind: "transfer", qty: 5, reason: "relocation", text: "Rebalance to NJ / 调往新泽西", path: ["submit", "approve", "ship", "receive"] },
  { kind: "transfer", qty: 3, reason: "relocation", text: "Rebalance to NJ / 调往新泽西", path: ["submit", "approve", "ship"] },
  { kind: "transfer", qty: 4, reason: "relocation", text: "Planned / 计划调拨", path: ["submit", "approve"] },
  { kind: "freeze", qty: 4, reason: "hold", text: "Customer hold / 客户要求暂扣", path: ["submit", "approve"] },
  { kind: "unfreeze", qty: 1, reason: "hold", text: "Hold released / 解除暂扣", path: ["submit"] },
];

/**
 * Stock documents for the demo sellers at LAX (a transfer to NJ), through the documents' own commands:
 * `operator` creates and submits, `operator2` approves, rejects, ships and receives, so adjustments and
 * misc outbound pass the second-operator rule. Stock posts through the ledger (its check stays at 0).
 */
export async function seedStockDocsDemo(tx: Tx, contextId: number): Promise<void> {
  const org = await demoOrgIds(tx, contextId);
  const actorOf = async (username: string): Promise<Actor | undefined> => {
    const [u] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.contextId, contextId), eq(users.username, username)));
    return u ? loadActor(tx, { userId: u.id }) : undefined;
  };
  const [maker, checker] = [await actorOf("operator"), await actorOf("operator2")];
  const whs = await tx.select({ id: warehouses.id, code: warehouses.code }).from(warehouses).where(eq(warehouses.contextId, contextId));
  const lax = whs.find((w) => w.code === "USLAX1");
  const nj = whs.find((w) => w.code === "USNJ1");
  if (!maker || !checker || !lax || !nj) return;
  for (const code of ["SLA", "SLB"] as const) {
    const orgId = org[code];
    if (!orgId) continue;
    // SKUs with plenty available at LAX: one per document, so no two documents draw on the same balance
    const stock = await tx
      .select({ productId: stockBalances.productId })
      .from(stockBalances)
      .where(
        and(
          eq(stockBalances.orgId, orgId),
          eq(stockBalances.warehouseId, lax.id),
          eq(stockBalances.inventoryType, 0),
          gt(sql`${stockBalances.onHand} - ${stockBalances.reserved} - ${stockBalances.frozen}`, 30),
        ),
      )
      .orderBy(asc(stockBalances.productId))
      .limit(journeys.length);
    for (const [i, j] of journeys.entries()) {
      const productId = stock[i % Math.max(stock.length, 1)]?.productId;
      if (productId === undefined) break;
      // document i made (28 - i) days ago, each step four hours after the one before
      const made = 28 - i;
      let doc = await atDaysAgo(made, () =>
        saveStockDoc(
          { db: tx, actor: maker },
          {
            kind: j.kind,
            orgId,
            warehouseId: lax.id,
            targetWarehouseId: j.kind === "transfer" ? nj.id : null,
            reasonCode: j.reason as never,
            reasonText: j.text,
            lines: [{ productId, inventoryType: 0, toInventoryType: j.to ?? null, quantity: j.qty }],
          },
        ),
      );
      for (const [k, step] of j.path.entries()) {
        const actor = step === "submit" || step === "cancel" ? maker : checker;
        const next = await atDaysAgo(made, () => commands[step]({ db: tx, actor }, { id: doc.id, version: doc.version }), 4 * (k + 1));
        doc = { ...next, lines: doc.lines };
      }
    }
  }
}
