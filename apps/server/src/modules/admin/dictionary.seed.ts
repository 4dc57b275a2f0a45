import { codeTables } from "@entrepot/contracts";
import type { DbOrTx } from "../../platform/db/database.js";
import { dictData, dictTypes } from "./schema.js";

/** Tag colours for the status-like tables, so lists show coloured status tags out of the box. */
const colours: Record<string, Record<string, string>> = {
  feeRecordStatus: { "1": "processing", "2": "success", "3": "error", "5": "default" },
  customerAccountStatus: { "0": "success", "1": "warning", "3": "error" },
  onShelfStatus: { "0": "default", "1": "processing", "2": "error" },
  billingDetailStatus: { "0": "warning", "-1": "success" },
  inventoryTypes: { "0": "success", "1": "error" },
};

/** Seeds every code table of the spec as a built-in dictionary type of the context (idempotent). */
export async function seedDictionaries(db: DbOrTx, contextId: number): Promise<void> {
  for (const table of codeTables) {
    const [type] = await db
      .insert(dictTypes)
      .values({ contextId, dictType: table.type, nameZh: table.zh, nameEn: table.en, builtIn: true })
      .onConflictDoNothing()
      .returning({ id: dictTypes.id });
    if (!type) continue;
    await db.insert(dictData).values(
      table.entries.map((entry, i) => ({
        contextId,
        typeId: type.id,
        dictType: table.type,
        value: entry.value,
        labelZh: entry.zh,
        labelEn: entry.en,
        sort: (i + 1) * 10,
        cssClass: colours[table.type]?.[entry.value] ?? null,
        builtIn: true,
      })),
    );
  }
}
