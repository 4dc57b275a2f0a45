/** The action lists' query strings (the list kit's `search[OP_field]` filters): pure, shared by the lists and their exports. */

export interface ActionLogFilters {
  ruleId?: number;
  campaignId?: number;
  status?: string;
  from?: string;
  to?: string;
}
/** The action log's query string: the list kit's `search[OP_field]` filters. */
export function actionLogQuery(f: ActionLogFilters, page: number, rows: number): Record<string, string> {
  const q: Record<string, string> = { page: String(page), rows: String(rows) };
  if (f.ruleId) q["search[EQ_ruleId]"] = String(f.ruleId);
  if (f.campaignId) q["search[EQ_campaignId]"] = String(f.campaignId);
  if (f.status) q["search[EQ_status]"] = f.status;
  if (f.from && f.to) q["search[BETWEEN_createdAt]"] = `${f.from}T00:00:00.000Z,${f.to}T23:59:59.999Z`;
  return q;
}

export interface RunActionFilters {
  status?: string;
  kind?: string;
}
/** A run's action list query: the run, the list kit's `search[OP_field]` filters, paging. */
export function runActionsQuery(runId: number, f: RunActionFilters, page?: number, rows?: number): Record<string, string> {
  const q: Record<string, string> = { runId: String(runId) };
  if (page && rows) Object.assign(q, { page: String(page), rows: String(rows) });
  if (f.status) q["search[EQ_status]"] = f.status;
  if (f.kind) q["search[EQ_kind]"] = f.kind;
  return q;
}
