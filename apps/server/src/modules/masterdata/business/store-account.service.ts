import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type {
  ReturnWarehouseReply,
  StoreAccountOption,
  StoreAccountRow,
  StoreAccountSave,
  StoreAccountStatus,
  StoreAccountStatusBody,
} from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { canSeeOrg, orgScope, storeAccountScope, warehouseScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { businessRule, conflict, duplicate, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations } from "../../../platform/identity/schema.js";
import { countRows, ownerOrg } from "./business.common.js";
import { channelCategories, salesPlatforms, storeAdsProfiles } from "./business.schema.js";
import { activeSite } from "./sales-platform.service.js";
import { orgWarehouses, storeAccounts, warehouses } from "../schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, requireVersion } from "../../../platform/crud/index.js";

export const StoreAccountAudit = auditNames("store_account", [
  "createStoreAccount",
  "updateStoreAccount",
  "setStoreAccountStatus",
  "activateStoreAccount",
  "deactivateStoreAccount",
  "deleteStoreAccount",
]);

/**
 * Sellers' store accounts (spec §3 Account). Every read goes through orgScope and storeAccountScope
 * (operator staff whose access groups list accounts see only those). The channel (`type`) is an active
 * sales platform; the country one of its active sites, which gives the site name and marketplace id;
 * the return warehouse one the seller may use. Status (normal, authorisation expired, suspended) and
 * active change only through their commands.
 */

const scoped = (actor: Actor): SQL => and(orgScope(actor, storeAccounts.orgId), storeAccountScope(actor, storeAccounts.id))!;

const rowSelect = {
  id: storeAccounts.id,
  orgId: storeAccounts.orgId,
  orgCode: organizations.code,
  title: storeAccounts.title,
  type: storeAccounts.channel,
  channelName: salesPlatforms.name,
  accountType: storeAccounts.accountType,
  flag: storeAccounts.flag,
  siteName: storeAccounts.siteName,
  countryCode: storeAccounts.countryCode,
  marketplaceId: storeAccounts.marketplaceId,
  currency: storeAccounts.currency,
  channelCategoryId: storeAccounts.channelCategoryId,
  channelCategoryName: channelCategories.name,
  bossShippingMethodCodes: storeAccounts.bossShippingMethodCodes,
  defaultManMadeShipment: storeAccounts.defaultManMadeShipment,
  isAccountPay: storeAccounts.isAccountPay,
  isOpenSFP: storeAccounts.isOpenSfp,
  issueAccountPay: storeAccounts.issueAccountPay,
  jdCode: storeAccounts.jdCode,
  returnWarehouseId: storeAccounts.returnWarehouseId,
  returnWarehouseCode: warehouses.code,
  active: storeAccounts.active,
  status: sql<StoreAccountStatus>`${storeAccounts.status}`,
  remark: storeAccounts.remark,
  version: storeAccounts.version,
  updatedAt: isoTime(storeAccounts.updatedAt),
};
const joined = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(storeAccounts)
    .innerJoin(organizations, eq(organizations.id, storeAccounts.orgId))
    .leftJoin(salesPlatforms, and(eq(salesPlatforms.contextId, storeAccounts.contextId), eq(salesPlatforms.code, storeAccounts.channel)))
    .leftJoin(channelCategories, eq(channelCategories.id, storeAccounts.channelCategoryId))
    .leftJoin(warehouses, eq(warehouses.id, storeAccounts.returnWarehouseId));

/**
 * The list's query (storeAccountResource): the whitelist is the definition's fields; the status is read as
 * text by the select, and the id and account type stay API filters.
 */
export function storeAccountList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: (q) => joined(q).$dynamic(),
    where: scoped(actor),
    tieBreaker: storeAccounts.id,
    columns: {
      status: storeAccounts.status,
      id: { column: storeAccounts.id, type: "int" },
      accountType: { column: storeAccounts.accountType, type: "int" },
    },
  };
}

