import { index, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { now } from "../clock.js";
import { organizations, users } from "../identity/schema.js";

/**
 * Photos on documents (photos.ts): one row per image, filed under the document's audit entity and id (a
 * return plan's receipt, an unsourced parcel), in the document's org. The bytes live in the file store
 * under `storage_key`; reads go through the owning module's scope of the document, never by org alone.
 */
export const documentPhotos = pgTable(
  "document_photos",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    entity: varchar("entity", { length: 64 }).notNull(),
    documentId: integer("document_id").notNull(),
    fileName: varchar("file_name", { length: 255 }).notNull(),
    format: varchar("format", { length: 8 }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: varchar("sha256", { length: 64 }).notNull(),
    storageKey: varchar("storage_key", { length: 300 }).notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
  },
  (t) => [index("document_photos_document_idx").on(t.entity, t.documentId, t.id), index("document_photos_org_idx").on(t.orgId)],
);
