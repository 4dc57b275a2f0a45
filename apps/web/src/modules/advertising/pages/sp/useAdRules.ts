/**
 * Form rules of the SP forms, derived from the contracts' save schemas (`schemaRules`: required, lengths,
 * money format, ranges, with the contract's messages) plus Amazon's bounds of the account's currency for
 * bids and budgets (`adAmountProblem`, the check the server runs).
 */
import type { Rule } from "antd/es/form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { adAmountProblem } from "@entrepot/contracts";
import { requiredRule, schemaRules } from "../../../../components/resource/schemaForm";
import { currentLocale } from "../../../../lib/i18n";

export function useAdRules(currency: string | undefined) {
  const { t: tc } = useTranslation("components");
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const of = (schema: z.ZodObject, key: string, label: string, input: "text" | "number" | "other" = "other"): Rule[] =>
    schemaRules(schema, key, label, locale, tc, input);
  /** A bid or budget within the currency's decimals, floor and ceiling (after the schema's money format). */
  const amount = (kind: "bid" | "budget"): Rule => ({
    validator: async (_r, value: unknown) => {
      if (value === undefined || value === null || value === "" || !currency) return;
      let problem;
      try {
        problem = adAmountProblem(kind, String(value), currency);
      } catch {
        return; // not a number: the schema's rule speaks
      }
      if (problem) {
        const key = { decimals: "sp.amountDecimals", floor: "sp.amountFloor", ceiling: "sp.amountCeiling" }[problem.reason];
        throw new Error(t(key, { limit: problem.limit, currency }));
      }
    },
  });
  /** Required only, for inputs whose value the schema does not take as it is (a date picker's day). */
  const required = (label: string, input: "text" | "other" = "other"): Rule => requiredRule(tc("form.required", { label }), input);
  return { of, amount, required };
}
