import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { contexts } from "../../platform/identity/schema.js";

/** Dictionary types are context-wide reference data (not tenant-owned): every org reads the same labels. */
export const dictTypes = pgTable(
  "dict_types",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    dictType: varchar("dict_type", { length: 64 }).notNull(),
    nameZh: varchar("name_zh", { length: 100 }).notNull(),
    nameEn: varchar("name_en", { length: 100 }).notNull(),
    /** Seeded from the spec's code tables: code depends on the values, so they cannot change. */
    builtIn: boolean("built_in").notNull().default(false),
    enabled: boolean("enabled").notNull().default(true),
    remark: varchar("remark", { length: 500 }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("dict_types_context_type_uq").on(t.contextId, t.dictType)],
);

export const dictData = pgTable(
  "dict_data",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    typeId: integer("type_id")
      .notNull()
      .references(() => dictTypes.id, { onDelete: "cascade" }),
    dictType: varchar("dict_type", { length: 64 }).notNull(),
    value: varchar("value", { length: 64 }).notNull(),
    labelZh: varchar("label_zh", { length: 100 }).notNull(),
    labelEn: varchar("label_en", { length: 100 }).notNull(),
    sort: integer("sort").notNull().default(0),
    cssClass: varchar("css_class", { length: 32 }),
    isDefault: boolean("is_default").notNull().default(false),
    enabled: boolean("enabled").notNull().default(true),
    builtIn: boolean("built_in").notNull().default(false),
    remark: varchar("remark", { length: 500 }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("dict_data_type_value_uq").on(t.typeId, t.value),
    index("dict_data_context_type_sort_idx").on(t.contextId, t.dictType, t.sort, t.id),
  ],
);
