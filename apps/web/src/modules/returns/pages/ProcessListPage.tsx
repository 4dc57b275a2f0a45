/**
 * home/returnProcessing/returnProcessList: the damaged units returns brought back, one row per receipt line.
 * The seller or the operator decides (keep, restock after inspection, destroy, or withdraw the decision);
 * the operator confirms a restock or a destruction, which posts the stock.
 */
import "../i18n";
import Button from "antd/es/button";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Space from "antd/es/space";
import { useTranslation } from "react-i18next";
import {
  processActions,
  type ProcessStatus,
  type ProcessTransition,
  processTransitions,
  returnProcessResource,
  type ReturnProcessRow,
} from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { hasPermission, useMe } from "../../../lib/auth";
import { currentLocale } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { ResourcePage } from "../../../components/resource/ResourcePage";
import { runProcess } from "../api";

function ProcessActions({ row, changed }: { row: ReturnProcessRow; changed: () => Promise<unknown> }) {
  const { t } = useTranslation("returns");
  const { data: me } = useMe();
  const locale = currentLocale();
  const status = row.status as ProcessStatus;
  const actions = [
    ...(hasPermission(me, "returns:process:decide") ? processActions(status, "decide") : []),
    ...(hasPermission(me, "returns:plan:operate") ? processActions(status, "confirm") : []),
  ];
  const run = (a: ProcessTransition) => {
    let remark = "";
    Modal.confirm({
      title: `${processTransitions[a].label[locale]} · ${row.processNo}`,
      content: (
        <Input maxLength={500} placeholder={t("process.remark")} onChange={(e) => (remark = e.target.value)} data-testid="process-remark" />
      ),
      onOk: async () => {
        try {
          await runProcess(a, row, remark);
          notify("success", t("detail.done", { action: processTransitions[a].label[locale] }));
          await changed();
        } catch (err) {
          notify("error", errorMessage(err));
        }
      },
    });
  };
  return (
    <Space size={4} wrap>
      {actions.map((a) => (
        <Button
          key={a}
          size="small"
          type={a === "destroy" || a === "confirmDestroy" ? "default" : "link"}
          danger={a.toLowerCase().includes("destroy")}
          onClick={() => run(a)}
          data-testid={`process-${a}-${row.processNo}`}
        >
          {processTransitions[a].label[locale]}
        </Button>
      ))}
    </Space>
  );
}

export default function ProcessListPage() {
  const { t } = useTranslation("returns");
  const { data: me } = useMe();
  return (
    <ResourcePage
      resource={returnProcessResource}
      intro={t("process.intro")}
      hide={me?.org.kind === "seller" ? ["orgCode"] : []}
      emptyText={t("process.empty")}
      actionsWidth={260}
      extraActions={(row, changed) => <ProcessActions row={row} changed={changed} />}
    />
  );
}
