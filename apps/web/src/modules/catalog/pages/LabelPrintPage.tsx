/** product/index: barcode labels as a PDF: products and quantities, sheet format, SKU or warehouse SKU. */
import "../i18n";
import { useEffect, useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Empty from "antd/es/empty";
import InputNumber from "antd/es/input-number";
import message from "antd/es/message";
import Radio from "antd/es/radio";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Table from "antd/es/table";
import Typography from "antd/es/typography";
import PrinterOutlined from "@ant-design/icons/PrinterOutlined";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { ProductOption } from "@entrepot/contracts";
import { api, errorMessage } from "../../../lib/api";
import { useDictionary } from "../../../components/dictionary";
import { PageHeading } from "../../../components/PageHeading";
import { Panel } from "../../../components/Panel";
import { printLabels, useCatalogOptions } from "../api";
import { ProductPicker } from "./ProductPicker";

interface Line {
  product: Pick<ProductOption, "id" | "sku" | "nameZh" | "nameEn">;
  quantity: number;
}
const perPage: Record<number, number> = { 1: 30, 2: 1, 3: 1 };

export default function LabelPrintPage() {
  const { t, i18n } = useTranslation("catalog");
  const [params] = useSearchParams();
  const [lines, setLines] = useState<Line[]>([]);
  const [format, setFormat] = useState<1 | 2 | 3>(1);
  const [code, setCode] = useState<"sku" | "warehouseSku">(params.get("code") === "warehouseSku" ? "warehouseSku" : "sku");
  const [warehouseId, setWarehouseId] = useState<number | undefined>(Number(params.get("warehouseId")) || undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const formats = useDictionary("labelFormats");
  const options = useCatalogOptions();
  const zh = i18n.language === "zh-CN";

  // products handed over by other screens: ?productIds=1,2,3
  const preset = params.get("productIds") ?? "";
  const presetProducts = useQuery({
    queryKey: ["catalog", "labelPreset", preset],
    enabled: !!preset,
    queryFn: async () => {
      const ids = preset.split(",").map(Number).filter(Boolean);
      const page = await api.get<{ rows: ProductOption[] }>("/api/v1/Product/findByPage", { rows: 1000, "search[IN_id]": ids.join(",") });
      return ids.map((id) => page.rows.find((r) => r.id === id)).filter((r): r is ProductOption => !!r);
    },
  });
  useEffect(() => {
    if (presetProducts.data) setLines(presetProducts.data.map((p) => ({ product: p, quantity: 1 })));
  }, [presetProducts.data]);

  const total = lines.reduce((a, l) => a + l.quantity, 0);
  const pages = Math.ceil(total / perPage[format]!);
  const add = (p?: ProductOption) => {
    if (!p || lines.some((l) => l.product.id === p.id)) return;
    setLines([...lines, { product: p, quantity: format === 1 ? 30 : 1 }]);
  };
  const print = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await printLabels({
        format,
        code,
        warehouseId: code === "warehouseSku" ? warehouseId : undefined,
        items: lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })),
      });
      void message.success(t("label.done"));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <PageHeading title={t("label.title")} intro={t("label.intro")} />
      <Panel>
        <Space direction="vertical" size={16} style={{ width: "100%" }}>
          <div>
            <Typography.Text strong>{t("label.format")}</Typography.Text>
            <div style={{ marginTop: 8 }}>
              <Radio.Group
                value={String(format)}
                onChange={(e) => setFormat(Number(e.target.value) as 1 | 2 | 3)}
                data-testid="label-format"
              >
                {(formats.entries.length ? formats.entries : ["1", "2", "3"].map((v) => ({ value: v, label: v }))).map((f) => (
                  <Radio.Button key={f.value} value={f.value}>
                    {f.label}
                  </Radio.Button>
                ))}
              </Radio.Group>
            </div>
          </div>
          <Space wrap>
            <Typography.Text strong>{t("label.code")}</Typography.Text>
            <Radio.Group value={code} onChange={(e) => setCode(e.target.value as "sku" | "warehouseSku")}>
              <Radio value="sku">{t("label.codeSku")}</Radio>
              <Radio value="warehouseSku">{t("label.codeWarehouseSku")}</Radio>
            </Radio.Group>
            {code === "warehouseSku" && (
              <Select
                style={{ width: 260 }}
                placeholder={t("label.warehouse")}
                value={warehouseId}
                onChange={setWarehouseId}
                options={(options.data?.warehouses ?? []).map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` }))}
              />
            )}
          </Space>
          <div>
            <Typography.Text strong>{t("label.products")}</Typography.Text>
            <div style={{ display: "flex", gap: 8, margin: "8px 0", maxWidth: 560 }}>
              <ProductPicker value={undefined} onChange={(_, p) => add(p)} testId="label-product-picker" />
            </div>
            <Table<Line>
              size="small"
              bordered
              rowKey={(l) => l.product.id}
              pagination={false}
              dataSource={lines}
              locale={{ emptyText: <Empty description={t("label.empty")} /> }}
              columns={[
                { key: "sku", title: t("common.sku"), render: (_, l) => l.product.sku },
                { key: "name", title: t("common.name"), render: (_, l) => (zh ? l.product.nameZh : l.product.nameEn) },
                {
                  key: "q",
                  title: t("common.quantity"),
                  width: 160,
                  render: (_, l) => (
                    <InputNumber
                      min={1}
                      max={3000}
                      precision={0}
                      value={l.quantity}
                      onChange={(v) => setLines(lines.map((x) => (x.product.id === l.product.id ? { ...x, quantity: v ?? 1 } : x)))}
                      data-testid={`label-qty-${l.product.sku}`}
                    />
                  ),
                },
                {
                  key: "x",
                  title: "",
                  width: 80,
                  render: (_, l) => (
                    <Button type="link" danger size="small" onClick={() => setLines(lines.filter((x) => x.product.id !== l.product.id))}>
                      {t("bulk.remove")}
                    </Button>
                  ),
                },
              ]}
            />
          </div>
          {error && <Alert type="error" showIcon title={error} />}
          {total > 3000 && <Alert type="warning" showIcon title={t("label.tooMany")} />}
          <Space>
            <Button
              type="primary"
              icon={<PrinterOutlined />}
              loading={busy}
              disabled={!lines.length || total > 3000 || (code === "warehouseSku" && !warehouseId)}
              onClick={() => void print()}
              data-testid="label-print"
            >
              {busy ? t("label.printing") : t("label.print")}
            </Button>
            {lines.length > 0 && <Typography.Text type="secondary">{t("label.total", { count: total, pages })}</Typography.Text>}
          </Space>
        </Space>
      </Panel>
    </div>
  );
}
