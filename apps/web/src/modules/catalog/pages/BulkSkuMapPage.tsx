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
import { ApiError, errorMessage } from "../../../app/api";
import { PageHeading } from "../../../components/PageHeading";
import { Panel } from "../../../components/Panel";
import { saveSkuMapBatch, useCatalogOptions } from "../api";
import { CatalogImportButton } from "./CatalogImport";

interface Row {
  key: number;
  storeAccount: string;
  listingSku: string;
  sku: string;
  quantity: number;
  warehouseSku: string;
  asin: string;
}
let nextKey = 1;
const blank = (): Row => ({ key: nextKey++, storeAccount: "", listingSku: "", sku: "", quantity: 1, warehouseSku: "", asin: "" });

/** Tab-separated (a spreadsheet's copy) or comma-separated lines: account, listing SKU, SKU, quantity, warehouse SKU, ASIN. */
export function parsePasted(text: string): Row[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const cells = (line.includes("\t") ? line.split("\t") : line.split(",")).map((c) => c.trim());
      const qty = Number(cells[3]);
      return { ...blank(), storeAccount: cells[0] ?? "", listingSku: cells[1] ?? "", sku: cells[2] ?? "", quantity: Number.isInteger(qty) && qty > 0 ? qty : 1, warehouseSku: cells[4] ?? "", asin: cells[5] ?? "" };
    });
}

export default function BulkSkuMapPage() {
  const { t } = useTranslation("catalog");
  const options = useCatalogOptions();
  const orgs = options.data?.orgs ?? [];
  const [orgId, setOrgId] = useState<number>();
  const [pasted, setPasted] = useState("");
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Map<number, string[]>>(new Map());
  const [summary, setSummary] = useState<{ type: "success" | "error"; text: string }>();
  const [busy, setBusy] = useState(false);
  const owner = orgs.length === 1 ? orgs[0]!.id : orgId;
  const accounts = (options.data?.storeAccounts ?? []).filter((a) => a.orgId === owner);

  const update = (key: number, patch: Partial<Row>) => setRows(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const save = async () => {
    setBusy(true);
    setErrors(new Map());
    setSummary(undefined);
    const body: SkuMapBulkRow[] = rows.map((r) => ({
      storeAccount: r.storeAccount,
      listingSku: r.listingSku,
      sku: r.sku,
      quantity: r.quantity,
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
        const byRow = new Map<number, string[]>();
        for (const d of err.details) {
          const m = /^body\.rows\.(\d+)\.?(.*)$/.exec(d.path);
          if (!m) continue;
          const key = rows[Number(m[1])]?.key;
          if (key !== undefined) byRow.set(key, [...(byRow.get(key) ?? []), `${m[2] ? `${m[2]}: ` : ""}${d.message}`]);
        }
        setErrors(byRow);
        setSummary({ type: "error", text: byRow.size ? t("bulk.failed", { count: byRow.size }) : err.message });
      } else setSummary({ type: "error", text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  const cell = (key: keyof Row, width: number) => (_: unknown, r: Row) => (
    <Input value={String(r[key])} onChange={(e) => update(r.key, { [key]: e.target.value } as Partial<Row>)} style={{ width }} status={errors.get(r.key)?.some((m) => m.startsWith(`${key}:`)) ? "error" : undefined} />
  );

  return (
    <div>
      <PageHeading title={t("bulk.title")} intro={t("bulk.intro")} />
      <Panel>
        <Space direction="vertical" size={12} style={{ width: "100%" }}>
          {orgs.length > 1 && (
            <Space>
              <Typography.Text strong>{t("bulk.owner")}</Typography.Text>
              <Select style={{ width: 260 }} value={orgId} onChange={setOrgId} options={orgs.map((o) => ({ value: o.id, label: `${o.code} · ${o.name}` }))} />
            </Space>
          )}
          <Typography.Text strong>{t("bulk.paste")}</Typography.Text>
          <Input.TextArea value={pasted} onChange={(e) => setPasted(e.target.value)} autoSize={{ minRows: 4, maxRows: 12 }} placeholder={t("bulk.placeholder")} style={{ fontFamily: "monospace" }} data-testid="bulk-paste" />
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
            scroll={{ x: 1300 }}
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
                    status={errors.get(r.key)?.some((m) => m.startsWith("storeAccount:")) ? "error" : undefined}
                  />
                ),
              },
              { key: "listingSku", title: t("skuMap.listingSku"), width: 190, render: cell("listingSku", 170) },
              { key: "sku", title: t("common.sku"), width: 170, render: cell("sku", 150) },
              { key: "quantity", title: t("skuMap.quantity"), width: 100, render: (_, r) => <InputNumber min={1} max={999} precision={0} value={r.quantity} onChange={(v) => update(r.key, { quantity: v ?? 1 })} /> },
              { key: "warehouseSku", title: t("skuMap.warehouseSku"), width: 150, render: cell("warehouseSku", 130) },
              { key: "asin", title: t("skuMap.asin"), width: 140, render: cell("asin", 120) },
              { key: "errors", title: "", render: (_, r) => errors.get(r.key)?.map((m) => <div key={m}><Typography.Text type="danger">{m}</Typography.Text></div>) },
              { key: "x", title: "", width: 70, fixed: "right", render: (_, r) => <Button type="link" danger size="small" onClick={() => setRows(rows.filter((x) => x.key !== r.key))}>{t("bulk.remove")}</Button> },
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
