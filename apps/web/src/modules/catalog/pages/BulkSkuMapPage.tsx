/** product/newSkumap: many maps at once, pasted from a sheet or typed, checked and saved in one transaction. */
import "../i18n";
import { useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import message from "antd/es/message";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Table from "antd/es/table";
import Typography from "antd/es/typography";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { SkuMapBulkRow } from "@entrepot/contracts";
import { ApiError, errorMessage } from "../../../lib/api";
import { PageHeading } from "../../../components/PageHeading";
import { Panel } from "../../../components/Panel";
import { saveSkuMapBatch, useCatalogOptions } from "../api";
import { type BulkField, type BulkRow, blankRow as blank, localErrors, parsePasted, type RowError, serverErrors } from "./bulkRows";
import { CatalogImportButton } from "./CatalogImport";

type Row = BulkRow;

export default function BulkSkuMapPage() {
  const { t } = useTranslation("catalog");
  const options = useCatalogOptions();
  const orgs = options.data?.orgs ?? [];
  const [orgId, setOrgId] = useState<number>();
  const [pasted, setPasted] = useState("");
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Map<number, RowError[]>>(new Map());
  const [summary, setSummary] = useState<{ type: "success" | "error"; text: string }>();
  const [busy, setBusy] = useState(false);
  const owner = orgs.length === 1 ? orgs[0]!.id : orgId;
  const accounts = (options.data?.storeAccounts ?? []).filter((a) => a.orgId === owner);

  const update = (key: number, patch: Partial<Row>) => setRows(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  // an error names the column it is about, as the table heads it ("Listing SKU: required")
  const labels: Record<BulkField, string> = {
    storeAccount: t("common.storeAccount"),
    listingSku: t("skuMap.listingSku"),
    sku: t("common.sku"),
    quantity: t("skuMap.quantity"),
    warehouseSku: t("skuMap.warehouseSku"),
    asin: t("skuMap.asin"),
  };
  const errorText = (e: RowError) => (e.field ? t("components:form.fieldRule", { label: labels[e.field], rule: e.message }) : e.message);
  const hasError = (key: number, field: BulkField) => (errors.get(key)?.some((e) => e.field === field) ? "error" : undefined);
  const save = async () => {
    setSummary(undefined);
    const local = localErrors(rows, (text) => t("bulk.badQuantity", { text, max: 999 }));
    setErrors(local);
    if (local.size) {
      setSummary({ type: "error", text: t("bulk.failed", { count: local.size }) });
      return;
    }
    setBusy(true);
    const body: SkuMapBulkRow[] = rows.map((r) => ({
      storeAccount: r.storeAccount,
      listingSku: r.listingSku,
      sku: r.sku,
      quantity: r.quantity!,
      warehouseSku: r.warehouseSku || null,
      asin: r.asin || null,
    }));
    try {
      const res = await saveSkuMapBatch(body, orgs.length > 1 ? owner : undefined);
      setSummary({ type: "success", text: t("bulk.saved", { created: res.created, updated: res.updated }) });
      void message.success(t("bulk.saved", { created: res.created, updated: res.updated }));
      setRows([]);
      setPasted("");
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        const byRow = serverErrors(err.details, rows);
        setErrors(byRow);
        setSummary({ type: "error", text: byRow.size ? t("bulk.failed", { count: byRow.size }) : err.message });
      } else setSummary({ type: "error", text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  const cell = (key: keyof Row, width: number) => (_: unknown, r: Row) => (
    <Input
      value={String(r[key])}
      onChange={(e) => update(r.key, { [key]: e.target.value } as Partial<Row>)}
      style={{ width }}
      status={hasError(r.key, key as BulkField)}
    />
  );

  return (
    <div>
      <PageHeading title={t("bulk.title")} intro={t("bulk.intro")} />
      <Panel>
        <Space direction="vertical" size={12} style={{ width: "100%" }}>
          {orgs.length > 1 && (
            <Space>
              <Typography.Text strong>{t("bulk.owner")}</Typography.Text>
              <Select
                style={{ width: 260 }}
                value={orgId}
                onChange={setOrgId}
                options={orgs.map((o) => ({ value: o.id, label: `${o.code} · ${o.name}` }))}
              />
            </Space>
          )}
          <Typography.Text strong>{t("bulk.paste")}</Typography.Text>
          <Input.TextArea
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            autoSize={{ minRows: 4, maxRows: 12 }}
            placeholder={t("bulk.placeholder")}
            style={{ fontFamily: "monospace" }}
            data-testid="bulk-paste"
          />
          <Space>
            <Button onClick={() => setRows([...rows, ...parsePasted(pasted)])} disabled={!pasted.trim()} data-testid="bulk-parse">
              {t("bulk.parse")}
            </Button>
            <Button icon={<PlusOutlined />} onClick={() => setRows([...rows, blank()])}>
              {t("bulk.addRow")}
            </Button>
            <Typography.Text type="secondary">{t("bulk.rows", { count: rows.length })}</Typography.Text>
            <CatalogImportButton kind="skuMaps" label={t("imports.fromFile")} defaultOrgId={orgId} onFinished={() => undefined} />
          </Space>
          {summary && <Alert type={summary.type} showIcon title={summary.text} data-testid="bulk-summary" />}
          <Table<Row>
            size="small"
            bordered
            rowKey="key"
            pagination={false}
            dataSource={rows}
            scroll={{ x: 1600 }}
            locale={{ emptyText: t("bulk.empty") }}
            columns={[
              { key: "n", title: t("bulk.row"), width: 50, render: (_, __, i) => i + 1 },
              {
                key: "storeAccount",
                title: t("common.storeAccount"),
                width: 190,
                render: (_, r) => (
                  <Select
                    value={r.storeAccount || undefined}
                    onChange={(v: string) => update(r.key, { storeAccount: v })}
                    style={{ width: 170 }}
                    options={accounts.map((a) => ({ value: a.title, label: a.title }))}
                    status={hasError(r.key, "storeAccount")}
                  />
                ),
              },
              { key: "listingSku", title: t("skuMap.listingSku"), width: 190, render: cell("listingSku", 170) },
              { key: "sku", title: t("common.sku"), width: 170, render: cell("sku", 150) },
              {
                key: "quantity",
                title: t("skuMap.quantity"),
                width: 100,
                render: (_, r) => (
                  <InputNumber
                    min={1}
                    max={999}
                    precision={0}
                    value={r.quantity}
                    placeholder={r.quantityText}
                    status={hasError(r.key, "quantity")}
                    onChange={(v) => update(r.key, { quantity: v, quantityText: v === null ? "" : undefined })}
                  />
                ),
              },
              { key: "warehouseSku", title: t("skuMap.warehouseSku"), width: 150, render: cell("warehouseSku", 130) },
              { key: "asin", title: t("skuMap.asin"), width: 140, render: cell("asin", 120) },
              {
                key: "errors",
                title: "",
                width: 300,
                render: (_, r) =>
                  errors.get(r.key)?.map((e) => (
                    <div key={`${e.field}:${e.message}`}>
                      <Typography.Text type="danger">{errorText(e)}</Typography.Text>
                    </div>
                  )),
              },
              {
                key: "x",
                title: "",
                width: 70,
                fixed: "right",
                render: (_, r) => (
                  <Button type="link" danger size="small" onClick={() => setRows(rows.filter((x) => x.key !== r.key))}>
                    {t("bulk.remove")}
                  </Button>
                ),
              },
            ]}
          />
          <Button type="primary" loading={busy} disabled={!rows.length || !owner} onClick={() => void save()} data-testid="bulk-save">
            {t("bulk.save")}
          </Button>
        </Space>
      </Panel>
    </div>
  );
}
