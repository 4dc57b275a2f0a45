import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { measureColumn, stamps, versionColumn } from "../../../platform/db/columns.js";
import { contexts, organizations, users } from "../../../platform/identity/schema.js";
import { warehouses } from "../schema.js";

/**
 * The places area's own tables (the core `warehouses` and `org_warehouses` are in schema.ts):
 * warehouse settings and batch rules, pushes to the ERP, the address book, importers, forwarder ports,
 * the region tree, exchange rates, purchase warehouses and the register of processed transactions.
 */

/** Operating settings of one warehouse (basicdata/warehouseConfig); a warehouse without a row runs on the defaults. */
export const warehouseConfigs = pgTable("warehouse_configs", {
  warehouseId: integer("warehouse_id")
    .primaryKey()
    .references(() => warehouses.id),
  contextId: integer("context_id")
    .notNull()
    .references(() => contexts.id),
  /** The warehouse's operator org (tenant key). */
  orgId: integer("org_id")
    .notNull()
    .references(() => organizations.id),
  orderCutoffTime: varchar("order_cutoff_time", { length: 5 }).notNull().default("15:00"),
  workingDays: smallint("working_days").array().notNull().default([1, 2, 3, 4, 5]),
  defaultLabelFormat: varchar("default_label_format", { length: 1 }).notNull().default("2"),
  lengthUnit: varchar("length_unit", { length: 8 }).notNull().default("cm"),
  weightUnit: varchar("weight_unit", { length: 8 }).notNull().default("g"),
  allowPartialShipment: boolean("allow_partial_shipment").notNull().default(false),
  appointmentRequired: boolean("appointment_required").notNull().default(true),
  acceptReturns: boolean("accept_returns").notNull().default(true),
  shelvingSlaHours: integer("shelving_sla_hours").notNull().default(48),
  dispatchSlaHours: integer("dispatch_sla_hours").notNull().default(24),
  maxParcelWeightKg: measureColumn("max_parcel_weight_kg"),
  version: versionColumn(),
  ...stamps,
});

/**
 * How a warehouse picks stock among batches (system/managewarehouse/batchway): none, FIFO by inbound
 * date, FEFO by expiry, or by lot number. A row without a customer is the warehouse's default; a row with
 * one overrides it for that seller.
 */
export const warehouseBatchRules = pgTable(
  "warehouse_batch_rules",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    customerOrgId: integer("customer_org_id").references(() => organizations.id),
    rule: varchar("rule", { length: 8 }).notNull(),
    minShelfLifeDays: integer("min_shelf_life_days"),
    mixLotsInLocation: boolean("mix_lots_in_location").notNull().default(false),
    active: boolean("active").notNull().default(true),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("warehouse_batch_rules_uq").on(t.warehouseId, sql`coalesce(${t.customerOrgId}, 0)`)],
);

/**
 * Pushes of master data to the ERP (EAS): what is sent, its delivery state and the answer. Delivered by
 * `deliverPendingPushes` (easpush.service.ts); pending rows are retried with back-off.
 */
export const erpPushes = pgTable(
  "erp_pushes",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    target: varchar("target", { length: 16 }).notNull().default("EAS"),
    entity: varchar("entity", { length: 32 }).notNull(),
    entityId: integer("entity_id").notNull(),
    entityCode: varchar("entity_code", { length: 64 }).notNull(),
    payload: jsonb("payload").notNull(),
    /** pending | sent | failed */
    status: varchar("status", { length: 8 }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    response: jsonb("response"),
    requestedBy: integer("requested_by").references(() => users.id),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...stamps,
  },
  (t) => [index("erp_pushes_due_idx").on(t.status, t.nextAttemptAt), index("erp_pushes_entity_idx").on(t.entity, t.entityId)],
);

/** An org's address book: sender, receiver, return and pick-up addresses, one default per kind. */
export const orgAddresses = pgTable(
  "org_addresses",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    kind: varchar("kind", { length: 16 }).notNull(),
    label: varchar("label", { length: 100 }).notNull(),
    company: varchar("company", { length: 200 }),
    contactName: varchar("contact_name", { length: 100 }).notNull(),
    phone: varchar("phone", { length: 40 }),
    email: varchar("email", { length: 200 }),
    countryCode: varchar("country_code", { length: 2 }).notNull(),
    state: varchar("state", { length: 64 }),
    city: varchar("city", { length: 100 }).notNull(),
    address1: varchar("address1", { length: 200 }).notNull(),
    address2: varchar("address2", { length: 200 }),
    postcode: varchar("postcode", { length: 16 }),
    isDefault: boolean("is_default").notNull().default(false),
    active: boolean("active").notNull().default(true),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [
    index("org_addresses_org_idx").on(t.orgId, t.kind),
    uniqueIndex("org_addresses_default_uq")
      .on(t.orgId, t.kind)
      .where(sql`${t.isDefault}`),
  ],
);

