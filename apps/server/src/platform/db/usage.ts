import { inUse } from "../http/errors.js";
import { registerMessages, type Message } from "../i18n/messages.js";
import type { DbOrTx } from "./database.js";

/**
 * Who uses a record: a module owning a referencing table declares it once, in its `AppModule.usages`, so
 * that the owner of the referenced record can refuse a delete ("in use: deactivate it instead") without
 * importing that module:
 *
 *   usages: [defineUsage({ entity: "product_line", key: "catalog.products", label: { "zh-CN": "产品", "en-US": "products" },
 *     check: async (db, id) => (await db.select({ n: count() }).from(products).where(eq(products.productLineId, id)))[0]!.n })]
 *
 * The platform registers the declarations when it builds the app. Checks run inside the deleting
 * command's transaction. Registering the same key again replaces it.
 */
export type UsageCheck = (db: DbOrTx, id: number) => Promise<number>;
export interface Usage {
  /** The referenced record's kind, as the owner's delete names it (`deleteRecord`'s `usage.entity`). */
  entity: string;
  /** Unique per entity, e.g. `catalog.products`. */
  key: string;
  /** What the 409 names ("products 3"). */
  label: Message;
  check: UsageCheck;
}
const registry = new Map<string, Map<string, Usage>>();

/** Describes a usage (typed); the module lists it in `AppModule.usages`. */
export const defineUsage = (usage: Usage): Usage => usage;

/** Registers a usage (the platform, from the modules' declarations; tests). */
export function registerUsage(usage: Usage): void {
  const forEntity = registry.get(usage.entity) ?? new Map<string, Usage>();
  forEntity.set(usage.key, usage);
  registry.set(usage.entity, forEntity);
}

/** The users of one record with how many rows each has (only those with rows). */
export async function findUsage(db: DbOrTx, entity: string, id: number): Promise<{ label: Message; count: number }[]> {
  const out: { label: Message; count: number }[] = [];
  for (const usage of registry.get(entity)?.values() ?? []) {
    const n = Number(await usage.check(db, id));
    if (n > 0) out.push({ label: usage.label, count: n });
  }
  return out;
}

registerMessages({
  "crud.inUse": {
    "zh-CN": "{name} 正在被使用({usedBy}),不能删除;请改为停用",
    "en-US": "{name} is in use ({usedBy}) and cannot be deleted; deactivate it instead",
  },
});

/**
 * Refuses the delete of a record others still use: 409 IN_USE naming each user with its count, in the
 * caller's language ("产品 3、SKU 映射 1"). `own` adds the owner's own counts (sub-records it keeps).
 */
export async function refuseIfUsed(
  db: DbOrTx,
  entity: string,
  id: number,
  name: string,
  own: { label: Message; count: number }[] = [],
): Promise<void> {
  const used = [...own.filter((u) => u.count > 0), ...(await findUsage(db, entity, id))];
  if (!used.length) return;
  const list = (locale: keyof Message) => used.map((u) => `${u.label[locale]} ${u.count}`).join(locale === "zh-CN" ? "、" : ", ");
  throw inUse("crud.inUse", { name, usedBy: { "zh-CN": list("zh-CN"), "en-US": list("en-US") } });
}
