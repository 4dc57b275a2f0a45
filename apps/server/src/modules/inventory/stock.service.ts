import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { StockAdjustInput, StockBalanceReply, StockFreezeInput } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { canSeeOrg, warehouseScope } from "../../platform/access/scope.js";
import { AuditAction } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import { auditNames } from "../../platform/audit/names.js";
import type { Tx } from "../../platform/db/database.js";
import { notFound } from "../../platform/http/errors.js";
import { products } from "../catalog/index.js";
import { warehouses } from "../masterdata/index.js";
import { availableOf } from "./domain/buckets.js";
import type { PostingResult, StockKey } from "./ledger.service.js";
import { adjustStock, freezeStock } from "./operations.service.js";
import { now } from "../../platform/clock.js";

/** Operator commands on one balance: adjust (103/104), freeze, unfreeze; each with its reason and audit row. */
export const StockAudit = auditNames("stock_balance", ["adjustStock", "freezeStock", "unfreezeStock"]);

/** The key must be the actor's to act on: the org in scope, the warehouse in scope, the product the org's (else 404). */
async function checkKey(tx: Tx, actor: Actor, key: StockKey): Promise<void> {
  if (!(await canSeeOrg(tx, actor, key.orgId))) throw notFound("inventory.balance");
  const [w] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.id, key.warehouseId), warehouseScope(actor, warehouses.id)));
  if (!w) throw notFound("inventory.warehouse");
  const [p] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, key.productId), eq(products.orgId, key.orgId)));
  if (!p) throw notFound("inventory.product");
}

/** A document number for an operator's own stock command: prefix, UTC date and time, a random tail. */
export function commandNo(prefix: string, at = now()): string {
  return `${prefix}${at.toISOString().slice(0, 19).replace(/\D/g, "")}${randomBytes(2).toString("hex").toUpperCase()}`;
}

function reply(key: StockKey, documentNo: string, result: PostingResult): StockBalanceReply {
  const b = result.balances.find(
    (x) =>
      x.orgId === key.orgId && x.warehouseId === key.warehouseId && x.productId === key.productId && x.inventoryType === key.inventoryType,
  )!;
  return {
    orgId: b.orgId,
    warehouseId: b.warehouseId,
    productId: b.productId,
    inventoryType: b.inventoryType,
    documentNo,
    inTransit: b.inTransit,
    pendingPutaway: b.pendingPutaway,
    onHand: b.onHand,
    reserved: b.reserved,
    frozen: b.frozen,
    available: availableOf(b),
  };
}

export function adjustBalance(ctx: CommandContext, input: StockAdjustInput): Promise<StockBalanceReply> {
  return runCommand(ctx, async (tx) => {
    await checkKey(tx, ctx.actor, input);
    const documentNo = commandNo("ADJ");
    const result = await adjustStock(tx, ctx, { documentNo, businessType: 5, reason: input.reason }, input);
    const after = reply(input, documentNo, result);
    return {
      result: after,
      audit: StockAudit.entry("adjustStock", AuditAction.update, {
        entityId: result.balances[0]!.id,
        orgId: input.orgId,
        before: { ...input },
        after,
      }),
    };
  });
}

export function freezeBalance(ctx: CommandContext, input: StockFreezeInput, freeze: boolean): Promise<StockBalanceReply> {
  return runCommand(ctx, async (tx) => {
    await checkKey(tx, ctx.actor, input);
    const documentNo = commandNo(freeze ? "FRZ" : "UFZ");
    const result = await freezeStock(
      tx,
      ctx,
      { documentNo, reason: input.reason },
      { ...input, quantity: freeze ? input.quantity : -input.quantity },
    );
    const after = reply(input, documentNo, result);
    return {
      result: after,
      audit: StockAudit.entry(freeze ? "freezeStock" : "unfreezeStock", AuditAction.update, {
        entityId: result.balances[0]!.id,
        orgId: input.orgId,
        before: { ...input },
        after,
      }),
    };
  });
}