export async function getStoreAccount(db: DbOrTx, actor: Actor, id: number): Promise<StoreAccountRow> {
  const [row] = await db
    .select(rowSelect)
    .from(storeAccounts)
    .innerJoin(organizations, eq(organizations.id, storeAccounts.orgId))
    .leftJoin(salesPlatforms, and(eq(salesPlatforms.contextId, storeAccounts.contextId), eq(salesPlatforms.code, storeAccounts.channel)))
    .leftJoin(channelCategories, eq(channelCategories.id, storeAccounts.channelCategoryId))
    .leftJoin(warehouses, eq(warehouses.id, storeAccounts.returnWarehouseId))
    .where(and(eq(storeAccounts.id, id), scoped(actor)));
  if (!row) throw notFound("masterdata.storeAccount");
  return row;
}

const optionSelect = {
  id: storeAccounts.id,
  orgId: storeAccounts.orgId,
  title: storeAccounts.title,
  type: storeAccounts.channel,
  accountType: storeAccounts.accountType,
  flag: storeAccounts.flag,
  siteName: storeAccounts.siteName,
  countryCode: storeAccounts.countryCode,
  currency: storeAccounts.currency,
  channelCategoryId: storeAccounts.channelCategoryId,
  bossShippingMethodCodes: storeAccounts.bossShippingMethodCodes,
  defaultManMadeShipment: storeAccounts.defaultManMadeShipment,
  isAccountPay: storeAccounts.isAccountPay,
  isOpenSFP: storeAccounts.isOpenSfp,
  issueAccountPay: storeAccounts.issueAccountPay,
  jdCode: storeAccounts.jdCode,
  active: storeAccounts.active,
  status: sql<StoreAccountStatus>`${storeAccounts.status}`,
};

/**
 * The account pickers, all inside the caller's scope:
 * - `active` (findAllByContextId): active accounts; `inManage` (findAllByContextIdInManage): active ones
 *   in normal status, the ones operations may act for; `every` (findByOnlyContextId): all of them, for
 *   filters over history; `byIds` (findAllByOrgIdInAndIdIn): of the given orgs and/or ids;
 *   `byOrg` (findAllByOrgId): the active accounts of one org (an org outside the scope is a 404).
 */
export async function storeAccountOptions(
  db: DbOrTx,
  actor: Actor,
  q: { mode: "active" | "inManage" | "every" | "byIds" | "byOrg"; orgId?: number; orgIds?: number[]; ids?: number[]; type?: string },
): Promise<StoreAccountOption[]> {
  const conds: (SQL | undefined)[] = [scoped(actor)];
  if (q.mode === "byOrg" && (q.orgId === undefined || !(await canSeeOrg(db, actor, q.orgId)))) throw notFound("masterdata.org");
  if (q.orgId !== undefined) conds.push(eq(storeAccounts.orgId, q.orgId));
  if (q.type !== undefined) conds.push(eq(storeAccounts.channel, q.type));
  if (q.mode === "active" || q.mode === "inManage" || q.mode === "byOrg") conds.push(eq(storeAccounts.active, true));
  if (q.mode === "inManage") conds.push(eq(storeAccounts.status, "normal"));
  if (q.mode === "byIds") {
    if (q.orgIds?.length) conds.push(inArray(storeAccounts.orgId, q.orgIds));
    if (q.ids?.length) conds.push(inArray(storeAccounts.id, q.ids));
  }
  return db
    .select(optionSelect)
    .from(storeAccounts)
    .where(and(...conds))
    .orderBy(asc(storeAccounts.title), asc(storeAccounts.id));
}

/** account/return/warehouse/getReturnWarehouse: where an account's customer returns go (404 outside the scope). */
export async function returnWarehouse(db: DbOrTx, actor: Actor, accountId: number): Promise<ReturnWarehouseReply> {
  const [acc] = await db
    .select({ id: storeAccounts.id, returnWarehouseId: storeAccounts.returnWarehouseId })
    .from(storeAccounts)
    .where(and(eq(storeAccounts.id, accountId), scoped(actor)));
  if (!acc) throw notFound("masterdata.storeAccount");
  if (acc.returnWarehouseId === null) return { accountId, warehouse: null };
  const [wh] = await db
    .select({
      id: warehouses.id,
      code: warehouses.code,
      name: warehouses.name,
      countryCode: warehouses.countryCode,
      state: warehouses.state,
      city: warehouses.city,
    })
    .from(warehouses)
    .where(eq(warehouses.id, acc.returnWarehouseId));
  return { accountId, warehouse: wh ?? null };
}

