import type { PromotionPickers } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { campaignPickers } from "../pickers.service.js";
import { availableStock } from "./promotions.service.js";

/** The campaign form's accounts and products (same scope, same search), each product with its available stock. */
export async function promotionPickersOf(db: DbOrTx, actor: Actor, adsProfileId?: number, q?: string): Promise<PromotionPickers> {
  const picked = await campaignPickers(db, actor, adsProfileId, q);
  const orgId = picked.profiles.find((p) => p.id === adsProfileId)?.orgId;
  const stock =
    orgId && picked.products.length
      ? await availableStock(
          db,
          orgId,
          picked.products.map((p) => p.id),
        )
      : new Map<number, number>();
  return {
    profiles: picked.profiles,
    products: picked.products.map((p) => ({ ...p, available: stock.get(p.id) ?? 0 })),
  };
}
