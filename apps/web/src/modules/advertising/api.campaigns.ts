/** The campaign structure's API (accounts, campaigns, state changes), typed by the shared contracts. */
import { adStatePath, type AdStateLevel, type AdStateTransition } from "@entrepot/contracts";
import { api } from "../../lib/api";

/** enable / pause / archive of a campaign, group, product ad or target: `{ id, version }` of the row shown. */
export const changeAdState = (level: AdStateLevel, t: AdStateTransition, row: { id: number; version: number }) =>
  api.post<unknown>(adStatePath(level, t).slice("POST ".length), { id: row.id, version: row.version });