/**
 * The return warehouse choices: per seller org in scope (or the one asked for), the warehouses assigned
 * to it that the caller may see.
 */
export async function returnWarehouseOptions(
  db: DbOrTx,
  actor: Actor,
  orgId: number | undefined,
): Promise<{ orgId: number; id: number; code: string; name: string }[]> {
  if (orgId !== undefined && !(await canSeeOrg(db, actor, orgId))) throw notFound("masterdata.org");
  return db
    .selectDistinct({ orgId: orgWarehouses.orgId, id: warehouses.id, code: warehouses.code, name: warehouses.name })
    .from(orgWarehouses)
    .innerJoin(warehouses, eq(warehouses.id, orgWarehouses.warehouseId))
    .where(
      and(
        eq(orgWarehouses.active, true),
        orgScope(actor, orgWarehouses.orgId),
        warehouseScope(actor, warehouses.id),
        orgId === undefined ? undefined : eq(orgWarehouses.orgId, orgId),
      ),
    )
    .orderBy(asc(orgWarehouses.orgId), asc(warehouses.code));
}

async function lockAccount(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(storeAccounts)
    .where(and(eq(storeAccounts.id, id), scoped(actor)))
    .for("update");
  if (!row) throw notFound("masterdata.storeAccount");
  return row;
}

/** The checks of a save that depend on other records: channel and site, category, return warehouse. */
async function resolveRefs(tx: Tx, actor: Actor, orgId: number, input: StoreAccountSave, previous?: typeof storeAccounts.$inferSelect) {
  const site = await activeSite(tx, actor.contextId, input.type, input.countryCode);
  const unchangedSite = previous && previous.channel === input.type && previous.countryCode === input.countryCode;
  if (!site && !unchangedSite) throw businessRule("masterdata.noSite", { type: input.type, country: input.countryCode });
  if (site && !site.platformActive && !unchangedSite) throw businessRule("masterdata.unknownChannel", { type: input.type });
  const categoryId = input.channelCategoryId ?? null;
  if (categoryId !== null) {
    const [cat] = await tx
      .select()
      .from(channelCategories)
      .where(and(eq(channelCategories.contextId, actor.contextId), eq(channelCategories.id, categoryId)));
    if (!cat) throw notFound("masterdata.channelCategory");
    if (cat.channel !== input.type) throw businessRule("masterdata.categoryOtherChannel", { type: input.type });
  }
  const warehouseId = input.returnWarehouseId ?? null;
  if (warehouseId !== null && warehouseId !== previous?.returnWarehouseId) {
    // visible to the caller, and assigned to the account's org
    const [ok] = await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(
        and(
          eq(warehouses.id, warehouseId),
          warehouseScope(actor, warehouses.id),
          sql`exists (select 1 from ${orgWarehouses} ow where ow.warehouse_id = ${warehouses.id} and ow.org_id = ${orgId} and ow.active)`,
        ),
      );
    if (!ok) throw businessRule("masterdata.returnWarehouse");
  }
  return {
    siteName: site?.siteName ?? previous?.siteName ?? null,
    marketplaceId: site ? site.marketplaceId : (previous?.marketplaceId ?? null),
    channelCategoryId: categoryId,
    returnWarehouseId: warehouseId,
  };
}

async function assertTitleFree(tx: Tx, orgId: number, title: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: storeAccounts.id })
    .from(storeAccounts)
    .where(
      and(
        eq(storeAccounts.orgId, orgId),
        sql`lower(${storeAccounts.title}) = lower(${title})`,
        exceptId === undefined ? undefined : ne(storeAccounts.id, exceptId),
      ),
    );
  if (clash) throw duplicate("masterdata.storeAccountTitleExists", { title });
}

