/**
 * newReceipt/add: the receipt desk at the dock. The operator scans or types what the parcel shows: a plan
 * number, a carton label (`<plan no>-<carton no>`), a tracking or container number. A plan it names opens
 * for receiving (its detail's receive panel); a parcel already recorded opens in the unsourced list; nothing
 * found means the goods came without a plan: record them as an unsourced parcel, the tracking number filled in.
 */
import "../i18n";
import "../unsourced/i18n";
import { useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Input from "antd/es/input";
import Space from "antd/es/space";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import message from "antd/es/message";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { type ReceiptLookupReply, inboundLabels, unsourcedStatusLabels } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { currentLocale } from "../../../lib/i18n";
import { PageHeading } from "../../../components/PageHeading";
import { Panel } from "../../../components/Panel";
import { lookupReceipt } from "../unsourced/api";
import { ReceiptFormModal } from "../unsourced/ReceiptFormModal";

export default function ReceiptDeskPage() {
  const { t } = useTranslation("inbound");
  const navigate = useNavigate();
  const locale = currentLocale();
  const [code, setCode] = useState("");
  const [found, setFound] = useState<(ReceiptLookupReply & { code: string }) | null>(null);
  const [recording, setRecording] = useState(false);
  const [busy, setBusy] = useState(false);
  const look = async () => {
    setBusy(true);
    try {
      setFound({ ...(await lookupReceipt(code.trim())), code: code.trim() });
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const nothing = found && found.plans.length === 0 && found.unsourced.length === 0;
  return (
    <div>
      <PageHeading title={t("desk.title")} intro={t("desk.intro")} />
      <Panel>
        <Space.Compact style={{ width: "100%", maxWidth: 640 }}>
          <Input
            autoFocus
            value={code}
            maxLength={80}
            placeholder={t("desk.placeholder")}
            onChange={(e) => setCode(e.target.value)}
            onPressEnter={() => code.trim().length >= 3 && void look()}
            data-testid="desk-code"
          />
          <Button type="primary" loading={busy} disabled={code.trim().length < 3} onClick={() => void look()} data-testid="desk-look">
            {t("desk.look")}
          </Button>
        </Space.Compact>
      </Panel>
      {nothing && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t("desk.nothing", { code: found.code })}
          action={
            <Button type="primary" onClick={() => setRecording(true)} data-testid="desk-record">
              {t("desk.record")}
            </Button>
          }
        />
      )}
      {found && found.plans.length > 0 && (
        <Panel title={t("desk.plans")}>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={found.plans}
            columns={[
              { key: "planNo", dataIndex: "planNo", title: t("desk.planNo"), width: 180 },
              { key: "orgCode", dataIndex: "orgCode", title: t("detail.seller"), width: 100 },
              { key: "warehouseCode", dataIndex: "warehouseCode", title: t("detail.warehouse"), width: 110 },
              { key: "eta", dataIndex: "eta", title: t("form.eta"), width: 120 },
              {
                key: "status",
                dataIndex: "status",
                title: t("detail.status"),
                render: (s: keyof typeof inboundLabels.status) => <Tag>{inboundLabels.status[s]?.[locale] ?? s}</Tag>,
              },
              {
                key: "open",
                title: "",
                width: 140,
                render: (_, p) => (
                  <Button type="link" onClick={() => void navigate(`/inbound/inboundPlan/detail?id=${p.id}`)}>
                    {t("desk.receive")}
                  </Button>
                ),
              },
            ]}
          />
        </Panel>
      )}
      {found && found.unsourced.length > 0 && (
        <Panel title={t("desk.parcels")}>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={found.unsourced}
            columns={[
              { key: "receiptNo", dataIndex: "receiptNo", title: t("desk.receiptNo"), width: 180 },
              { key: "warehouseCode", dataIndex: "warehouseCode", title: t("detail.warehouse"), width: 110 },
              {
                key: "status",
                dataIndex: "status",
                title: t("detail.status"),
                render: (s: keyof typeof unsourcedStatusLabels) => <Tag>{unsourcedStatusLabels[s][locale]}</Tag>,
              },
              {
                key: "open",
                title: "",
                width: 220,
                render: (_, r) => (
                  <Space>
                    <Button type="link" onClick={() => void navigate(`/unsourced/manage/order?search[EQ_receiptNo]=${r.receiptNo}`)}>
                      {t("desk.openParcel")}
                    </Button>
                    {r.status === "received" && (
                      <Button type="link" onClick={() => void navigate(`/newReceipt/edit?id=${r.id}`)}>
                        {t("desk.correct")}
                      </Button>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        </Panel>
      )}
      {recording && found && (
        <ReceiptFormModal
          start={{ trackingNo: found.code }}
          onClose={() => setRecording(false)}
          onSaved={(row) => {
            void message.success(t("desk.recorded", { receiptNo: row.receiptNo }));
            setFound(null);
            setCode("");
          }}
        />
      )}
    </div>
  );
}
