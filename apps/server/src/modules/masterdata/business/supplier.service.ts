import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { SupplierOption, SupplierRow, SupplierSave } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { duplicate, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations } from "../../../platform/identity/schema.js";
import { countRows, ownerOrg } from "./business.common.js";
import { suppliers } from "./business.schema.js";
import { productLines } from "../schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, requireVersion } from "../../../platform/crud/index.js";

export const SupplierAudit = auditNames("supplier", [
  "createSupplier",
  "updateSupplier",
  "activateSupplier",
  "deactivateSupplier",
  "deleteSupplier",
]);

/** Sellers' suppliers: tenant rows of the seller org, code unique per org. */

const lineCount = sql<number>`(select cast(count(*) as integer) from product_lines pl where pl.supplier_id = "suppliers"."id")`;
const rowSelect = {
  id: suppliers.id,
  orgId: suppliers.orgId,
  orgCode: organizations.code,
  code: suppliers.code,
  name: suppliers.name,
  contactName: suppliers.contactName,
  phone: suppliers.phone,
  email: suppliers.email,
  countryCode: suppliers.countryCode,
  address: suppliers.address,
  paymentTermsDays: suppliers.paymentTermsDays,
  active: suppliers.active,
  productLineCount: lineCount,
  remark: suppliers.remark,
  version: suppliers.version,
  updatedAt: isoTime(suppliers.updatedAt),
};

/** The list's query; its whitelist and export come from the resource definition (contracts). */
export function supplierList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: (q) => q.from(suppliers).innerJoin(organizations, eq(organizations.id, suppliers.orgId)).$dynamic(),
    where: orgScope(actor, suppliers.orgId),
    tieBreaker: suppliers.id,
  };
}

export async function getSupplier(db: DbOrTx, actor: Actor, id: number): Promise<SupplierRow> {
  const [row] = await db
    .select(rowSelect)
    .from(suppliers)
    .innerJoin(organizations, eq(organizations.id, suppliers.orgId))
    .where(and(eq(suppliers.id, id), orgScope(actor, suppliers.orgId)));
  if (!row) throw notFound("masterdata.supplier");
  return row;
}

/** Supplier/findAllByContextId: the active suppliers in the caller's scope (optionally of one org). */
export async function supplierOptions(
  db: DbOrTx,
  actor: Actor,
  q: { orgId?: number; includeInactive?: boolean },
): Promise<SupplierOption[]> {
  return db
    .select({ id: suppliers.id, orgId: suppliers.orgId, code: suppliers.code, name: suppliers.name })
    .from(suppliers)
    .where(
      and(
        orgScope(actor, suppliers.orgId),
        q.orgId === undefined ? undefined : eq(suppliers.orgId, q.orgId),
        q.includeInactive ? undefined : eq(suppliers.active, true),
      ),
    )
    .orderBy(asc(suppliers.code), asc(suppliers.id));
}

async function lockSupplier(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.id, id), orgScope(actor, suppliers.orgId)))
    .for("update");
  if (!row) throw notFound("masterdata.supplier");
  return row;
}

async function assertCodeFree(tx: Tx, orgId: number, code: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.orgId, orgId),
        sql`lower(${suppliers.code}) = lower(${code})`,
        exceptId === undefined ? undefined : ne(suppliers.id, exceptId),
      ),
    );
  if (clash) throw duplicate("masterdata.supplierCodeExists", { code });
}

export async function saveSupplier(ctx: CommandContext, input: SupplierSave): Promise<SupplierRow> {
  requireVersion(input);
  const id = await runCommand(ctx, async (tx) => {
    const values = {
      code: input.code,
      name: input.name,
      contactName: input.contactName ?? null,
      phone: input.phone ?? null,
      email: input.email ?? null,
      countryCode: input.countryCode ?? null,
      address: input.address ?? null,
      paymentTermsDays: input.paymentTermsDays ?? 0,
      remark: input.remark ?? null,
    };
    if (input.id === undefined) {
      const orgId = await ownerOrg(tx, ctx.actor, input.orgId);
      await assertCodeFree(tx, orgId, values.code);
      const [row] = await tx
        .insert(suppliers)
        .values({ contextId: ctx.actor.contextId, orgId, ...values })
        .returning();
      return {
        result: row!.id,
        audit: SupplierAudit.entry("createSupplier", AuditAction.create, { entityId: row!.id, orgId, after: row }),
      };
    }
    const before = await lockSupplier(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    await assertCodeFree(tx, before.orgId, values.code, before.id);
    const [after] = await tx
      .update(suppliers)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(suppliers.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: SupplierAudit.entry("updateSupplier", AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return getSupplier(ctx.db, ctx.actor, id);
}

export async function setSupplierActive(
  ctx: CommandContext,
  input: { id: number; version: number; active: boolean },
): Promise<SupplierRow> {
  await runCommand(ctx, async (tx) => {
    const before = await lockSupplier(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    const [after] = await tx
      .update(suppliers)
      .set({ active: input.active, version: before.version + 1, updatedAt: new Date() })
      .where(eq(suppliers.id, before.id))
      .returning();
    const command = input.active ? "activateSupplier" : "deactivateSupplier";
    return {
      result: null,
      audit: SupplierAudit.entry(command, AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return getSupplier(ctx.db, ctx.actor, input.id);
}

/** Deletes a supplier no product line buys from; one in use answers 409 (deactivate it instead). */
export async function deleteSupplier(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: suppliers,
    load: (tx) => lockSupplier(tx, ctx.actor, id),
    audit: { names: SupplierAudit, command: "deleteSupplier" },
    usage: {
      entity: "supplier",
      name: (r) => r.code,
      own: async (tx) => [
        {
          label: { "zh-CN": "产品线", "en-US": "product lines" },
          count: await countRows(tx, productLines, eq(productLines.supplierId, id)),
        },
      ],
    },
  });
}
