/**
 * SD audiences as Amazon Ads has them: views or purchases remarketing of the advertised products and
 * lookalikes of their shoppers, each over one of Amazon's look-back windows; interests / lifestyle by
 * category (a browse node of the marketplace). Each with its bid.
 */
import Form from "antd/es/form";
import Select from "antd/es/select";
import { useTranslation } from "react-i18next";
import { audienceLookBackDays, type AudienceMatch } from "@entrepot/contracts";
import { currentLocale } from "../../../../lib/i18n";
import { CategoryPicker } from "./CategoryPicker";
import { BidField, RowListEditor, type RowColumn } from "./RowListEditor";
import { matchOptions } from "./TargetRows";
import { useAdRules } from "./useAdRules";
import { AUDIENCE_MATCHES, type AudienceRowValues } from "./wizardValues";

export function AudienceTargets({ currency, adsProfileId }: { currency?: string; adsProfileId?: number }) {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const { required } = useAdRules(currency);
  const daysOf = (m: Exclude<AudienceMatch, "INTERESTS">) =>
    audienceLookBackDays[m].map((d) => ({ value: d, label: t("sbsd.lookBackDays", { count: d }) }));
  const columns: RowColumn[] = [
    {
      span: 8,
      render: (name, i) => (
        <Form.Item name={[name, "matchType"]}>
          <Select options={matchOptions(AUDIENCE_MATCHES, locale)} data-testid={`audiences-match-${i}`} />
        </Form.Item>
      ),
    },
    {
      span: 8,
      // an interest picks its category; the others a window their match type offers
      render: (name, i) => (
        <Form.Item noStyle dependencies={[["audiences", name, "matchType"]]}>
          {(form) => {
            const match = form.getFieldValue(["audiences", name, "matchType"]) as AudienceMatch;
            return match === "INTERESTS" ? (
              <Form.Item name={[name, "category"]} rules={[required(t("sbsd.interestCategory"))]}>
                <CategoryPicker adsProfileId={adsProfileId} testId={`audiences-category-${i}`} />
              </Form.Item>
            ) : (
              <Form.Item
                name={[name, "lookBackDays"]}
                rules={[
                  required(t("sbsd.lookBack")),
                  {
                    validator: async (_r, v: number | null | undefined) => {
                      if (v != null && !audienceLookBackDays[match].includes(v)) throw new Error(t("sbsd.lookBackOfMatch"));
                    },
                  },
                ]}
              >
                <Select options={daysOf(match)} aria-label={t("sbsd.lookBack")} data-testid={`audiences-days-${i}`} />
              </Form.Item>
            );
          }}
        </Form.Item>
      ),
    },
    { span: 6, render: (name) => <BidField name={[name, "bid"]} currency={currency} /> },
  ];
  return (
    <>
      <div style={{ marginBottom: 8, opacity: 0.65 }}>{t("sbsd.audiencesHelp")}</div>
      <RowListEditor
        list="audiences"
        columns={columns}
        addLabel={t("sbsd.addAudience")}
        newRow={(): AudienceRowValues => ({ matchType: "PURCHASES", lookBackDays: 30, category: null, bid: null })}
        rules={[
          {
            // at least one audience: a campaign that reaches no one would spend nothing and say nothing
            validator: async (_, rows) => {
              if (!rows?.length) throw new Error(t("sbsd.audienceRequired"));
            },
          },
        ]}
      />
    </>
  );
}
