/**
 * The wizard's targeting step (and the add-group and add-targets forms), by ad type: SP auto-targeting groups
 * or keywords / product targets with campaign negative keywords; SB keywords / products; SD remarketing
 * audiences or product / category targets.
 */
import Form from "antd/es/form";
import Radio from "antd/es/radio";
import { useTranslation } from "react-i18next";
import type { AdTargeting, AdType, SdTactic } from "@entrepot/contracts";
import { Panel } from "../../../../components/Panel";
import { AudienceTargets } from "./AudienceTargets";
import { AutoTargets, KeywordBulkBox, TargetList } from "./TargetRows";
import { CATEGORY_MATCHES, KEYWORD_MATCHES, manualKindsOf, NEGATIVE_MATCHES, PRODUCT_MATCHES, type ManualKind } from "./wizardValues";

interface Props {
  targeting: AdTargeting;
  adType?: AdType;
  sdTactic?: SdTactic | null;
  currency?: string;
  /** The campaign's negative keywords (the wizard); a new group of an existing campaign has none here. */
  withNegatives: boolean;
  /** The panel's heading (default: the step's name). */
  title?: string;
}

const KIND_LABEL = { keyword: "sp.keywords", product: "sp.productTargets", category: "sbsd.categoryTargets" } as const;

export function TargetingStep({ targeting, adType = "SP", sdTactic, currency, withNegatives, title }: Props) {
  const { t } = useTranslation("advertising");
  const kinds = manualKindsOf(adType);
  const watched: ManualKind | undefined = Form.useWatch("manualKind");
  const manualKind = watched && kinds.includes(watched) ? watched : kinds[0]!;
  const audiences = adType === "SD" && sdTactic === "audiences";
  return (
    <>
      <Panel title={title ?? (targeting === "AUTO" ? t("sp.autoGroups") : audiences ? t("sbsd.audiences") : t("sp.stepTargeting"))}>
        {targeting === "AUTO" ? (
          <AutoTargets currency={currency} />
        ) : audiences ? (
          <AudienceTargets currency={currency} />
        ) : (
          <>
            <Form.Item name="manualKind" label={t("sp.manualKind")}>
              <Radio.Group data-testid="sp-manual-kind">
                {kinds.map((k) => (
                  <Radio key={k} value={k} data-testid={`sp-manual-kind-${k}`}>
                    {t(KIND_LABEL[k])}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            {manualKind === "category" ? (
              <TargetList
                list="categoryTargets"
                matches={CATEGORY_MATCHES}
                label={t("sbsd.category")}
                addLabel={t("sbsd.addCategory")}
                currency={currency}
              />
            ) : manualKind === "keyword" ? (
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
