/**
 * Step 1 of the campaign wizard (and the edit screen): ad account, name, portfolio, budget, dates; SP its
 * targeting, bidding strategy and placements; SD its tactic (audiences or contextual) and cost type.
 */
import Col from "antd/es/col";
import DatePicker from "antd/es/date-picker";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Radio from "antd/es/radio";
import Row from "antd/es/row";
import Select from "antd/es/select";
import { useTranslation } from "react-i18next";
import {
  adPlacements,
  adTargetingLabels,
  adTargetings,
  type AdType,
  biddingStrategies,
  biddingStrategyLabels,
  campaignCreate,
  type CampaignPickers,
  sdCostTypeLabels,
  sdCostTypes,
  sdTacticLabels,
  sdTactics,
} from "@entrepot/contracts";
import { currentLocale } from "../../../../lib/i18n";
import { Panel } from "../../../../components/Panel";
import { useAdRules } from "./useAdRules";

interface Props {
  adType: AdType;
  pickers?: CampaignPickers;
  currency?: string;
  /** The account's marketplace day: a new campaign starts on it or later, as Amazon's console has it. */
  today?: string;
  /** Edit mode: the account and the targeting are the campaign's for good. */
  editing: boolean;
}

export function SettingsStep({ adType, pickers, currency, today, editing }: Props) {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const { of, amount, required } = useAdRules(currency);
  return (
    <Panel title={t("sp.stepSettings")}>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="adsProfileId" label={t("sp.account")} rules={of(campaignCreate, "adsProfileId", t("sp.account"))}>
            <Select
              disabled={editing}
              data-testid="sp-account"
              showSearch={{ optionFilterProp: "label" }}
              options={(pickers?.profiles ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.currency})` }))}
            />
          </Form.Item>
        </Col>
        <Col span={10}>
          <Form.Item name="name" label={t("sp.name")} rules={of(campaignCreate, "name", t("sp.name"), "text")}>
            <Input maxLength={128} data-testid="sp-name" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="portfolioId" label={t("sp.portfolio")}>
            <Select
              allowClear
              placeholder={t("sp.noPortfolio")}
              data-testid="sp-portfolio"
              options={(pickers?.portfolios ?? []).map((p) => ({ value: p.id, label: p.name }))}
            />
          </Form.Item>
        </Col>
      </Row>
      {adType === "SD" && <SdTacticFields editing={editing} />}
      {adType === "SP" && (
        <Form.Item name="targeting" label={t("sp.targeting")}>
          <Radio.Group disabled={editing} data-testid="sp-targeting">
            {adTargetings.map((v) => (
              <Radio key={v} value={v} data-testid={`sp-targeting-${v}`}>
                {adTargetingLabels[v][locale]}
                <span style={{ marginInlineStart: 8, opacity: 0.6 }}>{t(v === "AUTO" ? "sp.autoHelp" : "sp.manualHelp")}</span>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item
            name="dailyBudget"
            label={t("sp.dailyBudget")}
            rules={[...of(campaignCreate, "dailyBudget", t("sp.dailyBudget")), amount("budget")]}
          >
            <InputNumber stringMode min="0" suffix={currency} style={{ width: "100%" }} data-testid="sp-budget" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="startDate" label={t("sp.startDate")} rules={[required(t("sp.startDate"))]}>
            <DatePicker
              style={{ width: "100%" }}
              allowClear={false}
              disabledDate={(d) => !editing && !!today && d.isBefore(today, "day")}
              data-testid="sp-start"
            />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="endDate" label={t("sp.endDate")}>
            <DatePicker
              style={{ width: "100%" }}
              placeholder={t("sp.noEnd")}
              disabledDate={(d) => !!today && d.isBefore(today, "day")}
              data-testid="sp-end"
            />
          </Form.Item>
        </Col>
      </Row>
      {adType === "SP" && <SpBidding />}
    </Panel>
  );
}

/** SD: whom the ads reach (remarketing audiences, or shoppers of chosen products / categories) and how clicks are paid. */
function SdTacticFields({ editing }: { editing: boolean }) {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="sdTactic" label={t("sbsd.tactic")}>
          <Radio.Group disabled={editing} data-testid="sd-tactic">
            {sdTactics.map((v) => (
              <Radio key={v} value={v} data-testid={`sd-tactic-${v}`}>
                {sdTacticLabels[v][locale]}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="sdCostType" label={t("sbsd.costType")}>
          <Radio.Group disabled={editing} data-testid="sd-cost-type">
            {sdCostTypes.map((v) => (
              <Radio key={v} value={v}>
                {sdCostTypeLabels[v][locale]}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      </Col>
    </Row>
  );
}

/** SP's bidding strategy and placement adjustments (other types have neither). */
function SpBidding() {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const { of } = useAdRules(undefined);
  return (
    <>
      <Form.Item name="biddingStrategy" label={t("sp.biddingStrategy")}>
        <Radio.Group data-testid="sp-strategy">
          {biddingStrategies.map((v) => (
            <Radio key={v} value={v}>
              {biddingStrategyLabels[v][locale]}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <div style={{ marginBottom: 8 }}>{t("sp.placements")}</div>
      <Row gutter={16}>
        {(["topOfSearch", "productPages", "restOfSearch"] as const).map((k) => (
          <Col span={6} key={k}>
            <Form.Item name={["placements", k]} label={t(`sp.${k}`)} rules={of(adPlacements, k, t(`sp.${k}`))}>
              <InputNumber min={0} max={900} precision={0} suffix="%" style={{ width: "100%" }} data-testid={`sp-${k}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}