/** Importers of record an org ships under (importer/query). */
export const importers = pgTable(
  "importers",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    name: varchar("name", { length: 200 }).notNull(),
    taxId: varchar("tax_id", { length: 32 }).notNull(),
    countryCode: varchar("country_code", { length: 2 }).notNull(),
    state: varchar("state", { length: 64 }),
    city: varchar("city", { length: 100 }),
    address1: varchar("address1", { length: 200 }),
    postcode: varchar("postcode", { length: 16 }),
    contactName: varchar("contact_name", { length: 100 }),
    phone: varchar("phone", { length: 40 }),
    email: varchar("email", { length: 200 }),
    active: boolean("active").notNull().default(true),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("importers_org_tax_uq").on(t.orgId, t.countryCode, t.taxId)],
);

/** The ports a forwarder works with (a system port, the forwarder's own code for it, its cut-off). */
export const forwarderPorts = pgTable(
  "forwarder_ports",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    /** uc_ports.id (the user centre's table, read by name). */
    portId: integer("port_id").notNull(),
    forwarderCode: varchar("forwarder_code", { length: 32 }),
    cutoffDays: smallint("cutoff_days").notNull().default(3),
    active: boolean("active").notNull().default(true),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("forwarder_ports_org_port_uq").on(t.orgId, t.portId), index("forwarder_ports_port_idx").on(t.portId)],
);

/** Country → state/province → city, per context (commonRegion/getCommonRegion). */
export const regions = pgTable(
  "regions",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    parentId: integer("parent_id"),
    countryCode: varchar("country_code", { length: 2 }).notNull(),
    depth: smallint("depth").notNull(),
    code: varchar("code", { length: 16 }).notNull(),
    regionCode: varchar("region_code", { length: 8 }).notNull(),
    nameZh: varchar("name_zh", { length: 100 }).notNull(),
    nameEn: varchar("name_en", { length: 100 }).notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    uniqueIndex("regions_context_code_uq").on(t.contextId, t.code),
    index("regions_parent_idx").on(t.parentId),
    index("regions_country_depth_idx").on(t.contextId, t.countryCode, t.depth),
  ],
);

/** Dated exchange rates: one unit of `currency` = `rate` units of the context's base currency from `effective_date` on. */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    currency: varchar("currency", { length: 3 }).notNull(),
    baseCurrency: varchar("base_currency", { length: 3 }).notNull(),
    rate: numeric("rate", { precision: 20, scale: 10 }).notNull(),
    effectiveDate: date("effective_date", { mode: "string" }).notNull(),
    source: varchar("source", { length: 32 }),
    remark: varchar("remark", { length: 500 }),
    createdBy: integer("created_by").references(() => users.id),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("exchange_rates_uq").on(t.contextId, t.currency, t.baseCurrency, t.effectiveDate)],
);

/** An org's origin-side warehouses where suppliers deliver (e.g. a Shenzhen consolidation warehouse). */
export const purchaseWarehouses = pgTable(
  "purchase_warehouses",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    code: varchar("code", { length: 32 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    countryCode: varchar("country_code", { length: 2 }).notNull().default("CN"),
    province: varchar("province", { length: 64 }),
    city: varchar("city", { length: 100 }),
    district: varchar("district", { length: 100 }),
    address: varchar("address", { length: 300 }).notNull(),
    postcode: varchar("postcode", { length: 16 }),
    contactName: varchar("contact_name", { length: 100 }),
    phone: varchar("phone", { length: 40 }),
    active: boolean("active").notNull().default(true),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("purchase_warehouses_org_code_uq").on(t.orgId, t.code)],
);

/**
 * Work a warehouse did for an org, waiting to be rated by billing (processedTransaction/findByPage).
 * Written by later modules through `recordProcessedTransaction`; one row per org, order type and reference.
 */
export const processedTransactions = pgTable(
  "processed_transactions",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    businessType: smallint("business_type").notNull(),
    orderType: smallint("order_type").notNull(),
    referenceNo: varchar("reference_no", { length: 64 }).notNull(),
    skuCount: integer("sku_count").notNull().default(0),
    quantity: integer("quantity").notNull().default(0),
    weightKg: measureColumn("weight_kg").notNull().default("0"),
    volumeM3: numeric("volume_m3", { precision: 14, scale: 6 }).notNull().default("0"),
    processedAt: timestamp("processed_at", { withTimezone: true }).notNull(),
    /** feeRecordStatus: 1 unprocessed, 2 billed, 3 abnormal, 5 abnormal ignored (changed by billing). */
    feeStatus: smallint("fee_status").notNull().default(1),
    source: varchar("source", { length: 32 }),
    remark: varchar("remark", { length: 500 }),
    ...stamps,
  },
  (t) => [
    uniqueIndex("processed_transactions_ref_uq").on(t.orgId, t.orderType, t.referenceNo),
    index("processed_transactions_wh_idx").on(t.warehouseId, t.processedAt),
    index("processed_transactions_org_idx").on(t.orgId, t.processedAt),
  ],
);
