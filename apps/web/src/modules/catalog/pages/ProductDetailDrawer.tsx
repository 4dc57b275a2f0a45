/** One product: its fields, how its size tier was found, dimensional weights, kit, listings, warehouse SKUs, images. */
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import Drawer from "antd/es/drawer";
import Space from "antd/es/space";
import Spin from "antd/es/spin";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import type { ProductDetail } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../lib/auth";
import { DictTag } from "../../../components/DictTag";
import { Money } from "../../../components/Money";
import { useProduct } from "../api";
import { dims, dimWeightText, trim } from "../descriptors";
import { ProductImages } from "./ProductImages";

export function ProductDetailDrawer({
  id,
  onClose,
  onEdit,
  onPrint,
}: {
  id: number;
  onClose: () => void;
  onEdit?: (p: ProductDetail) => void;
  onPrint?: (p: ProductDetail) => void;
}) {
  const { t, i18n } = useTranslation("catalog");
  const { data: me } = useMe();
  const product = useProduct(id);
  const p = product.data;
  const zh = i18n.language === "zh-CN";
  const f = p?.sizeTierFigures;
  return (
    <Drawer
      open
      width={820}
      onClose={onClose}
      title={p ? `${p.sku} · ${zh ? p.nameZh : p.nameEn}` : t("common.detail")}
      extra={
        p && (
          <Space>
            {onPrint && hasPermission(me, "catalog:label:print") && <Button onClick={() => onPrint(p)}>{t("common.printLabels")}</Button>}
            {onEdit && hasPermission(me, "catalog:product:manage") && (
              <Button type="primary" onClick={() => onEdit(p)}>
                {t("common.edit")}
              </Button>
            )}
          </Space>
        )
      }
      data-testid="product-detail"
    >
      {product.isLoading && <Spin />}
      {product.isError && <Alert type="error" showIcon title={t("product.notFound")} />}
      {p && f && (
        <Space direction="vertical" size={16} style={{ width: "100%" }}>
          <Descriptions size="small" bordered column={2}>
            <Descriptions.Item label={t("product.sizeTier")}>
              <span data-testid="detail-size-tier">
                <DictTag type="sizeTiers" value={p.sizeTier} />
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t("common.status")}>
              {p.active ? <Tag color="success">{t("common.active")}</Tag> : <Tag>{t("common.inactive")}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t("common.seller")}>{p.orgCode}</Descriptions.Item>
            <Descriptions.Item label={t("product.productLine")}>{p.productLineName ?? t("product.none")}</Descriptions.Item>
            <Descriptions.Item label={t("common.nameZh")}>{p.nameZh}</Descriptions.Item>
            <Descriptions.Item label={t("common.nameEn")}>{p.nameEn}</Descriptions.Item>
            <Descriptions.Item label={t("product.dimensions")}>{dims(p)}</Descriptions.Item>
            <Descriptions.Item label={t("product.weight")}>
              {trim(p.weight)} {p.weightUnit}
              {p.isKit && <Typography.Text type="secondary"> ({t("product.kitDerived")})</Typography.Text>}
            </Descriptions.Item>
            <Descriptions.Item label={t("product.declaredValue")}>
              <Money value={p.declaredValue} currency={p.currency} />
            </Descriptions.Item>
            <Descriptions.Item label={t("product.originCountry")}>
              <DictTag type="originCountries" value={p.originCountry} />
            </Descriptions.Item>
            <Descriptions.Item label={t("product.productType")}>
              <DictTag type="productTypes" value={String(p.productType)} />
            </Descriptions.Item>
            <Descriptions.Item label={t("product.salesUnit")}>
              <DictTag type="salesUnits" value={p.salesUnit} />
            </Descriptions.Item>
            <Descriptions.Item label={t("product.barcode")}>{p.barcode ?? "—"}</Descriptions.Item>
            <Descriptions.Item label={t("product.hsCode")}>{p.hsCode ?? "—"}</Descriptions.Item>
            {p.remark && (
              <Descriptions.Item label={t("common.remark")} span={2}>
                {p.remark}
              </Descriptions.Item>
            )}
          </Descriptions>

          <Descriptions size="small" bordered column={3} title={t("product.tierFigures")}>
            <Descriptions.Item label={t("product.longest")}>{t("product.inches", { v: trim(f.longestIn) })}</Descriptions.Item>
            <Descriptions.Item label={t("product.median")}>{t("product.inches", { v: trim(f.medianIn) })}</Descriptions.Item>
            <Descriptions.Item label={t("product.shortest")}>{t("product.inches", { v: trim(f.shortestIn) })}</Descriptions.Item>
            <Descriptions.Item label={t("product.lengthGirth")}>{t("product.inches", { v: trim(f.lengthGirthIn) })}</Descriptions.Item>
            <Descriptions.Item label={t("product.unitWeight")}>{t("product.pounds", { v: trim(f.unitWeightLb) })}</Descriptions.Item>
            <Descriptions.Item label={t("product.dimWeight")}>{t("product.pounds", { v: trim(f.dimWeightLb) })}</Descriptions.Item>
            <Descriptions.Item label={t("product.tierWeight")}>{t("product.pounds", { v: trim(f.tierWeightLb) })}</Descriptions.Item>
            <Descriptions.Item label={t("product.tierRuleSet")} span={2}>
              {f.ruleSet} · {f.ruleSetTitle}
            </Descriptions.Item>
            <Descriptions.Item label={t("product.dimWeights")} span={3}>
              <Space wrap>
                {p.dimWeights.map((d) => (
                  <Tag key={d.code}>{dimWeightText(d)}</Tag>
                ))}
              </Space>
            </Descriptions.Item>
          </Descriptions>

          {p.isKit && (
            <Table
              size="small"
              bordered
              rowKey="productId"
              pagination={false}
              title={() => <strong>{t("product.components")}</strong>}
              dataSource={p.components}
              columns={[
                { key: "sku", dataIndex: "sku", title: t("common.sku") },
                { key: "name", title: t("common.name"), render: (_, c) => (zh ? c.nameZh : c.nameEn) },
                { key: "q", dataIndex: "quantity", title: t("common.quantity"), align: "right" },
                { key: "w", title: t("product.weight"), align: "right", render: (_, c) => `${trim(c.weight)} ${c.weightUnit}` },
                {
                  key: "v",
                  title: t("product.declaredValue"),
                  align: "right",
                  render: (_, c) => <Money value={c.declaredValue} currency={c.currency} />,
                },
              ]}
            />
          )}
          {p.usedInKits.length > 0 && (
            <div>
              <Typography.Text strong>{t("product.usedInKits")}: </Typography.Text>
              {p.usedInKits.map((k) => (
                <Tag key={k.id}>
                  {k.sku} ×{k.quantity}
                </Tag>
              ))}
            </div>
          )}
          <Table
            size="small"
            bordered
            rowKey="id"
            pagination={false}
            title={() => <strong>{t("product.listings")}</strong>}
            locale={{ emptyText: t("product.noListings") }}
            dataSource={p.listings}
            columns={[
              { key: "a", dataIndex: "storeAccount", title: t("common.storeAccount") },
              { key: "l", dataIndex: "listingSku", title: t("skuMap.listingSku") },
              { key: "asin", dataIndex: "asin", title: t("skuMap.asin") },
              { key: "q", dataIndex: "quantity", title: t("skuMap.quantity"), align: "right" },
              { key: "s", title: t("common.status"), render: (_, l) => (l.active ? t("common.active") : t("common.inactive")) },
            ]}
          />
          <div>
            <Typography.Text strong>{t("product.warehouseSkus")}: </Typography.Text>
            {p.warehouseSkus.length ? (
              p.warehouseSkus.map((w) => <Tag key={w.id}>{`${w.warehouseCode}: ${w.code}`}</Tag>)
            ) : (
              <Typography.Text type="secondary">{t("product.noWarehouseSkus")}</Typography.Text>
            )}
          </div>
          <ProductImages product={p} onChanged={() => void product.refetch()} />
        </Space>
      )}
    </Drawer>
  );
}
