/**
 * The SB wizard's creative step: the brand name and headline shoppers see, up to 3 of the campaign's products
 * shown in the ad, and where a click lands (the brand store, a product list page, or a URL of one's own).
 */
import Col from "antd/es/col";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Radio from "antd/es/radio";
import Row from "antd/es/row";
import Select from "antd/es/select";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { landingPageTypeLabels, landingPageTypes, sbCreativeInput, type CampaignPickers } from "@entrepot/contracts";
import { currentLocale } from "../../../../lib/i18n";
import { adAssetViewUrl, useAdAssets } from "../../api.campaigns";
import { MATERIAL_PATH } from "./paths";
import { Panel } from "../../../../components/Panel";
import { useAdRules } from "./useAdRules";

/**
 * `anyProduct`: the creative may show any of the seller's products (editing a live campaign, whose product
 * ads are its groups'); the wizard offers the products chosen for the campaign.
 */
export function SbCreativeStep({ pickers, anyProduct = false }: { pickers?: CampaignPickers; anyProduct?: boolean }) {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const { of, required } = useAdRules(undefined);
  // the creative shows products the campaign advertises
  const chosen: number[] = Form.useWatch("productIds") ?? [];
  const landing = Form.useWatch(["creative", "landingPageType"]);
  const logos = useAdAssets(Form.useWatch("adsProfileId"), "logo").data ?? [];
  const options = (pickers?.products ?? [])
    .filter((p) => anyProduct || chosen.includes(p.id))
    .map((p) => ({ value: p.id, label: `${p.sku} · ${p.name}` }));
  return (
    <Panel title={t("sbsd.stepCreative")}>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item
            name={["creative", "brandName"]}
            label={t("sbsd.brandName")}
            rules={of(sbCreativeInput, "brandName", t("sbsd.brandName"), "text")}
          >
            <Input maxLength={60} showCount data-testid="sb-brand" />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item
            name={["creative", "headline"]}
            label={t("sbsd.headline")}
            rules={of(sbCreativeInput, "headline", t("sbsd.headline"), "text")}
          >
            <Input maxLength={50} showCount data-testid="sb-headline" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name={["creative", "logoAssetId"]}
        label={t("sbsd.logo")}
        extra={
          <Link to={MATERIAL_PATH} target="_blank">
            {t("material.open")}
          </Link>
        }
      >
        <Select
          allowClear
          placeholder={t("sbsd.noLogo")}
          data-testid="sb-logo"
          options={logos.map((a) => ({
            value: a.id,
            label: (
              <span>
                <img src={adAssetViewUrl(a.id)} alt="" style={{ height: 18, marginInlineEnd: 8, verticalAlign: "middle" }} />
                {a.name}
              </span>
            ),
          }))}
        />
      </Form.Item>
      <Form.Item
        name={["creative", "productIds"]}
        label={t("sbsd.creativeProducts")}
        extra={t(anyProduct ? "sbsd.creativeAnyProductHelp" : "sbsd.creativeProductsHelp")}
        rules={of(sbCreativeInput, "productIds", t("sbsd.creativeProducts"))}
      >
        <Select
          mode="multiple"
          maxCount={3}
          options={options}
          showSearch={{ optionFilterProp: "label" }}
          data-testid="sb-creative-products"
        />
      </Form.Item>
      <Form.Item name={["creative", "landingPageType"]} label={t("sbsd.landingPage")}>
        <Radio.Group data-testid="sb-landing">
          {landingPageTypes.map((v) => (
            <Radio key={v} value={v} data-testid={`sb-landing-${v}`}>
              {landingPageTypeLabels[v][locale]}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {landing === "customUrl" && (
        <Form.Item
          name={["creative", "landingPageUrl"]}
          label={t("sbsd.landingPageUrl")}
          rules={[required(t("sbsd.landingPageUrl"), "text"), { type: "url", message: t("sbsd.urlInvalid") }]}
        >
          <Input maxLength={500} placeholder="https://" data-testid="sb-landing-url" />
        </Form.Item>
      )}
    </Panel>
  );
}
