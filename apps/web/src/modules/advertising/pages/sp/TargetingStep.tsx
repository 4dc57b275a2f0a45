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
  /** The ad account (its marketplace's categories). */
  adsProfileId?: number;
  /** The campaign's negative keywords (the wizard); a new group of an existing campaign has none here. */
  withNegatives: boolean;
  /** The panel's heading (default: the step's name). */
  title?: string;
}

/** Each manual kind's list: the form list, its match types and the texts of its rows. */
const MANUAL_LISTS = {
  keyword: { title: "sp.keywords", list: "keywords", matches: KEYWORD_MATCHES, label: "sp.keyword", addLabel: "sp.addKeyword" },
  product: {
    title: "sp.productTargets",
    list: "productTargets",
    matches: PRODUCT_MATCHES,
    label: "sp.asin",
    addLabel: "sp.addProductTarget",
  },
  category: {
    title: "sbsd.categoryTargets",
    list: "categoryTargets",
    matches: CATEGORY_MATCHES,
    label: "sbsd.category",
    addLabel: "sbsd.addCategory",
  },
} as const;

export function TargetingStep({ targeting, adType = "SP", sdTactic, currency, adsProfileId, withNegatives, title }: Props) {
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
          <AudienceTargets currency={currency} adsProfileId={adsProfileId} />
        ) : (
          <>
            <Form.Item name="manualKind" label={t("sp.manualKind")}>
              <Radio.Group data-testid="sp-manual-kind">
                {kinds.map((k) => (
                  <Radio key={k} value={k} data-testid={`sp-manual-kind-${k}`}>
                    {t(MANUAL_LISTS[k].title)}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            {manualKind === "keyword" && <KeywordBulkBox currency={currency} />}
            <TargetList
              key={manualKind}
              list={MANUAL_LISTS[manualKind].list}
              matches={MANUAL_LISTS[manualKind].matches}
              label={t(MANUAL_LISTS[manualKind].label)}
              addLabel={t(MANUAL_LISTS[manualKind].addLabel)}
              currency={currency}
              adsProfileId={adsProfileId}
            />
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
