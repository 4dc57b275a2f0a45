import { and, eq } from "drizzle-orm";
import { type UnsourcedStatus, unsourcedStatusLabels } from "@entrepot/contracts";
import type { PhotoDocument } from "../../../platform/files/photos.js";
import { unsourcedMachine } from "./domain/unsourced.machine.js";
import { unsourcedScope } from "./unsourced.queries.js";
import type { UnsourcedAudit } from "./unsourced.service.js";
import { unsourcedReceipts } from "./unsourced.schema.js";

/** Until a seller has it (claimed) or it is disposed of, the warehouse may add or remove photos. */
const openStates: readonly UnsourcedStatus[] = ["received", "claimRequested"];

/**
 * The photos of an unsourced parcel (its labels, its goods): taken by the warehouse that registered it,
 * seen by whoever sees the parcel (the sellers of the warehouse while it is unclaimed, then its claimant
 * only: another seller's is a 404).
 */
export const unsourcedPhotos: PhotoDocument = {
  entity: unsourcedMachine.entity,
  notFoundKey: "inbound.unsourcedReceipt",
  commands: { upload: "addUnsourcedPhoto", remove: "removeUnsourcedPhoto" } satisfies Record<
    string,
    (typeof UnsourcedAudit.commands)[number]
  >,
  load: async (db, actor, id, lock) => {
    const q = db
      .select({
        id: unsourcedReceipts.id,
        orgId: unsourcedReceipts.orgId,
        no: unsourcedReceipts.receiptNo,
        status: unsourcedReceipts.status,
      })
      .from(unsourcedReceipts)
      .where(and(eq(unsourcedReceipts.id, id), unsourcedScope(actor)));
    const [row] = lock ? await q.for("update") : await q;
    if (!row) return undefined;
    const status = row.status as UnsourcedStatus;
    return { ...row, open: openStates.includes(status), state: unsourcedStatusLabels[status] };
  },
};
