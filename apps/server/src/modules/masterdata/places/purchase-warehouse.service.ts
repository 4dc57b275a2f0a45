import { and, eq, ne } from "drizzle-orm";
import type { purchaseWarehouseCreate, PurchaseWarehouseRow, purchaseWarehouseUpdate } from "@entrepot/contracts";
import type { z } from "zod";
import type { Actor } from "../../../platform/access/actor.js";
import { loadScoped, orgScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { conflict, duplicate, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations } from "../../../platform/identity/schema.js";
import { targetOrg } from "./places.common.js";
import { purchaseWarehouses } from "./places.schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, fixedField } from "../../../platform/crud/index.js";

export const PurchaseWarehouseAudit = auditNames("purchase_warehouse", [
  "createPurchaseWarehouse",
  "updatePurchaseWarehouse",
  "deletePurchaseWarehouse",
]);

/** Purchase warehouses (purchaseWarehouse/*): an org's origin-side warehouses where its suppliers deliver. */

const pw = purchaseWarehouses;
const rowSelect = {
  id: pw.id,
  orgId: pw.orgId,
  orgCode: organizations.code,
  orgName: organizations.name,
  code: pw.code,
  name: pw.name,
  countryCode: pw.countryCode,
  province: pw.province,
  city: pw.city,
  district: pw.district,
  address: pw.address,
  postcode: pw.postcode,
  contactName: pw.contactName,
  phone: pw.phone,
  active: pw.active,
  remark: pw.remark,
  version: pw.version,
  updatedAt: isoTime(pw.updatedAt),
};
const scope = (actor: Actor) => and(eq(pw.contextId, actor.contextId), orgScope(actor, pw.orgId));

/** The list's query (purchaseWarehouseResource names its fields; `id` stays a filter of the API). */
export function purchaseWarehouseList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: (q) => q.from(pw).innerJoin(organizations, eq(organizations.id, pw.orgId)).$dynamic(),
    where: scope(actor),
    columns: { id: { column: pw.id, type: "int", sort: false } },
    tieBreaker: pw.id,
  };
}

export async function getPurchaseWarehouse(db: DbOrTx, actor: Actor, id: number): Promise<PurchaseWarehouseRow> {
  const [row] = await db
    .select(rowSelect)
    .from(pw)
    .innerJoin(organizations, eq(organizations.id, pw.orgId))
    .where(and(eq(pw.id, id), scope(actor)));
  if (!row) throw notFound("masterdata.purchaseWarehouse");
  return row;
}

type Input = z.output<typeof purchaseWarehouseCreate> & { id?: number; version?: number };

async function assertCodeFree(tx: Tx, orgId: number, code: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: pw.id })
    .from(pw)
    .where(and(eq(pw.orgId, orgId), eq(pw.code, code), exceptId === undefined ? undefined : ne(pw.id, exceptId)));
  if (clash) throw duplicate("masterdata.purchaseWarehouseCodeExists", { code });
}

/** POST purchaseWarehouse/save (no id) and PUT purchaseWarehouse (id + version). */
async function savePurchaseWarehouse(ctx: CommandContext, input: Input): Promise<number> {
  const { actor } = ctx;
  return runCommand(ctx, async (tx) => {
    const values = {
      code: input.code,
      name: input.name,
      countryCode: input.countryCode,
      province: input.province,
      city: input.city,
      district: input.district,
      address: input.address,
      postcode: input.postcode,
      contactName: input.contactName,
      phone: input.phone,
      active: input.active,
      remark: input.remark ?? null,
    };
    if (input.id === undefined) {
      const org = await targetOrg(tx, actor, input.orgId);
      await assertCodeFree(tx, org.id, values.code);
      const [row] = await tx
        .insert(pw)
        .values({ contextId: actor.contextId, orgId: org.id, ...values })
        .returning();
      return {
        result: row!.id,
        audit: PurchaseWarehouseAudit.entry("createPurchaseWarehouse", AuditAction.create, {
          entityId: row!.id,
          orgId: org.id,
          after: row,
        }),
      };
    }
    const before = await loadScoped(tx, pw, input.id, actor, "masterdata.purchaseWarehouse");
    checkVersion(before, input.version);
    if (input.orgId !== undefined && input.orgId !== before.orgId) throw fixedField("orgId");
    await assertCodeFree(tx, before.orgId, values.code, before.id);
    const [after] = await tx
      .update(pw)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(and(eq(pw.id, before.id), eq(pw.version, before.version)))
      .returning();
    if (!after) throw conflict();
    return {
      result: before.id,
      audit: PurchaseWarehouseAudit.entry("updatePurchaseWarehouse", AuditAction.update, {
        entityId: before.id,
        orgId: before.orgId,
        before,
        after,
      }),
    };
  });
}

/** POST purchaseWarehouse/save: the new warehouse as the list shows it. */
export const createPurchaseWarehouse = async (ctx: CommandContext, input: z.output<typeof purchaseWarehouseCreate>) =>
  getPurchaseWarehouse(ctx.db, ctx.actor, await savePurchaseWarehouse(ctx, input));
/** PUT purchaseWarehouse (id + version). */
export const updatePurchaseWarehouse = async (ctx: CommandContext, input: z.output<typeof purchaseWarehouseUpdate>) =>
  getPurchaseWarehouse(ctx.db, ctx.actor, await savePurchaseWarehouse(ctx, input));

/** Removes a purchase warehouse. (Purchase orders do not exist yet; purchasing will refuse this while orders point at it.) */
export async function deletePurchaseWarehouse(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: pw,
    load: (tx) => loadScoped(tx, pw, id, ctx.actor, "masterdata.purchaseWarehouse"),
    audit: { names: PurchaseWarehouseAudit, command: "deletePurchaseWarehouse" },
  });
}
