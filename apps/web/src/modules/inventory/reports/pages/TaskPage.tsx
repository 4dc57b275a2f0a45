/**
 * inventory/task and inventorySer/task: the daily snapshot job's runs per day; an operator with the snapshot
 * permission re-runs a day for the warehouses of its scope (that day is replaced, never doubled).
 */
import Button from "antd/es/button";
import Popconfirm from "antd/es/popconfirm";
import { useTranslation } from "react-i18next";
import type { TaskReportRow } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { hasPermission, useMe } from "../../../../lib/auth";
import { notify } from "../../../../lib/notify";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { rerunSnapshotDay, taskUrls } from "../api";
import { taskReport } from "../reports";
import { ReportScreen } from "../ReportScreen";

function TaskScreen({ admin = false }: { admin?: boolean }) {
  const { t } = useTranslation("invreports");
  const { data: me } = useMe();
  const refresh = useRefreshList(taskUrls.list);
  const canRun = hasPermission(me, "inventory:snapshot:run");
  const rerun = async (day: string) => {
    try {
      notify("success", t("task.rerunDone", await rerunSnapshotDay(day)));
      await refresh();
    } catch (err) {
      notify("error", errorMessage(err));
    }
  };
  return (
    <ReportScreen
      def={taskReport}
      admin={admin}
      actionsWidth={canRun ? 110 : undefined}
      rowActions={
        canRun
          ? (row: TaskReportRow) => (
              <Popconfirm
                title={t("task.rerunConfirm", { day: row.day })}
                onConfirm={() => rerun(row.day)}
                okButtonProps={{ "data-testid": "rerun-ok" } as never}
              >
                <Button type="link" size="small" data-testid={`rerun-${row.day}`}>
                  {t("task.rerun")}
                </Button>
              </Popconfirm>
            )
          : undefined
      }
    />
  );
}

export default function TaskPage() {
  return <TaskScreen />;
}
export function TaskAdminPage() {
  return <TaskScreen admin />;
}
