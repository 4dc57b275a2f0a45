import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { ProductLineOption, ProductLineRow, ProductLineSave } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { businessRule, duplicate, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations } from "../../../platform/identity/schema.js";
import { ownerOrg } from "./business.common.js";
import { suppliers } from "./business.schema.js";
import { productLines } from "../schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, requireVersion } from "../../../platform/crud/index.js";

export const ProductLineAudit = auditNames("product_line", [
  "createProductLine",
  "updateProductLine",
  "activateProductLine",
  "deactivateProductLine",
  "deleteProductLine",
]);

/**
 * Sellers' product lines (spec §3: id, name, supplierId, paymentType, flag). Code unique per org; the
 * supplier is one of the org's suppliers; flag 1 keeps a line out of ordinary pickers. A line other
 * modules declare (a usage of "product_line") cannot be deleted: it is deactivated instead.
 */

const rowSelect = {
  id: productLines.id,
  orgId: productLines.orgId,
  orgCode: organizations.code,
  code: productLines.code,
  name: productLines.name,
  supplierId: productLines.supplierId,
  supplierName: suppliers.name,
  paymentType: productLines.paymentType,
  flag: productLines.flag,
  active: productLines.active,
  remark: productLines.remark,
  version: productLines.version,
  updatedAt: isoTime(productLines.updatedAt),
};
const fromLines = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(productLines)
    .innerJoin(organizations, eq(organizations.id, productLines.orgId))
    .leftJoin(suppliers, eq(suppliers.id, productLines.supplierId));

/** The list's query; its whitelist and export come from the resource definition (contracts). */
export function productLineList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: (q) => fromLines(q).$dynamic(),
    where: orgScope(actor, productLines.orgId),
    tieBreaker: productLines.id,
  };
}

export async function getProductLine(db: DbOrTx, actor: Actor, id: number): Promise<ProductLineRow> {
  const [row] = await db
    .select(rowSelect)
    .from(productLines)
    .innerJoin(organizations, eq(organizations.id, productLines.orgId))
    .leftJoin(suppliers, eq(suppliers.id, productLines.supplierId))
    .where(and(eq(productLines.id, id), orgScope(actor, productLines.orgId)));
  if (!row) throw notFound("masterdata.productLine");
  return row;
}

const optionSelect = {
  id: productLines.id,
  orgId: productLines.orgId,
  code: productLines.code,
  name: productLines.name,
  supplierId: productLines.supplierId,
  paymentType: productLines.paymentType,
  flag: productLines.flag,
  active: productLines.active,
};

/**
 * The pickers, all inside the caller's scope:
 * - `all`: findAllByContextId, the active lines (optionally of one org);
 * - `besideFlag`: findAllByContextIdBesideFlag, the same without flag-1 lines;
 * - `byIds`: findAllByOrgIdInAndIdIn, lines of the given orgs and/or ids, inactive ones too (to show names of stored references).
 */
export async function productLineOptions(
  db: DbOrTx,
  actor: Actor,
  q: { mode: "all" | "besideFlag" | "byIds"; orgId?: number; orgIds?: number[]; ids?: number[] },
): Promise<ProductLineOption[]> {
  const conds: (SQL | undefined)[] = [orgScope(actor, productLines.orgId)];
  if (q.orgId !== undefined) conds.push(eq(productLines.orgId, q.orgId));
  if (q.mode !== "byIds") conds.push(eq(productLines.active, true));
  if (q.mode === "besideFlag") conds.push(ne(productLines.flag, 1));
  if (q.mode === "byIds") {
    if (q.orgIds?.length) conds.push(inArray(productLines.orgId, q.orgIds));
    if (q.ids?.length) conds.push(inArray(productLines.id, q.ids));
  }
  return db
    .select(optionSelect)
    .from(productLines)
    .where(and(...conds))
    .orderBy(asc(productLines.orgId), asc(productLines.code), asc(productLines.id));
}

