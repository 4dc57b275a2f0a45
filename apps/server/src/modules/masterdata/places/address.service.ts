import { and, asc, desc, eq, ilike, ne, or, type SQL } from "drizzle-orm";
import type { AddressKind, AddressRow, addressSave, ImporterRow, importerSave } from "@entrepot/contracts";
import type { z } from "zod";
import type { Actor } from "../../../platform/access/actor.js";
import { loadScoped, orgScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { conflict, duplicate, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations } from "../../../platform/identity/schema.js";
import { targetOrg } from "./places.common.js";
import { importers, orgAddresses } from "./places.schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, fixedField, requireVersion } from "../../../platform/crud/index.js";

export const OrgAddressAudit = auditNames("org_address", ["createAddress", "updateAddress", "deleteAddress"]);
export const ImporterAudit = auditNames("importer", ["createImporter", "updateImporter", "deleteImporter"]);

/**
 * An org's address book (address/*: sender, receiver, return and pick-up addresses, one default per
 * kind) and its importers of record (importer/*). Tenant-owned: the org's own users and the staff of the
 * operator serving it manage them; another org's record is a 404.
 */

const a = orgAddresses;
const addressSelect = {
  id: a.id,
  orgId: a.orgId,
  orgCode: organizations.code,
  orgName: organizations.name,
  kind: a.kind,
  label: a.label,
  company: a.company,
  contactName: a.contactName,
  phone: a.phone,
  email: a.email,
  countryCode: a.countryCode,
  state: a.state,
  city: a.city,
  address1: a.address1,
  address2: a.address2,
  postcode: a.postcode,
  isDefault: a.isDefault,
  active: a.active,
  remark: a.remark,
  version: a.version,
  updatedAt: isoTime(a.updatedAt),
};
const addressScope = (actor: Actor) => and(eq(a.contextId, actor.contextId), orgScope(actor, a.orgId));
const escapeLike = (v: string) => `%${v.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The address book's list (addressResource); `id` and `orgId` stay filters of the API. */
export function addressList(actor: Actor): ResourceListQuery {
  return {
    select: addressSelect,
    from: (q) => q.from(a).innerJoin(organizations, eq(organizations.id, a.orgId)).$dynamic(),
    where: addressScope(actor),
    columns: { id: { column: a.id, type: "int", sort: false }, orgId: { column: a.orgId, type: "int", sort: false } },
    tieBreaker: a.id,
  };
}

export async function getAddress(db: DbOrTx, actor: Actor, id: number): Promise<AddressRow> {
  const [row] = await db
    .select(addressSelect)
    .from(a)
    .innerJoin(organizations, eq(organizations.id, a.orgId))
    .where(and(eq(a.id, id), addressScope(actor)));
  if (!row) throw notFound("masterdata.address");
  return row as AddressRow;
}

/** address/query: the active addresses of one org (default the caller's), defaults first, for pickers. */
export async function addressOptions(
  db: DbOrTx,
  actor: Actor,
  q: { kind?: AddressKind; orgId?: number; keyword?: string },
): Promise<AddressRow[]> {
  const org = await targetOrg(db, actor, q.orgId);
  const like = q.keyword ? escapeLike(q.keyword) : undefined;
  const rows = await db
    .select(addressSelect)
    .from(a)
    .innerJoin(organizations, eq(organizations.id, a.orgId))
    .where(
      and(
        addressScope(actor),
        eq(a.orgId, org.id),
        eq(a.active, true),
        q.kind ? eq(a.kind, q.kind) : undefined,
        like ? or(ilike(a.label, like), ilike(a.contactName, like), ilike(a.city, like), ilike(a.address1, like)) : undefined,
      ),
    )
    .orderBy(asc(a.kind), desc(a.isDefault), asc(a.label), asc(a.id));
  return rows as AddressRow[];
}

type AddressInput = z.output<typeof addressSave>;

/** address/saveAndUpdate: creates (no id) or updates (id + version) an address; making it the default unsets the previous default of its kind. */
export async function saveAddress(ctx: CommandContext, input: AddressInput): Promise<AddressRow> {
  requireVersion(input);
  const { actor } = ctx;
  const id = await runCommand(ctx, async (tx) => {
    const values = {
      kind: input.kind,
      label: input.label,
      company: input.company,
      contactName: input.contactName,
      phone: input.phone,
      email: input.email,
      countryCode: input.countryCode,
      state: input.countryCode === "US" || input.countryCode === "CA" ? (input.state?.toUpperCase() ?? null) : input.state,
      city: input.city,
      address1: input.address1,
      address2: input.address2,
      postcode: input.postcode,
      isDefault: input.isDefault,
      active: input.active,
      remark: input.remark ?? null,
    };
    const clearDefault = async (orgId: number, exceptId?: number) => {
      if (!values.isDefault) return;
      await tx
        .update(a)
        .set({ isDefault: false, updatedAt: new Date() })
        .where(
          and(eq(a.orgId, orgId), eq(a.kind, values.kind), eq(a.isDefault, true), exceptId === undefined ? undefined : ne(a.id, exceptId)),
        );
    };
    if (input.id === undefined) {
      const org = await targetOrg(tx, actor, input.orgId);
      await clearDefault(org.id);
      const [row] = await tx
        .insert(a)
        .values({ contextId: actor.contextId, orgId: org.id, ...values })
        .returning();
      return {
        result: row!.id,
        audit: OrgAddressAudit.entry("createAddress", AuditAction.create, { entityId: row!.id, orgId: org.id, after: row }),
      };
    }
    const before = await loadScoped(tx, a, input.id, actor, "masterdata.address");
    checkVersion(before, input.version);
    if (input.orgId !== undefined && input.orgId !== before.orgId) throw fixedField("orgId");
    await clearDefault(before.orgId, before.id);
    const [after] = await tx
      .update(a)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(and(eq(a.id, before.id), eq(a.version, before.version)))
      .returning();
    if (!after) throw conflict(); // changed since it was read
    return {
      result: before.id,
      audit: OrgAddressAudit.entry("updateAddress", AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return getAddress(ctx.db, actor, id);
}

export async function deleteAddress(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: a,
    load: (tx) => loadScoped(tx, a, id, ctx.actor, "masterdata.address"),
    audit: { names: OrgAddressAudit, command: "deleteAddress" },
  });
}

// ---- importers of record ----

const im = importers;
const importerSelect = {
  id: im.id,
  orgId: im.orgId,
  orgCode: organizations.code,
  orgName: organizations.name,
  name: im.name,
  taxId: im.taxId,
  countryCode: im.countryCode,
  state: im.state,
  city: im.city,
  address1: im.address1,
  postcode: im.postcode,
  contactName: im.contactName,
  phone: im.phone,
  email: im.email,
  active: im.active,
  remark: im.remark,
  version: im.version,
  updatedAt: isoTime(im.updatedAt),
};
const importerScope = (actor: Actor): SQL => and(eq(im.contextId, actor.contextId), orgScope(actor, im.orgId))!;

/** The importers' list (importerResource); `id` and `orgId` stay filters of the API. */
export function importerList(actor: Actor): ResourceListQuery {
  return {
    select: importerSelect,
    from: (q) => q.from(im).innerJoin(organizations, eq(organizations.id, im.orgId)).$dynamic(),
    where: importerScope(actor),
    columns: { id: { column: im.id, type: "int", sort: false }, orgId: { column: im.orgId, type: "int", sort: false } },
    tieBreaker: im.id,
  };
}

export async function getImporter(db: DbOrTx, actor: Actor, id: number): Promise<ImporterRow> {
  const [row] = await db
    .select(importerSelect)
    .from(im)
    .innerJoin(organizations, eq(organizations.id, im.orgId))
    .where(and(eq(im.id, id), importerScope(actor)));
  if (!row) throw notFound("masterdata.importer");
  return row as ImporterRow;
}

type ImporterInput = z.output<typeof importerSave>;

export async function saveImporter(ctx: CommandContext, input: ImporterInput): Promise<ImporterRow> {
  requireVersion(input);
  const { actor } = ctx;
  const id = await runCommand(ctx, async (tx) => {
    const values = {
      name: input.name,
      taxId: input.taxId.toUpperCase(),
      countryCode: input.countryCode,
      state: input.state,
      city: input.city,
      address1: input.address1,
      postcode: input.postcode,
      contactName: input.contactName,
      phone: input.phone,
      email: input.email,
      active: input.active,
      remark: input.remark ?? null,
    };
    const assertTaxIdFree = async (orgId: number, exceptId?: number) => {
      const [clash] = await tx
        .select({ id: im.id })
        .from(im)
        .where(
          and(
            eq(im.orgId, orgId),
            eq(im.countryCode, values.countryCode),
            eq(im.taxId, values.taxId),
            exceptId === undefined ? undefined : ne(im.id, exceptId),
          ),
        );
      if (clash) throw duplicate("masterdata.importerExists", { taxId: values.taxId });
    };
    if (input.id === undefined) {
      const org = await targetOrg(tx, actor, input.orgId);
      await assertTaxIdFree(org.id);
      const [row] = await tx
        .insert(im)
        .values({ contextId: actor.contextId, orgId: org.id, ...values })
        .returning();
      return {
        result: row!.id,
        audit: ImporterAudit.entry("createImporter", AuditAction.create, { entityId: row!.id, orgId: org.id, after: row }),
      };
    }
    const before = await loadScoped(tx, im, input.id, actor, "masterdata.importer");
    checkVersion(before, input.version);
    if (input.orgId !== undefined && input.orgId !== before.orgId) throw fixedField("orgId");
    await assertTaxIdFree(before.orgId, before.id);
    const [after] = await tx
      .update(im)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(and(eq(im.id, before.id), eq(im.version, before.version)))
      .returning();
    if (!after) throw conflict(); // changed since it was read
    return {
      result: before.id,
      audit: ImporterAudit.entry("updateImporter", AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return getImporter(ctx.db, actor, id);
}

export async function deleteImporter(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: im,
    load: (tx) => loadScoped(tx, im, id, ctx.actor, "masterdata.importer"),
    audit: { names: ImporterAudit, command: "deleteImporter" },
  });
}