export async function saveStoreAccount(ctx: CommandContext, input: StoreAccountSave): Promise<StoreAccountRow> {
  requireVersion(input);
  const id = await runCommand(ctx, async (tx) => {
    const plain = {
      title: input.title,
      channel: input.type,
      accountType: input.accountType ?? 1,
      flag: input.flag ?? 0,
      countryCode: input.countryCode,
      currency: input.currency,
      bossShippingMethodCodes: [...new Set(input.bossShippingMethodCodes ?? [])],
      defaultManMadeShipment: input.defaultManMadeShipment ?? false,
      isAccountPay: input.isAccountPay ?? false,
      isOpenSfp: input.isOpenSFP ?? false,
      issueAccountPay: input.issueAccountPay ?? false,
      jdCode: input.jdCode ?? null,
      remark: input.remark ?? null,
    };
    if (input.id === undefined) {
      const orgId = await ownerOrg(tx, ctx.actor, input.orgId);
      await assertTitleFree(tx, orgId, plain.title);
      const refs = await resolveRefs(tx, ctx.actor, orgId, input);
      const [row] = await tx
        .insert(storeAccounts)
        .values({ contextId: ctx.actor.contextId, orgId, ...plain, ...refs })
        .returning();
      return {
        result: row!.id,
        audit: StoreAccountAudit.entry("createStoreAccount", AuditAction.create, { entityId: row!.id, orgId, after: row }),
      };
    }
    const before = await lockAccount(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    await assertTitleFree(tx, before.orgId, plain.title, before.id);
    const refs = await resolveRefs(tx, ctx.actor, before.orgId, input, before);
    const [after] = await tx
      .update(storeAccounts)
      .set({ ...plain, ...refs, version: before.version + 1, updatedAt: new Date() })
      .where(eq(storeAccounts.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: StoreAccountAudit.entry("updateStoreAccount", AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return getStoreAccount(ctx.db, ctx.actor, id);
}

/** Account/setStatus: normal, authorisation expired, suspended; the reason goes into the audit row. */
export async function setStoreAccountStatus(ctx: CommandContext, input: StoreAccountStatusBody): Promise<StoreAccountRow> {
  await runCommand(ctx, async (tx) => {
    const before = await lockAccount(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    if (before.status === input.status) throw conflict("masterdata.sameStatus");
    const [after] = await tx
      .update(storeAccounts)
      .set({ status: input.status, version: before.version + 1, updatedAt: new Date() })
      .where(eq(storeAccounts.id, before.id))
      .returning();
    return {
      result: null,
      audit: StoreAccountAudit.entry("setStoreAccountStatus", AuditAction.update, {
        entityId: before.id,
        orgId: before.orgId,
        before,
        after: { ...after, reason: input.reason ?? null },
      }),
    };
  });
  return getStoreAccount(ctx.db, ctx.actor, input.id);
}

export async function setStoreAccountActive(
  ctx: CommandContext,
  input: { id: number; version: number; active: boolean },
): Promise<StoreAccountRow> {
  await runCommand(ctx, async (tx) => {
    const before = await lockAccount(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    const [after] = await tx
      .update(storeAccounts)
      .set({ active: input.active, version: before.version + 1, updatedAt: new Date() })
      .where(eq(storeAccounts.id, before.id))
      .returning();
    const command = input.active ? "activateStoreAccount" : "deactivateStoreAccount";
    return {
      result: null,
      audit: StoreAccountAudit.entry(command, AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return getStoreAccount(ctx.db, ctx.actor, input.id);
}

/** Deletes an account nothing uses (no ads settings, nothing another module declared); else 409. */
export async function deleteStoreAccount(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: storeAccounts,
    load: (tx) => lockAccount(tx, ctx.actor, id),
    audit: { names: StoreAccountAudit, command: "deleteStoreAccount" },
    usage: {
      entity: "store_account",
      name: (r) => r.title,
      own: async (tx) => [
        {
          label: { "zh-CN": "广告设置", "en-US": "ads settings" },
          count: await countRows(tx, storeAdsProfiles, eq(storeAdsProfiles.storeAccountId, id)),
        },
      ],
    },
  });
}
