/** The EAS pushes tab of system/managewarehouse/list: what was sent to the ERP, the answers, retries. */
import { useState } from "react";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import message from "antd/es/message";
import Modal from "antd/es/modal";
import { useTranslation } from "react-i18next";
import type { EasPushRow } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { pushUrls, retryPush } from "../../api.places";
import { pushColumns, pushFilters } from "./descriptors.warehouse";
import { PushStatusTag } from "./tags";

const json = (v: unknown) => <pre style={{ margin: 0, maxHeight: 260, overflow: "auto", fontSize: 12 }}>{JSON.stringify(v, null, 2)}</pre>;

export function EasPushPanel() {
  const { t } = useTranslation("masterdata-places");
  const refresh = useRefreshList(pushUrls.list);
  const [shown, setShown] = useState<EasPushRow | null>(null);
  const retry = async (row: EasPushRow) => {
    try {
      const p = await retryPush(row.id);
      if (p.status === "sent") void message.success(t("push.statuses.sent"));
      else void message.warning(p.lastError ?? t(`push.statuses.${p.status}`));
    } catch (err) {
      void message.error(errorMessage(err));
    }
    void refresh();
  };
  return (
    <div>
      <ResourceTable<EasPushRow>
        tableId="places.easPushes"
        listUrl={pushUrls.list}
        exportUrl={pushUrls.export}
        rowKey="id"
        columns={pushColumns}
        filters={pushFilters}
        defaults={{ sort: { field: "id", order: "desc" } }}
        emptyText={t("push.empty")}
        actionsWidth={130}
        rowActions={(row) => (
          <RowActions>
            <Button type="link" size="small" onClick={() => setShown(row)} style={{ paddingInline: 4 }}>
              {t("common.detail")}
            </Button>
            {row.status === "failed" && (
              <Button type="link" size="small" onClick={() => void retry(row)} style={{ paddingInline: 4 }}>
                {t("push.retry")}
              </Button>
            )}
          </RowActions>
        )}
      />
      {shown && (
        <Modal
          open
          title={t("push.detailTitle", { id: shown.id, code: shown.entityCode })}
          onCancel={() => setShown(null)}
          footer={null}
          width={760}
        >
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t("push.status")}>
              <PushStatusTag status={shown.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t("push.attempts")}>{shown.attempts}</Descriptions.Item>
            <Descriptions.Item label={t("push.lastError")} span={2}>
              {shown.lastError ?? "—"}
            </Descriptions.Item>
            <Descriptions.Item label={t("push.payload")} span={2}>
              {json(shown.payload)}
            </Descriptions.Item>
            <Descriptions.Item label={t("push.response")} span={2}>
              {shown.response ? json(shown.response) : "—"}
            </Descriptions.Item>
          </Descriptions>
        </Modal>
      )}
    </div>
  );
}
