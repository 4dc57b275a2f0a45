import { stockDocCodes, type StockDocKind, type StockDocTransition } from "@entrepot/contracts";
import type { CommandContext } from "../../../platform/audit/command.js";
import type { Tx } from "../../../platform/db/database.js";
import { type DocumentTable, runTransition, stateConflict } from "../../../platform/documents/transition.js";
import { AppError } from "../../../platform/http/errors.js";
import { addInTransit, receiveInTransit } from "../claims.service.js";
import type { PostingContext } from "../ledger.service.js";
import { adjustStock, freezeStock, issueStock, moveStock, putawayStock, receiveStock } from "../operations.service.js";
import { stockDocMachine } from "./domain/stock-doc.machine.js";
import { selfApprovalRefused } from "./domain/rules.js";
import { linesOf, loadDoc, type StockDoc, type StockDocLine } from "./stockdoc.service.js";
import { stockDocs } from "./schema.js";
import { now } from "../../../platform/clock.js";

type State = Parameters<typeof stockDocMachine.can>[0];

/**
 * The stock document's transitions, each one command through the platform's runner (scope 404, state 409,
 * version, audit row with the spec action code, event `inventory.stockDoc.<transition>`). Approval posts
 * through the ledger in the same transaction; a shortfall is the ledger's 409 STOCK_INSUFFICIENT and
 * nothing changes. A transfer posts on ship (122 out at the source, in transit to the target) and on
 * receive (121 in at the target), not on approval.
 */
const docTable: DocumentTable<StockDoc, State, StockDocTransition> = {
  machine: stockDocMachine,
  table: stockDocs,
  statusKey: "status",
  lock: (tx, actor, id) => loadDoc(tx, actor, id, true),
};

/** The order and business types a document posts with (see stockDocCodes); a transfer's by leg. */
const typesOf = (d: StockDoc, leg?: "out" | "in") =>
  d.kind === "transfer"
    ? {
        orderType: leg === "in" ? stockDocCodes.transferInOrderType : stockDocCodes.transferOutOrderType,
        businessType: stockDocCodes.transferBusinessType,
      }
    : {
        orderType: d.kind === "misc_in" ? stockDocCodes.miscInOrderType : stockDocCodes.orderType,
        businessType: stockDocCodes.businessType,
      };

const docOf = (d: StockDoc, leg?: "out" | "in") => ({
  documentNo: d.docNo,
  ...typesOf(d, leg),
  reason: d.reasonText ? `${d.reasonCode}: ${d.reasonText}` : d.reasonCode,
});
const keyOf = (d: StockDoc, l: StockDocLine, warehouseId = d.warehouseId) => ({
  orgId: d.orgId,
  warehouseId,
  productId: l.productId,
  inventoryType: l.inventoryType,
});

/** What approval posts for each kind (a transfer: nothing yet). */
const posters: Record<StockDocKind, (tx: Tx, ctx: PostingContext, d: StockDoc, lines: StockDocLine[]) => Promise<unknown>> = {
  misc_in: (tx, ctx, d, lines) =>
    receiveStock(
      tx,
      ctx,
      { ...docOf(d), operationType: stockDocCodes.miscIn },
      lines.map((l) => ({ ...keyOf(d, l), line: l.line, quantity: l.quantity })),
    ),
  misc_out: (tx, ctx, d, lines) =>
    issueStock(
      tx,
      ctx,
      { ...docOf(d), operationType: stockDocCodes.miscOut },
      lines.map((l) => ({ ...keyOf(d, l), line: l.line, quantity: l.quantity })),
    ),
  adjust: async (tx, ctx, d, lines) => {
    for (const l of lines) await adjustStock(tx, ctx, docOf(d), { ...keyOf(d, l), quantity: l.quantity });
  },
  move: async (tx, ctx, d, lines) => {
    for (const l of lines)
      await moveStock(tx, ctx, docOf(d), {
        from: keyOf(d, l),
        to: { ...keyOf(d, l), inventoryType: l.toInventoryType! },
        quantity: l.quantity,
        line: l.line,
      });
  },
  transfer: async () => undefined,
  freeze: async (tx, ctx, d, lines) => {
    for (const l of lines) await freezeStock(tx, ctx, docOf(d), { ...keyOf(d, l), quantity: l.quantity });
  },
  unfreeze: async (tx, ctx, d, lines) => {
    for (const l of lines) await freezeStock(tx, ctx, docOf(d), { ...keyOf(d, l), quantity: -l.quantity });
  },
};

