/**
 * "Import from PO" of the plan form: pick purchase orders with units left to plan, tick their lines and the
 * units to bring (at most what is unplanned), and the plan gets them as lines by SKU; the server caps each at
 * the unplanned units again (getProductItemsByPoItems) and checks them on save and on submit.
 */
import { useState } from "react";
import InputNumber from "antd/es/input-number";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import Table from "antd/es/table";
import message from "antd/es/message";
import { useTranslation } from "react-i18next";
import type { PoItemsReply, PoProductItemsReply } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { lineColumns, qtyColumn } from "../../../components/lineColumns";
import { fetchPoItems, fetchProductItems, useOpenPos } from "./api";

type Line = PoItemsReply[number]["lines"][number] & { poNo: string };

export function PoImportModal({ onClose, onImport }: { onClose: () => void; onImport: (items: PoProductItemsReply) => void }) {
  const { t } = useTranslation("inbound");
  const pos = useOpenPos(true);
  const [lines, setLines] = useState<Line[]>([]);
  const [picked, setPicked] = useState<Record<number, number>>({});
  const [busy, setBusy] = useState(false);
  const choose = async (poNos: string[]) => {
    try {
      const reply = poNos.length ? await fetchPoItems(poNos) : [];
      const open = reply.flatMap((p) => p.lines.map((l) => ({ ...l, poNo: p.poNo }))).filter((l) => l.unplannedQty > 0);
      setLines(open);
      setPicked(Object.fromEntries(open.map((l) => [l.poLineId, l.unplannedQty])));
    } catch (err) {
      void message.error(errorMessage(err));
    }
  };
  const ok = async () => {
    setBusy(true);
    try {
      const items = Object.entries(picked)
        .filter(([, q]) => q > 0)
        .map(([id, quantity]) => ({ poLineId: Number(id), quantity }));
      onImport(await fetchProductItems({ items }));
      onClose();
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={860}
      title={t("po.title")}
      onCancel={onClose}
      onOk={() => void ok()}
      okText={t("po.import")}
      okButtonProps={{ disabled: !Object.values(picked).some((q) => q > 0), loading: busy, "data-testid": "po-import-ok" } as never}
    >
      <p style={{ color: "rgba(0,0,0,0.55)" }}>{t("po.intro")}</p>
      <Select<string[]>
        mode="multiple"
        style={{ width: "100%", marginBottom: 12 }}
        placeholder={t("po.pick")}
        loading={pos.isLoading}
        onChange={(v) => void choose(v)}
        data-testid="po-import-pos"
        options={(pos.data?.rows ?? []).map((p) => ({
          value: p.poNo,
          label: `${p.poNo} · ${p.supplierName} · ${t("po.unplanned")} ${p.unplannedQty}`,
        }))}
      />
      <Table<Line>
        size="small"
        rowKey="poLineId"
        pagination={false}
        dataSource={lines}
        locale={{ emptyText: t("po.none") }}
        rowSelection={{
          selectedRowKeys: Object.entries(picked)
            .filter(([, q]) => q > 0)
            .map(([id]) => Number(id)),
          onChange: (keys) =>
            setPicked(
              Object.fromEntries(lines.map((l) => [l.poLineId, keys.includes(l.poLineId) ? picked[l.poLineId] || l.unplannedQty : 0])),
            ),
        }}
        columns={[
          { key: "poNo", dataIndex: "poNo", title: t("po.poNo"), width: 150 },
          ...lineColumns<Line>({ sku: "SKU", product: t("form.product") }, { lineNo: false, skuWidth: 170 }),
          qtyColumn<Line>("orderedQty", t("po.ordered"), undefined, 80),
          qtyColumn<Line>("plannedQty", t("po.planned"), undefined, 80),
          {
            key: "quantity",
            title: t("po.quantity"),
            width: 120,
            render: (_, l) => (
              <InputNumber
                min={0}
                max={l.unplannedQty}
                precision={0}
                value={picked[l.poLineId] ?? 0}
                onChange={(v) => setPicked((p) => ({ ...p, [l.poLineId]: v ?? 0 }))}
                data-testid={`po-import-qty-${l.sku}`}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
