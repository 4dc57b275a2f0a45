import { boolean, date, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { measureColumn, stamps, versionColumn } from "../../../platform/db/columns.js";
import { contexts, organizations, users } from "../../../platform/identity/schema.js";
import { warehouses } from "../schema.js";

/**
 * The carriers area of master data. Carriers, their services, volume-weight divisors and the account
 * blacklist are context-wide reference data (scoped by context_id); delivery channels, carrier
 * accounts, organisation carrier services, warehouse carriers and billing accounts are tenant rows
 * (org_id: the operator's for its own configuration, the seller's for its accounts and assignments).
 */

/** A carrier (UPS, FedEx, USPS...). The code is what orders, labels and carrier bills use. */
export const systemCarriers = pgTable(
  "system_carriers",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    code: varchar("code", { length: 32 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    /** https://...{trackingNo}...: the tracking page of a shipment. */
    trackingUrl: varchar("tracking_url", { length: 300 }),
    active: boolean("active").notNull().default(true),
    sort: integer("sort").notNull().default(0),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("system_carriers_context_code_uq").on(t.contextId, t.code)],
);

/** A carrier's service (UPS Ground, FedEx 2Day...): level, transit time and the parcel limits it takes. */
export const carrierServices = pgTable(
  "carrier_services",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    carrierId: integer("carrier_id")
      .notNull()
      .references(() => systemCarriers.id),
    code: varchar("code", { length: 32 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    /** ground | express | economy */
    level: varchar("level", { length: 16 }).notNull(),
    transitDaysMin: smallint("transit_days_min").notNull(),
    transitDaysMax: smallint("transit_days_max").notNull(),
    /** imperial (in, lb) | metric (cm, kg): the unit of the limits. */
    unitSystem: varchar("unit_system", { length: 8 }).notNull().default("imperial"),
    maxWeight: measureColumn("max_weight"),
    maxLength: measureColumn("max_length"),
    maxLengthGirth: measureColumn("max_length_girth"),
    supportsSignature: boolean("supports_signature").notNull().default(false),
    supportsInsurance: boolean("supports_insurance").notNull().default(false),
    active: boolean("active").notNull().default(true),
    sort: integer("sort").notNull().default(0),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("carrier_services_context_code_uq").on(t.contextId, t.code), index("carrier_services_carrier_idx").on(t.carrierId)],
);

/**
 * A carrier's volume-weight divisor for one unit system over a period (e.g. UPS 139 in³/lb, USPS 166
 * in³/lb over 1728 in³, DHL 5000 cm³/kg). Periods of one carrier and unit system never overlap.
 */
export const carrierVolumeWeights = pgTable(
  "carrier_volume_weights",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    carrierId: integer("carrier_id")
      .notNull()
      .references(() => systemCarriers.id),
    unitSystem: varchar("unit_system", { length: 8 }).notNull(),
    divisor: measureColumn("divisor").notNull(),
    weightIncrement: measureColumn("weight_increment").notNull(),
    dimensionIncrement: measureColumn("dimension_increment"),
    minVolume: measureColumn("min_volume"),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    effectiveTo: date("effective_to", { mode: "string" }),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [index("carrier_volume_weights_carrier_idx").on(t.carrierId, t.unitSystem, t.effectiveFrom)],
);

/**
 * A carrier account: the operator's own (kind operator: buys the labels of its delivery channels) or a
 * seller's own (kind seller: "bring your own account"). The number is kept plain for matching (the
 * blacklist, duplicates) but only its masked form leaves the server; credentials are sealed
 * (platform/crypto/secrets.ts) and never leave it at all.
 */
export const carrierAccounts = pgTable(
  "carrier_accounts",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    /** operator | seller */
    kind: varchar("kind", { length: 16 }).notNull(),
    carrierId: integer("carrier_id")
      .notNull()
      .references(() => systemCarriers.id),
    name: varchar("name", { length: 100 }).notNull(),
    accountNumber: varchar("account_number", { length: 34 }).notNull(),
    accountMasked: varchar("account_masked", { length: 34 }).notNull(),
    countryCode: varchar("country_code", { length: 2 }).notNull().default("US"),
    postcode: varchar("postcode", { length: 16 }),
    /** Sealed JSON of the credential fields; null when none is stored. */
    credentials: text("credentials"),
    credentialKeys: text("credential_keys").array().notNull().default([]),
    serviceIds: integer("service_ids").array().notNull().default([]),
    active: boolean("active").notNull().default(true),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [
    uniqueIndex("carrier_accounts_org_number_uq").on(t.orgId, t.carrierId, t.accountNumber),
    index("carrier_accounts_number_idx").on(t.contextId, t.carrierId, t.accountNumber),
  ],
);

/** Customer carrier account numbers that may not be used (fraud, unpaid carrier bills...). Context-wide. */
export const carrierAccountBlacklist = pgTable(
  "carrier_account_blacklist",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    /** The org of the person who added it. */
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    carrierId: integer("carrier_id")
      .notNull()
      .references(() => systemCarriers.id),
    accountNumber: varchar("account_number", { length: 34 }).notNull(),
    accountMasked: varchar("account_masked", { length: 34 }).notNull(),
    reason: varchar("reason", { length: 500 }).notNull(),
    addedBy: integer("added_by").references(() => users.id),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("carrier_account_blacklist_uq").on(t.contextId, t.carrierId, t.accountNumber)],
);

/** A sellable shipping channel of the operator: carrier service + the account that buys its labels + label settings. */
export const deliveryChannels = pgTable(
  "delivery_channels",
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
    carrierId: integer("carrier_id")
      .notNull()
      .references(() => systemCarriers.id),
    serviceId: integer("service_id")
      .notNull()
      .references(() => carrierServices.id),
    carrierAccountId: integer("carrier_account_id").references(() => carrierAccounts.id),
    /** PDF | ZPL | PNG */
    labelFormat: varchar("label_format", { length: 8 }).notNull().default("PDF"),
    /** 4x6 (in) | 10x15 (cm) */
    labelSize: varchar("label_size", { length: 8 }).notNull().default("4x6"),
    printReturnLabel: boolean("print_return_label").notNull().default(false),
    insurance: boolean("insurance").notNull().default(false),
    /** none | required | adult */
    signature: varchar("signature", { length: 16 }).notNull().default("none"),
    active: boolean("active").notNull().default(true),
    sort: integer("sort").notNull().default(0),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("delivery_channels_org_code_uq").on(t.orgId, t.code), index("delivery_channels_service_idx").on(t.serviceId)],
);

/** The warehouses that offer a channel. */
export const deliveryChannelWarehouses = pgTable(
  "delivery_channel_warehouses",
  {
    channelId: integer("channel_id")
      .notNull()
      .references(() => deliveryChannels.id, { onDelete: "cascade" }),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.warehouseId] }), index("delivery_channel_warehouses_wh_idx").on(t.warehouseId)],
);

