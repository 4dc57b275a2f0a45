import { winitReceiptCodes, type WinitReceiptTransition } from "@entrepot/contracts";
import type { CommandContext } from "../../../platform/audit/command.js";
import { now } from "../../../platform/clock.js";
import type { Tx } from "../../../platform/db/database.js";
import { type DocumentTable, runTransition } from "../../../platform/documents/transition.js";
import { businessRule } from "../../../platform/http/errors.js";
import { receiveStock } from "../../inventory/index.js";
import { receivedUnits } from "./domain/receipt-lines.js";
import { winitReceiptMachine } from "./domain/winit-receipt.machine.js";
import { loadReceipt, receiptLines, type WinitReceipt, type WinitReceiptLine } from "./winit.service.js";
import { winitReceipts } from "./winit.schema.js";

type State = Parameters<typeof winitReceiptMachine.can>[0];

/**
 * The channel receipt's transitions, each one command through the platform's runner (scope 404, state 409,
 * version, audit row with the spec action code, event `inbound.winitReceipt.<transition>`). Posting writes
 * the ledger's other-inbound movements (60) in the same transaction: good units sellable, damaged ones
 * unsellable, each a new lot of batch type 60; the ledger emits its stock event (billing, webhooks, stock push).
 */
const receiptTable: DocumentTable<WinitReceipt, State, WinitReceiptTransition> = {
  machine: winitReceiptMachine,
  table: winitReceipts,
  statusKey: "status",
  lock: (tx, actor, id) => loadReceipt(tx, actor, id, true),
};

/** The event's lines: what billing rates without reading the receipt. */
const eventOf = (r: WinitReceipt, lines: WinitReceiptLine[]) => ({
  receiptNo: r.receiptNo,
  orgId: r.orgId,
  warehouseId: r.warehouseId,
  channel: r.channel,
  channelRef: r.channelRef,
  orderType: winitReceiptCodes.orderType,
  businessType: winitReceiptCodes.businessType,
  lines: lines.map((l) => ({
    line: l.line,
    productId: l.productId,
    expectedQty: l.expectedQty,
    goodQty: l.goodQty,
    damagedQty: l.damagedQty,
  })),
});

type Body = { id: number; version: number; comment?: string | null };

async function run(
  ctx: CommandContext,
  transition: WinitReceiptTransition,
  body: Body,
  apply?: (tx: Tx, r: WinitReceipt, lines: WinitReceiptLine[]) => Promise<Record<string, unknown>>,
): Promise<WinitReceipt> {
  const done = await runTransition(ctx, receiptTable, transition, body.id, {
    version: body.version,
    input: body,
    apply: async ({ tx, row }) => {
      const lines = await receiptLines(tx, row.id);
      const set = apply ? await apply(tx, row, lines) : undefined;
      return { set, event: { ...eventOf(row, lines), comment: body.comment ?? null } };
    },
  });
  return done.after;
}

export const cancelReceipt = (ctx: CommandContext, body: Body) => run(ctx, "cancel", body);

export const postReceipt = (ctx: CommandContext, body: Body) =>
  run(ctx, "receive", body, async (tx, r, lines) => {
    if (receivedUnits(lines) === 0) throw businessRule("inbound.winitReceipt.nothingReceived", { receiptNo: r.receiptNo });
    const doc = {
      documentNo: r.receiptNo,
      orderType: winitReceiptCodes.orderType,
      businessType: winitReceiptCodes.businessType,
      operationType: winitReceiptCodes.operationType,
      reason: `${r.channel}: ${r.channelRef}`,
    };
    const key = { orgId: r.orgId, warehouseId: r.warehouseId };
    await receiveStock(tx, ctx, doc, [
      ...lines
        .filter((l) => l.goodQty > 0)
        .map((l) => ({ ...key, productId: l.productId, inventoryType: 0, line: l.line, quantity: l.goodQty })),
      ...lines
        .filter((l) => l.damagedQty > 0)
        .map((l) => ({ ...key, productId: l.productId, inventoryType: 1, line: l.line, quantity: l.damagedQty })),
    ]);
    return { receivedBy: ctx.actor.userId, receivedAt: now() };
  });
