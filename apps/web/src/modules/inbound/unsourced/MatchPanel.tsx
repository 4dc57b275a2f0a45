/**
 * The warehouse matches each line of a parcel to a SKU of the seller it goes to: confirming a seller's
 * claim (the claimant's matches pre-filled) or assigning the parcel to a seller it picks (lines matched by
 * barcode / SKU text where the seller has one). Saving posts the stock.
 */
import { useEffect, useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Table from "antd/es/table";
import message from "antd/es/message";
import { useTranslation } from "react-i18next";
import { type UnsourcedDetail, unsourcedTransitions } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { currentLocale } from "../../../lib/i18n";
import { Panel } from "../../../components/Panel";
import { ProductPicker, useCatalogOptions } from "../../catalog";
import { assignReceipt, confirmClaim, suggestMatches } from "./api";

type Line = UnsourcedDetail["lines"][number];

export function MatchPanel({ receipt, mode, onDone }: { receipt: UnsourcedDetail; mode: "confirmClaim" | "assign"; onDone: () => void }) {
  const { t } = useTranslation("unsourced");
  const catalog = useCatalogOptions();
  const [orgId, setOrgId] = useState<number | undefined>(mode === "confirmClaim" ? (receipt.claimOrgId ?? undefined) : undefined);
  const [matched, setMatched] = useState<Record<number, { productId?: number; sku?: string | null }>>(() =>
    mode === "confirmClaim"
      ? Object.fromEntries(receipt.lines.map((l) => [l.id, { productId: l.productId ?? undefined, sku: l.sku }]))
      : {},
  );
  const [busy, setBusy] = useState(false);
  // assigning: the lines the picked seller's SKUs match
  useEffect(() => {
    if (mode !== "assign" || !orgId) return;
    void suggestMatches(receipt.id, orgId).then((s) =>
      setMatched(Object.fromEntries(s.map((m) => [m.lineId, { productId: m.productId ?? undefined, sku: m.sku }]))),
    );
  }, [mode, orgId, receipt.id]);

  const sellers = (catalog.data?.orgs ?? []).filter((o) =>
    (catalog.data?.warehouses.find((w) => w.id === receipt.warehouseId)?.orgIds ?? []).includes(o.id),
  );
  const complete = !!orgId && receipt.lines.every((l) => matched[l.id]?.productId);
  const save = async () => {
    setBusy(true);
    try {
      const lines = receipt.lines.map((l) => ({ lineId: l.id, productId: matched[l.id]!.productId! }));
      if (mode === "confirmClaim") await confirmClaim({ id: receipt.id, version: receipt.version, lines });
      else await assignReceipt({ id: receipt.id, version: receipt.version, orgId: orgId!, lines });
      void message.success(t("done", { action: unsourcedTransitions[mode].label[currentLocale()] }));
      onDone();
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={mode === "confirmClaim" ? t("match.confirmTitle", { org: receipt.claimOrgCode }) : t("match.assignTitle")}>
      <Alert type="info" showIcon title={t("match.intro")} style={{ marginBottom: 12 }} />
      {mode === "assign" && (
        <Space style={{ marginBottom: 12 }}>
          <span>{t("match.seller")}</span>
          <Select<number>
            style={{ width: 260 }}
            placeholder={t("match.pickSeller")}
            value={orgId}
            onChange={setOrgId}
            data-testid="unsourced-assign-seller"
            options={sellers.map((o) => ({ value: o.id, label: `${o.code} · ${o.name}` }))}
          />
        </Space>
      )}
      <Table<Line>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={receipt.lines}
        data-testid="unsourced-match"
        columns={[
          { key: "lineNo", dataIndex: "lineNo", title: "#", width: 50 },
          { key: "code", dataIndex: "code", title: t("form.code"), width: 200 },
          { key: "good", dataIndex: "good", title: t("form.good"), align: "right", width: 80 },
          { key: "damaged", dataIndex: "damaged", title: t("form.damaged"), align: "right", width: 90 },
          {
            key: "sku",
            title: t("detail.sku"),
            render: (_, l) =>
              orgId ? (
                <ProductPicker
                  key={`${orgId}-${l.id}`}
                  orgId={orgId}
                  value={matched[l.id]?.productId}
                  initialLabel={matched[l.id]?.sku ?? undefined}
                  testId={`unsourced-match-${l.lineNo}`}
                  onChange={(id, p) => setMatched((m) => ({ ...m, [l.id]: { productId: id ?? undefined, sku: p?.sku } }))}
                  style={{ width: 340 }}
                />
              ) : (
                "-"
              ),
          },
        ]}
      />
      <Space style={{ marginTop: 12 }}>
        <Button type="primary" disabled={!complete} loading={busy} onClick={() => void save()} data-testid={`unsourced-${mode}-save`}>
          {unsourcedTransitions[mode].label[currentLocale()]}
        </Button>
        {!complete && orgId && <span style={{ color: "#d46b08" }}>{t("match.unmatched")}</span>}
      </Space>
    </Panel>
  );
}
