import { and, count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { WarningRuleRow, warningRuleSave } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { orgScope, warehouseScope } from "../../platform/access/scope.js";
import { AuditAction } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import {
  checkVersion,
  deleteRecord,
  fixedField,
  isoTime,
  requiredOnCreate,
  requireVersion,
  unknownRef,
} from "../../platform/crud/index.js";
import type { DbOrTx, Tx } from "../../platform/db/database.js";
import { businessRule, notFound } from "../../platform/http/errors.js";
import type { ResourceListQuery } from "../../platform/http/resource-routes.js";
import { organizations } from "../../platform/identity/schema.js";
import { products } from "../catalog/index.js";
import { warehouses } from "../masterdata/index.js";
import { WarningRuleAudit } from "./audit.js";
import { stockWarningRules as r, stockWarnings } from "./schema.js";

type RuleSave = z.output<typeof warningRuleSave>;

/**
 * Stock warning rules (WMS/earlyWarningSetting): a seller sets its own; operator staff those of the
 * sellers their access groups allow (orgScope). Another org's rule is a 404.
 */

const openWarnings = sql<number>`(select count(*)::int from ${stockWarnings} w where w.rule_id = ${r.id} and w.status = 'open')`;
const rowSelect = {
  id: r.id,
  orgId: r.orgId,
  orgCode: organizations.code,
  productId: r.productId,
  sku: products.sku,
  warehouseId: r.warehouseId,
  warehouseCode: warehouses.code,
  coverDaysBelow: r.coverDaysBelow,
  ageDaysOver: r.ageDaysOver,
  unsellableAbove: r.unsellableAbove,
  active: r.active,
  openWarnings,
  remark: r.remark,
  version: r.version,
  updatedAt: isoTime(r.updatedAt),
};
const fromRules = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(r)
    .innerJoin(organizations, eq(organizations.id, r.orgId))
    .leftJoin(products, eq(products.id, r.productId))
    .leftJoin(warehouses, eq(warehouses.id, r.warehouseId))
    .$dynamic();

export const ruleScope = (actor: Actor) => orgScope(actor, r.orgId);

export function ruleList(actor: Actor): ResourceListQuery {
  return { select: rowSelect, from: fromRules, where: ruleScope(actor), tieBreaker: r.id };
}

export async function getRule(db: DbOrTx, actor: Actor, id: number): Promise<WarningRuleRow> {
  const [row] = await fromRules(db.select(rowSelect))
    .where(and(eq(r.id, id), ruleScope(actor)))
    .limit(1);
  if (!row) throw notFound("stockcontrol.warningRule");
  return row as WarningRuleRow;
}

/** The seller a new rule is for: the caller's own org, or (staff) a seller org of their scope. */
async function ruleOrg(tx: Tx, actor: Actor, orgId: number | undefined): Promise<number> {
  const staff = actor.orgKind === "operator" || actor.orgKind === "platform";
  if (!staff) {
    if (orgId !== undefined && orgId !== actor.orgId) throw notFound("masterdata.org");
    return actor.orgId;
  }
  if (orgId === undefined) throw requiredOnCreate("body.orgId");
  const [org] = await tx
    .select({ id: organizations.id, kind: organizations.kind })
    .from(organizations)
    .where(and(eq(organizations.id, orgId), orgScope(actor, organizations.id)));
  if (!org) throw notFound("masterdata.org");
  if (org.kind !== "seller") throw businessRule("stockcontrol.sellerOnly");
  return org.id;
}

/** A product of the rule's seller and a warehouse the caller may see; anything else names the field. */
async function checkRefs(tx: Tx, actor: Actor, orgId: number, input: RuleSave) {
  if (input.productId != null) {
    const [p] = await tx
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.id, input.productId), eq(products.orgId, orgId)));
    if (!p?.n) throw unknownRef("body.productId", input.productId);
  }
  if (input.warehouseId != null) {
    const [w] = await tx
      .select({ n: count() })
      .from(warehouses)
      .where(and(eq(warehouses.id, input.warehouseId), warehouseScope(actor, warehouses.id)));
    if (!w?.n) throw unknownRef("body.warehouseId", input.warehouseId);
  }
}

export async function saveRule(ctx: CommandContext, input: RuleSave): Promise<WarningRuleRow> {
  requireVersion(input);
  const values = {
    coverDaysBelow: input.coverDaysBelow ?? null,
    ageDaysOver: input.ageDaysOver ?? null,
    unsellableAbove: input.unsellableAbove ?? null,
    active: input.active ?? true,
    remark: input.remark ?? null,
  };
  const id = await runCommand(ctx, async (tx) => {
    if (input.id === undefined) {
      const orgId = await ruleOrg(tx, ctx.actor, input.orgId);
      await checkRefs(tx, ctx.actor, orgId, input);
      const [after] = await tx
        .insert(r)
        .values({ orgId, productId: input.productId ?? null, warehouseId: input.warehouseId ?? null, ...values })
        .returning();
      return {
        result: after!.id,
        audit: WarningRuleAudit.entry("createWarningRule", AuditAction.create, { entityId: after!.id, orgId, after }),
      };
    }
    const [before] = await tx
      .select()
      .from(r)
      .where(and(eq(r.id, input.id), ruleScope(ctx.actor)))
      .for("update");
    if (!before) throw notFound("stockcontrol.warningRule");
    checkVersion(before, input.version);
    if (input.orgId !== undefined && input.orgId !== before.orgId) throw fixedField("body.orgId");
    if (input.productId !== undefined && (input.productId ?? null) !== before.productId) throw fixedField("body.productId");
    if (input.warehouseId !== undefined && (input.warehouseId ?? null) !== before.warehouseId) throw fixedField("body.warehouseId");
    const [after] = await tx
      .update(r)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(r.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: WarningRuleAudit.entry("updateWarningRule", AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return getRule(ctx.db, ctx.actor, id);
}

/** Deleting a rule takes its warnings with it (they speak of that rule only). */
export const deleteRule = async (ctx: CommandContext, id: number): Promise<void> =>
  void (await deleteRecord(ctx, {
    table: r,
    load: async (tx) => {
      const [row] = await tx
        .select()
        .from(r)
        .where(and(eq(r.id, id), ruleScope(ctx.actor)))
        .for("update");
      if (!row) throw notFound("stockcontrol.warningRule");
      return row;
    },
    audit: { names: WarningRuleAudit, command: "deleteWarningRule" },
  }));
