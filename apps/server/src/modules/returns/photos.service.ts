import { and, eq } from "drizzle-orm";
import { type ReturnStatus, returnStatusLabels } from "@entrepot/contracts";
import type { PhotoDocument } from "../../platform/files/photos.js";
import type { ReturnPlanAudit } from "./audit.js";
import { returnPlanMachine } from "./domain/return-plan.machine.js";
import { planScope } from "./plan.queries.js";
import { returnPlans } from "./schema.js";

/** Where the warehouse's photos may still change: a receipt under way (a seller's draft is not announced yet; a completed or cancelled return is closed). */
const openStates: readonly ReturnStatus[] = ["submitted", "receiving", "received"];

/**
 * The photos of a return's receipt (damaged goods, labels): taken by the warehouse while it receives the
 * parcel (or records an unplanned one), seen by the seller. They are filed under the return plan, in its
 * scope: another seller's photo is a 404.
 */
export const returnReceiptPhotos: PhotoDocument = {
  entity: returnPlanMachine.entity,
  notFoundKey: "returns.returnPlan",
  commands: { upload: "addReturnReceiptPhoto", remove: "removeReturnReceiptPhoto" } satisfies Record<
    string,
    (typeof ReturnPlanAudit.commands)[number]
  >,
  load: async (db, actor, id, lock) => {
    const q = db
      .select({
        id: returnPlans.id,
        orgId: returnPlans.orgId,
        no: returnPlans.returnNo,
        status: returnPlans.status,
        unplanned: returnPlans.unplanned,
      })
      .from(returnPlans)
      .where(and(eq(returnPlans.id, id), planScope(actor)));
    const [row] = lock ? await q.for("update") : await q;
    if (!row) return undefined;
    const status = row.status as ReturnStatus;
    return { ...row, open: openStates.includes(status) || (status === "draft" && row.unplanned), state: returnStatusLabels[status] };
  },
};
