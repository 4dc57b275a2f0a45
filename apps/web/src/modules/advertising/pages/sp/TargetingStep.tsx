/** Step 4 of the SP wizard (and the add-group screen): auto-targeting groups, or keywords / product targets; campaign negative keywords. */
import Form from "antd/es/form";
import Radio from "antd/es/radio";
import { useTranslation } from "react-i18next";
import type { AdTargeting } from "@entrepot/contracts";
import { Panel } from "../../../../components/Panel";
import { AutoTargets, KeywordBulkBox, TargetList } from "./TargetRows";
import { KEYWORD_MATCHES, NEGATIVE_MATCHES, PRODUCT_MATCHES } from "./wizardValues";

interface Props {
  targeting: AdTargeting;
  currency?: string;
  /** The campaign's negative keywords (the wizard); a new group of an existing campaign has none here. */
  withNegatives: boolean;
  /** The panel's heading (default: the step's name). */
  title?: string;
}

export function TargetingStep({ targeting, currency, withNegatives, title }: Props) {
  const { t } = useTranslation("advertising");
  const manualKind: "keyword" | "product" = Form.useWatch("manualKind") ?? "keyword";
  return (
    <>
      <Panel title={title ?? (targeting === "AUTO" ? t("sp.autoGroups") : t("sp.stepTargeting"))}>
        {targeting === "AUTO" ? (
          <AutoTargets currency={currency} />
        ) : (
          <>
            <Form.Item name="manualKind" label={t("sp.manualKind")}>
              <Radio.Group data-testid="sp-manual-kind">
                <Radio value="keyword">{t("sp.keywords")}</Radio>
                <Radio value="product">{t("sp.productTargets")}</Radio>
              </Radio.Group>
            </Form.Item>
            {manualKind === "keyword" ? (
              <>
                <KeywordBulkBox currency={currency} />
                <TargetList
                  list="keywords"
                  matches={KEYWORD_MATCHES}
                  label={t("sp.keyword")}
                  addLabel={t("sp.addKeyword")}
                  currency={currency}
                />
              </>
            ) : (
              <TargetList
                list="productTargets"
                matches={PRODUCT_MATCHES}
                label={t("sp.asin")}
                addLabel={t("sp.addProductTarget")}
                currency={currency}
              />
            )}
          </>
        )}
      </Panel>
      {withNegatives && (
        <Panel title={t("sp.negatives")} style={{ marginTop: 16 }}>
          <div style={{ marginBottom: 8, opacity: 0.65 }}>{t("sp.negativesHelp")}</div>
          <TargetList list="negatives" matches={NEGATIVE_MATCHES} label={t("sp.keyword")} addLabel={t("sp.addNegative")} />
        </Panel>
      )}
    </>
  );
}