/** The event's lines: enough for billing to rate them without reading the document. */
const eventLines = (d: StockDoc, lines: StockDocLine[]) => ({
  kind: d.kind,
  docNo: d.docNo,
  orgId: d.orgId,
  warehouseId: d.warehouseId,
  targetWarehouseId: d.targetWarehouseId,
  ...typesOf(d),
  lines: lines.map((l) => ({
    line: l.line,
    productId: l.productId,
    inventoryType: l.inventoryType,
    toInventoryType: l.toInventoryType,
    quantity: l.quantity,
  })),
});

const transitDoc = (d: StockDoc, leg: "out" | "in") => ({ ...docOf(d, leg), orgId: d.orgId, transportSource: 80 });

type Body = { id: number; version: number; comment?: string | null };

async function run(
  ctx: CommandContext,
  transition: StockDocTransition,
  body: Body,
  apply?: (tx: Tx, doc: StockDoc, lines: StockDocLine[], from: State) => Promise<Record<string, unknown> | void>,
): Promise<StockDoc> {
  const done = await runTransition(ctx, docTable, transition, body.id, {
    version: body.version,
    input: body,
    apply: async ({ tx, row, from }) => {
      const lines = await linesOf(tx, row.id);
      const set = (await apply?.(tx, row, lines, from)) ?? undefined;
      return { set, event: { ...eventLines(row, lines), comment: body.comment ?? null } };
    },
  });
  return done.after;
}

/** Ship and receive belong to transfers: another kind answers the state machine's 409. */
const transferOnly = (d: StockDoc, from: State, transition: StockDocTransition) => {
  if (d.kind !== "transfer") throw stateConflict(stockDocMachine as never, from, transition);
};

export const submitDoc = (ctx: CommandContext, body: Body) => run(ctx, "submit", body);
export const rejectDoc = (ctx: CommandContext, body: Body) => run(ctx, "reject", body);
export const cancelDoc = (ctx: CommandContext, body: Body) => run(ctx, "cancel", body);

export const approveDoc = (ctx: CommandContext, body: Body) =>
  run(ctx, "approve", body, async (tx, doc, lines) => {
    if (selfApprovalRefused(doc.kind as StockDocKind, doc.createdBy, ctx.actor.userId))
      throw new AppError(403, "FORBIDDEN", { docNo: doc.docNo }, undefined, "inventory.stockDoc.selfApprove");
    await posters[doc.kind as StockDocKind](tx, ctx, doc, lines);
    return { approvedBy: ctx.actor.userId, approvedAt: now() };
  });

export const shipDoc = (ctx: CommandContext, body: Body) =>
  run(ctx, "ship", body, async (tx, doc, lines, from) => {
    transferOnly(doc, from, "ship");
    await issueStock(
      tx,
      ctx,
      { ...docOf(doc, "out"), operationType: stockDocCodes.transferOut },
      lines.map((l) => ({ ...keyOf(doc, l), line: l.line, quantity: l.quantity })),
    );
    await addInTransit(
      tx,
      ctx,
      transitDoc(doc, "out"),
      lines.map((l) => ({ line: l.line, productId: l.productId, warehouseId: doc.targetWarehouseId!, quantity: l.quantity })),
    );
    return { shippedAt: now() };
  });

export const receiveDoc = (ctx: CommandContext, body: Body) =>
  run(ctx, "receive", body, async (tx, doc, lines, from) => {
    transferOnly(doc, from, "receive");
    await receiveInTransit(
      tx,
      ctx,
      transitDoc(doc, "in"),
      lines.map((l) => ({ line: l.line, productId: l.productId, good: l.quantity, close: true })),
    );
    // the units arrive on the target's shelf as 121 cross-warehouse in (through pending putaway, as the claim posts)
    await putawayStock(
      tx,
      ctx,
      { ...docOf(doc, "in"), operationType: stockDocCodes.transferIn },
      lines.map((l) => ({ ...keyOf(doc, l, doc.targetWarehouseId!), inventoryType: 0, line: l.line, quantity: l.quantity })),
    );
    return { receivedAt: now() };
  });
