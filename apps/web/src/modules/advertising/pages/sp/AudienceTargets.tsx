/** SD remarketing audiences: views or purchases of the advertised products within a look-back window, each with its bid. */
import Button from "antd/es/button";
import Col from "antd/es/col";
import Form from "antd/es/form";
import InputNumber from "antd/es/input-number";
import Row from "antd/es/row";
import Select from "antd/es/select";
import MinusCircleOutlined from "@ant-design/icons/MinusCircleOutlined";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import { adTargetInput } from "@entrepot/contracts";
import { currentLocale } from "../../../../lib/i18n";
import { matchOptions } from "./TargetRows";
import { useAdRules } from "./useAdRules";
import { AUDIENCE_LOOKBACK_DAYS, AUDIENCE_MATCHES } from "./wizardValues";

export function AudienceTargets({ currency }: { currency?: string }) {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const { of, amount, required } = useAdRules(currency);
  const days = AUDIENCE_LOOKBACK_DAYS.map((d) => ({ value: d, label: t("sbsd.lookBackDays", { count: d }) }));
  return (
    <>
      <div style={{ marginBottom: 8, opacity: 0.65 }}>{t("sbsd.audiencesHelp")}</div>
      <Form.List
        name="audiences"
        rules={[
          {
            // at least one audience: a campaign that reaches no one would spend nothing and say nothing
            validator: async (_, rows: unknown[] | undefined) => {
              if (!rows?.length) throw new Error(t("sbsd.audienceRequired"));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((f, i) => (
              <Row gutter={8} key={f.key} align="top" data-testid={`audiences-row-${i}`}>
                <Col span={8}>
                  <Form.Item name={[f.name, "matchType"]}>
                    <Select options={matchOptions(AUDIENCE_MATCHES, locale)} data-testid={`audiences-match-${i}`} />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item name={[f.name, "lookBackDays"]} rules={[required(t("sbsd.lookBack"))]}>
                    <Select options={days} aria-label={t("sbsd.lookBack")} data-testid={`audiences-days-${i}`} />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item name={[f.name, "bid"]} rules={[...of(adTargetInput, "bid", t("sp.bid")), amount("bid")]}>
                    <InputNumber stringMode min="0" placeholder={t("sp.defaultBid")} suffix={currency} style={{ width: "100%" }} />
                  </Form.Item>
                </Col>
                <Col span={2}>
                  <MinusCircleOutlined aria-label={t("sp.remove")} onClick={() => remove(f.name)} style={{ marginTop: 9 }} />
                </Col>
              </Row>
            ))}
            <Form.ErrorList errors={errors} />
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ matchType: "PURCHASES", lookBackDays: 30, bid: null })}
              data-testid="audiences-add"
            >
              {t("sbsd.addAudience")}
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}
