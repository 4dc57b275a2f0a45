/** Steps 2 and 3 of the SP wizard (and the add-group screen): the ad group with its default bid, then the product ads. */
import Col from "antd/es/col";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Row from "antd/es/row";
import Select from "antd/es/select";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { adGroupInput, campaignCreate, type CampaignPickers } from "@entrepot/contracts";
import { Panel } from "../../../../components/Panel";
import { useAdRules } from "./useAdRules";

export function GroupStep({ currency }: { currency?: string }) {
  const { t } = useTranslation("advertising");
  const { of, amount } = useAdRules(currency);
  return (
    <Panel title={t("sp.stepGroup")}>
      <Row gutter={16}>
        <Col span={10}>
          <Form.Item name={["adGroup", "name"]} label={t("sp.groupName")} rules={of(adGroupInput, "name", t("sp.groupName"), "text")}>
            <Input maxLength={128} data-testid="sp-group-name" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item
            name={["adGroup", "defaultBid"]}
            label={t("sp.defaultBid")}
            rules={[...of(adGroupInput, "defaultBid", t("sp.defaultBid")), amount("bid")]}
          >
            <InputNumber stringMode min="0" suffix={currency} style={{ width: "100%" }} data-testid="sp-default-bid" />
          </Form.Item>
        </Col>
      </Row>
    </Panel>
  );
}

/** The seller's catalogue products of the chosen account (SKU · name · ASIN), searched by any of them; `schema` the body that takes them. */
export function ProductsStep({ pickers, schema = campaignCreate }: { pickers?: CampaignPickers; schema?: z.ZodObject }) {
  const { t } = useTranslation("advertising");
  const { of } = useAdRules(undefined);
  const selected: number[] = Form.useWatch("productIds") ?? [];
  return (
    <Panel title={t("sp.stepProducts")}>
      <Form.Item
        name="productIds"
        label={t("sp.products")}
        extra={`${t("sp.productsHelp")} ${t("sp.selectedProducts", { count: selected.length })}`}
        rules={of(schema, "productIds", t("sp.products"))}
      >
        <Select
          mode="multiple"
          placeholder={t("sp.productsPlaceholder")}
          showSearch={{ optionFilterProp: "label" }}
          data-testid="sp-products"
          options={(pickers?.products ?? []).map((p) => ({ value: p.id, label: `${p.sku} · ${p.name} · ${p.asin ?? t("sp.noAsin")}` }))}
        />
      </Form.Item>
    </Panel>
  );
}