/** Which channel a seller org may use at which warehouse, paid by whose account. */
export const orgCarrierServices = pgTable(
  "org_carrier_services",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    channelId: integer("channel_id")
      .notNull()
      .references(() => deliveryChannels.id),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    /** operator (the channel's account) | own (the seller's account below) */
    accountSource: varchar("account_source", { length: 16 }).notNull().default("operator"),
    carrierAccountId: integer("carrier_account_id").references(() => carrierAccounts.id),
    active: boolean("active").notNull().default(true),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [
    uniqueIndex("org_carrier_services_uq").on(t.orgId, t.channelId, t.warehouseId),
    index("org_carrier_services_channel_idx").on(t.channelId),
  ],
);

/** A carrier a warehouse ships with: its services there, pickup days and time, and the daily cut-off. */
export const warehouseCarriers = pgTable(
  "warehouse_carriers",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    /** The warehouse's operator. */
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    carrierId: integer("carrier_id")
      .notNull()
      .references(() => systemCarriers.id),
    serviceIds: integer("service_ids").array().notNull().default([]),
    /** ISO weekdays, 1 Monday … 7 Sunday. */
    pickupDays: smallint("pickup_days").array().notNull().default([]),
    pickupTime: varchar("pickup_time", { length: 5 }),
    cutoffTime: varchar("cutoff_time", { length: 5 }).notNull(),
    active: boolean("active").notNull().default(true),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("warehouse_carriers_uq").on(t.orgId, t.warehouseId, t.carrierId)],
);

/** Which of the operator's accounts a warehouse's carrier bills arrive on (for reconciling and recharging them). */
export const warehouseBillingAccounts = pgTable(
  "warehouse_billing_accounts",
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
    carrierId: integer("carrier_id")
      .notNull()
      .references(() => systemCarriers.id),
    carrierAccountId: integer("carrier_account_id")
      .notNull()
      .references(() => carrierAccounts.id),
    /** outbound | return | inbound */
    purpose: varchar("purpose", { length: 16 }).notNull(),
    costCenter: varchar("cost_center", { length: 32 }),
    remark: varchar("remark", { length: 500 }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [uniqueIndex("warehouse_billing_accounts_uq").on(t.orgId, t.warehouseId, t.carrierId, t.purpose)],
);
