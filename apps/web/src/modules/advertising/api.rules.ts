/** The automation's API (rules, tactics, runs, the action log), typed by the shared contracts. */
import { useQuery } from "@tanstack/react-query";
import type { DryRunBody, PageReply, RuleActionRow, RulePickers, RuleRow, RunReply, RunSummary, TacticRow } from "@entrepot/contracts";
import { api } from "../../lib/api";
import { type ActionLogFilters, actionLogQuery, type RunActionFilters, runActionsQuery } from "./rulesQuery";

export { type ActionLogFilters, actionLogQuery, type RunActionFilters, runActionsQuery };

export const rulesUrls = {
  actions: "/api/advertising/rules/actions/list",
  actionsExport: "/api/advertising/rules/actions/export",
  runActions: "/api/advertising/rules/runs/actions",
  runActionsExport: "/api/advertising/rules/runs/actions/export",
  runDetail: "/api/advertising/rules/runs/detail",
} as const;

export const fetchRule = (id: number) => api.get<RuleRow>("/api/advertising/rules/detail", { id });
export const saveRule = (body: unknown) => api.post<RuleRow>("/api/advertising/rules/save", body);
export const setRuleEnabled = (row: { id: number; version: number }, enabled: boolean) =>
  api.post<RuleRow>("/api/advertising/rules/setEnabled", { id: row.id, version: row.version, enabled });
export const dryRunRule = (body: DryRunBody) => api.post<RunReply>("/api/advertising/rules/dryRun", body);
export const runRule = (id: number) => api.post<RunReply>("/api/advertising/rules/run", { id });
export const undoRuleAction = (id: number) => api.post<RuleActionRow>("/api/advertising/rules/actions/undo", { id });

export const fetchTactic = (id: number) => api.get<TacticRow>("/api/advertising/tactics/detail", { id });
export const saveTactic = (body: unknown) => api.post<TacticRow>("/api/advertising/tactics/save", body);
export const setTacticEnabled = (row: { id: number; version: number }, enabled: boolean) =>
  api.post<TacticRow>("/api/advertising/tactics/setEnabled", { id: row.id, version: row.version, enabled });
export const runTactic = (id: number, dryRun: boolean) =>
  api.post<RunReply>(dryRun ? "/api/advertising/tactics/dryRun" : "/api/advertising/tactics/run", { id });

/** The forms' pickers: ad accounts, and (of one account when given) campaigns, ad groups and rules. */
export const useRulePickers = (adsProfileId?: number) =>
  useQuery({
    queryKey: ["advertising", "rulePickers", adsProfileId ?? 0],
    queryFn: ({ signal }) => api.get<RulePickers>("/api/advertising/rules/pickers", adsProfileId ? { adsProfileId } : undefined, signal),
  });

export const useActionLog = (f: ActionLogFilters, page: number, rows: number) =>
  useQuery({
    queryKey: ["advertising", "ruleActions", f, page, rows],
    queryFn: ({ signal }) => api.get<{ records: number; rows: RuleActionRow[] }>(rulesUrls.actions, actionLogQuery(f, page, rows), signal),
  });

/** One run's summary (the action log's run view; a dry run's reply carries its own). */
export const useRunSummary = (runId: number) =>
  useQuery({
    queryKey: ["advertising", "ruleRun", runId],
    queryFn: ({ signal }) => api.get<RunSummary>(rulesUrls.runDetail, { id: runId }, signal),
  });

/** A run's actions, a page at a time; the run's reply gives the unfiltered first page, so that one is not asked for again. */
export const useRunActions = (runId: number, f: RunActionFilters, page: number, rows: number, firstPage?: PageReply<RuleActionRow>) =>
  useQuery({
    queryKey: ["advertising", "ruleActions", "run", runId, f, page, rows],
    queryFn: ({ signal }) => api.get<PageReply<RuleActionRow>>(rulesUrls.runActions, runActionsQuery(runId, f, page, rows), signal),
    initialData: page === 1 && !f.status && !f.kind ? firstPage : undefined,
  });
