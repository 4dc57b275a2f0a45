import type { Label } from "../resource.js";
import type { MatchType } from "./campaigns.js";

/**
 * Sponsored Display audiences as Amazon Ads has them. A target of kind `audience` carries its segment in its
 * expression: views and purchases remarketing of the advertised products and lookalikes of their shoppers
 * the look-back window in days (`"30"`), interests / lifestyle a browse node as `id|name` (as category
 * targets). Both apps read this: the wizard offers these windows, the server refuses any other.
 */
export const audienceMatches = ["VIEWS", "PURCHASES", "INTERESTS", "LOOKALIKE"] as const satisfies readonly MatchType[];
export type AudienceMatch = (typeof audienceMatches)[number];

/** Amazon's look-back windows per audience (interests have none). */
export const audienceLookBackDays: Record<Exclude<AudienceMatch, "INTERESTS">, readonly number[]> = {
  VIEWS: [7, 14, 30, 60, 90],
  PURCHASES: [7, 14, 30, 60, 90, 180, 365],
  LOOKALIKE: [7, 14, 30, 60],
};

/** A category target's or interest audience's expression: a browse node id, `|`, its name. */
export const categoryExpression = (id: string, name: string) => `${id}|${name}`;
export function parseCategoryExpression(expression: string): { id: string; name: string } | null {
  const m = /^(\d{1,20})\|(.+)$/.exec(expression.trim());
  return m ? { id: m[1]!, name: m[2]!.trim() } : null;
}

/** Why an audience's expression is refused for its match type (null: fine). */
export function audienceExpressionProblem(matchType: MatchType, expression: string): "lookBack" | "category" | null {
  if (matchType === "INTERESTS") return parseCategoryExpression(expression) ? null : "category";
  const days = audienceLookBackDays[matchType as keyof typeof audienceLookBackDays];
  if (!days) return null; // not an audience match type: the kind's check speaks
  return /^\d{1,3}$/.test(expression.trim()) && days.includes(Number(expression)) ? null : "lookBack";
}

const lookBackText: Label = { "zh-CN": "{days} 天", "en-US": "{days} days" };
/** How a person reads an audience or category target: "Views remarketing · 30 days", "Interests · Home & Kitchen". */
export function targetExpressionLabel(t: { kind: string; expression: string }, locale: "zh-CN" | "en-US"): string {
  if (t.kind === "category") return parseCategoryExpression(t.expression)?.name ?? t.expression;
  if (t.kind !== "audience") return t.expression;
  const category = parseCategoryExpression(t.expression);
  if (category) return category.name;
  return /^\d+$/.test(t.expression) ? lookBackText[locale].replace("{days}", t.expression) : t.expression;
}

// ---- browse nodes (category targets, interest audiences) ----

/** A marketplace's browse node (Amazon's category id) with its children; names in both languages. */
export interface BrowseNode {
  id: string;
  name: Label;
  children?: BrowseNode[];
}