/** ProductLine/findAllWithOutOrg (spec §7.1): the active, ordinary lines of the scope with no org detail (logistics forms). */
export async function productLinesWithoutOrg(db: DbOrTx, actor: Actor): Promise<{ id: number; code: string; name: string }[]> {
  return db
    .select({ id: productLines.id, code: productLines.code, name: productLines.name })
    .from(productLines)
    .where(and(orgScope(actor, productLines.orgId), eq(productLines.active, true), ne(productLines.flag, 1)))
    .orderBy(asc(productLines.code), asc(productLines.id));
}

async function lockLine(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(productLines)
    .where(and(eq(productLines.id, id), orgScope(actor, productLines.orgId)))
    .for("update");
  if (!row) throw notFound("masterdata.productLine");
  return row;
}

async function assertCodeFree(tx: Tx, orgId: number, code: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: productLines.id })
    .from(productLines)
    .where(
      and(
        eq(productLines.orgId, orgId),
        sql`lower(${productLines.code}) = lower(${code})`,
        exceptId === undefined ? undefined : ne(productLines.id, exceptId),
      ),
    );
  if (clash) throw duplicate("masterdata.productLineCodeExists", { code });
}

/** The supplier must be one of the line's org's suppliers; a newly chosen one must be active. */
async function checkSupplier(tx: Tx, actor: Actor, orgId: number, supplierId: number | null, previous: number | null) {
  if (supplierId === null) return;
  const [s] = await tx
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), orgScope(actor, suppliers.orgId)));
  if (!s) throw notFound("masterdata.supplier");
  if (s.orgId !== orgId) throw businessRule("masterdata.supplierOtherOrg");
  if (!s.active && supplierId !== previous) throw businessRule("masterdata.supplierInactive", { name: s.name });
}

export async function saveProductLine(ctx: CommandContext, input: ProductLineSave): Promise<ProductLineRow> {
  requireVersion(input);
  const id = await runCommand(ctx, async (tx) => {
    const values = {
      code: input.code,
      name: input.name,
      supplierId: input.supplierId ?? null,
      paymentType: input.paymentType ?? null,
      flag: input.flag ?? 0,
      remark: input.remark ?? null,
    };
    if (input.id === undefined) {
      const orgId = await ownerOrg(tx, ctx.actor, input.orgId);
      await assertCodeFree(tx, orgId, values.code);
      await checkSupplier(tx, ctx.actor, orgId, values.supplierId, null);
      const [row] = await tx
        .insert(productLines)
        .values({ contextId: ctx.actor.contextId, orgId, ...values })
        .returning();
      return {
        result: row!.id,
        audit: ProductLineAudit.entry("createProductLine", AuditAction.create, { entityId: row!.id, orgId, after: row }),
      };
    }
    const before = await lockLine(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    await assertCodeFree(tx, before.orgId, values.code, before.id);
    await checkSupplier(tx, ctx.actor, before.orgId, values.supplierId, before.supplierId);
    const [after] = await tx
      .update(productLines)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(productLines.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: ProductLineAudit.entry("updateProductLine", AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return getProductLine(ctx.db, ctx.actor, id);
}

export async function setProductLineActive(
  ctx: CommandContext,
  input: { id: number; version: number; active: boolean },
): Promise<ProductLineRow> {
  await runCommand(ctx, async (tx) => {
    const before = await lockLine(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    const [after] = await tx
      .update(productLines)
      .set({ active: input.active, version: before.version + 1, updatedAt: new Date() })
      .where(eq(productLines.id, before.id))
      .returning();
    const command = input.active ? "activateProductLine" : "deactivateProductLine";
    return {
      result: null,
      audit: ProductLineAudit.entry(command, AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return getProductLine(ctx.db, ctx.actor, input.id);
}

/** Deletes a line nothing uses; a line in use answers 409 naming its users (deactivate it instead). */
export async function deleteProductLine(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: productLines,
    load: (tx) => lockLine(tx, ctx.actor, id),
    audit: { names: ProductLineAudit, command: "deleteProductLine" },
    usage: { entity: "product_line", name: (r) => r.code },
  });
}
