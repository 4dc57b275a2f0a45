/** The EAS pushes tab of system/managewarehouse/list (easPushResource): what was sent to the ERP and its answers; a failed push is retried here. */
import Button from "antd/es/button";
import message from "antd/es/message";
import { useTranslation } from "react-i18next";
import { easPushResource, type EasPushRow } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { retryPush } from "../../api.places";

const json = (v: unknown) => <pre style={{ margin: 0, maxHeight: 260, overflow: "auto", fontSize: 12 }}>{JSON.stringify(v, null, 2)}</pre>;

export function EasPushPanel() {
  const { t } = useTranslation("masterdata-places");
  const retry = async (row: EasPushRow, changed: () => Promise<unknown>) => {
    try {
      const p = await retryPush(row.id);
      if (p.status === "sent") void message.success(t("push.statuses.sent"));
      else void message.warning(p.lastError ?? t(`push.statuses.${p.status}`));
    } catch (err) {
      void message.error(errorMessage(err));
    }
    await changed();
  };
  return (
    <ResourcePage
      resource={easPushResource}
      heading={false}
      emptyText={t("push.empty")}
      detail
      render={{ payload: (r) => json(r.payload), response: (r) => (r.response ? json(r.response) : "—") }}
      extraActions={(row, changed) =>
        row.status === "failed" && (
          <Button type="link" size="small" onClick={() => void retry(row, changed)} style={{ paddingInline: 4 }}>
            {t("push.retry")}
          </Button>
        )
      }
    />
  );
}
