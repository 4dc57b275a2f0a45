/** The stock movements a return posted (its receipt, restocks, destructions), as the ledger holds them. */
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import { conditionLabels, type ReturnPlanDetail, stockBucketLabels } from "@entrepot/contracts";
import { currentLocale } from "../../../lib/i18n";
import { DictTag } from "../../../components/DictTag";
import { Panel } from "../../../components/Panel";

type Movement = ReturnPlanDetail["movements"][number];

export function MovementsPanel({ movements }: { movements: Movement[] }) {
  const { t } = useTranslation("returns");
  const locale = currentLocale();
  if (movements.length === 0) return null;
  return (
    <Panel title={t("receipt.movements")}>
      <Table<Movement>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={movements}
        data-testid="returns-movements"
        columns={[
          {
            key: "createdAt",
            dataIndex: "createdAt",
            title: t("detail.at"),
            width: 180,
            render: (v: string) => new Date(v).toLocaleString(locale),
          },
          { key: "documentNo", dataIndex: "documentNo", title: t("receipt.document"), width: 170 },
          { key: "sku", dataIndex: "sku", title: t("detail.sku"), width: 160 },
          {
            key: "operationType",
            dataIndex: "operationType",
            title: t("receipt.operation"),
            width: 150,
            render: (v: number | null) => <DictTag type="inventoryOperationTypes" value={v} />,
          },
          {
            key: "inventoryType",
            dataIndex: "inventoryType",
            title: t("receipt.type"),
            width: 100,
            render: (v: number) => conditionLabels[String(v) as "0" | "1"]?.[locale] ?? v,
          },
          {
            key: "bucket",
            dataIndex: "bucket",
            title: t("receipt.bucket"),
            width: 100,
            render: (v: keyof typeof stockBucketLabels) => stockBucketLabels[v]?.[locale] ?? v,
          },
          { key: "quantity", dataIndex: "quantity", title: t("receipt.quantity"), align: "right", width: 90 },
          { key: "balanceAfter", dataIndex: "balanceAfter", title: t("receipt.after"), align: "right", width: 90 },
          { key: "batchNo", dataIndex: "batchNo", title: t("receipt.batch"), width: 120 },
        ]}
      />
    </Panel>
  );
}
