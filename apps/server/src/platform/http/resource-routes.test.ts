import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { z } from "zod";
import { defineResource, pathTakesId } from "@entrepot/contracts";
import { isoTime } from "../db/columns.js";
import { resourceListSpec } from "./resource-routes.js";

const things = pgTable("things", {
  id: integer("id").primaryKey(),
  code: text("code").notNull(),
  secret: text("secret"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
const useCount = sql<number>`(select 1)`;
const select = { id: things.id, code: things.code, secret: things.secret, uses: useCount, updatedAt: isoTime(things.updatedAt) };
const thing = defineResource({
  name: "test.things",
  title: { "zh-CN": "物", "en-US": "Things" },
  noun: { "zh-CN": "物", "en-US": "thing" },
  row: z.object({
    id: z.number().int(),
    code: z.string(),
    secret: z.string().nullable(),
    uses: z.number().int(),
    counted: z.number().int(),
    updatedAt: z.string(),
  }),
  save: z.object({ code: z.string() }),
  nameField: "code",
  fields: {
    code: { label: { "zh-CN": "编码", "en-US": "Code" }, kind: "text", filter: true },
    uses: { label: { "zh-CN": "次数", "en-US": "Uses" }, kind: "number" },
    counted: { label: { "zh-CN": "计数", "en-US": "Counted" }, kind: "number", filter: true },
    updatedAt: { label: { "zh-CN": "更新时间", "en-US": "Updated" }, kind: "datetime", sort: false },
  },
  defaultSort: { field: "code", dir: "asc" },
  permissions: { read: "admin:dept:read", manage: "admin:dept:manage" },
  paths: { list: "GET /api/test/things", export: "/api/test/things/export" },
});

describe("resourceListSpec", () => {
  it("derives the whitelist from the select, for the definition's fields only", () => {
    const spec = resourceListSpec(thing, {
      select,
      from: (q) => q.from(things).$dynamic(),
      tieBreaker: things.id,
      columns: { counted: { column: useCount } },
    });
    expect(Object.keys(spec.fields).sort()).toEqual(["code", "counted", "updatedAt", "uses"]); // no id, no secret: not in the definition
    expect(spec.fields.code).toEqual({ column: things.code, type: "string" });
    // the timestamp behind the ISO text, typed by the field's kind, not sortable as the definition says
    expect(spec.fields.updatedAt).toEqual({ column: things.updatedAt, type: "timestamp", sort: false });
    // a computed column sorts but does not filter, unless the definition filters it (or columns says otherwise)
    expect(spec.fields.uses).toEqual({ column: useCount, type: "int", filter: false });
    expect(spec.fields.counted).toEqual({ column: useCount, type: "int" });
    expect(spec.defaultSort).toEqual({ field: "code", dir: "asc" });
    expect("columns" in spec).toBe(false);
  });

  it("leaves out a field its columns entry turns off", () => {
    const spec = resourceListSpec(thing, {
      select,
      from: (q) => q.from(things).$dynamic(),
      tieBreaker: things.id,
      columns: { uses: false },
    });
    expect(Object.keys(spec.fields).sort()).toEqual(["code", "updatedAt"]);
  });
});

describe("defineResource", () => {
  const base = {
    name: "test.keyed",
    title: { "zh-CN": "物", "en-US": "Things" },
    noun: { "zh-CN": "物", "en-US": "thing" },
    row: z.object({ thingId: z.number().int(), code: z.string(), version: z.number().int() }),
    save: z.object({ code: z.string() }),
    update: z.object({ thingId: z.number().int(), version: z.number().int(), code: z.string() }),
    nameField: "code" as const,
    fields: { code: { label: { "zh-CN": "编码", "en-US": "Code" }, kind: "text" as const, form: true } },
    defaultSort: { field: "code" as const, dir: "asc" as const },
    permissions: { read: "admin:dept:read" as const, manage: "admin:dept:manage" as const },
  };
  const paths = { list: "GET /api/test/keyed", export: "/api/test/keyed/export" } as const;

  it("takes separate create and update paths, a row key and a path-id delete", () => {
    const def = defineResource({
      ...base,
      key: "thingId",
      paths: { ...paths, create: "POST /api/test/keyed", update: "PUT /api/test/keyed", delete: "DELETE /api/test/keyed/:id" },
    });
    expect(def.update).toBe(base.update);
    expect(pathTakesId(def.paths.delete!)).toBe(true);
    expect(pathTakesId("POST /api/test/keyed/del")).toBe(false);
  });

  it("refuses a key outside the row, a save path beside create/update, and other path parameters", () => {
    expect(() => defineResource({ ...base, paths })).toThrow(/key id is not in the row/);
    expect(() => defineResource({ ...base, key: "thingId", paths: { ...paths, save: "POST /x", create: "POST /y" } })).toThrow(/not both/);
    expect(() => defineResource({ ...base, key: "thingId", paths: { ...paths, delete: "DELETE /api/test/:code/x" } })).toThrow(
      /\/:id at its end/,
    );
  });
});
