/** A task's recorded errors (row number and reason), its closing message and its result file. */
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Table from "antd/es/table";
import DownloadOutlined from "@ant-design/icons/DownloadOutlined";
import { useTranslation } from "react-i18next";
import type { TaskError } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { taskDownloadUrl, useTask } from "../../../components/useTask";

export function TaskErrorsDrawer({ taskId, onClose }: { taskId: number; onClose: () => void }) {
  const { t } = useTranslation("tasks");
  const task = useTask(taskId);
  const data = task.data;
  return (
    <Drawer open title={t("errors.title", { id: taskId })} onClose={onClose} size="large" data-testid="task-errors">
      {task.isError && <Alert type="error" showIcon title={errorMessage(task.error)} />}
      {data?.message && (
        <Alert type={data.status === "failed" ? "error" : "info"} showIcon title={data.message} style={{ marginBottom: 12 }} />
      )}
      {data && data.errorCount > data.errors.length && (
        <Alert
          type="warning"
          showIcon
          title={t("errors.truncated", { count: data.errorCount, shown: data.errors.length })}
          style={{ marginBottom: 12 }}
        />
      )}
      {data?.hasResult && (
        <Button icon={<DownloadOutlined />} href={taskDownloadUrl(taskId)} download style={{ marginBottom: 12 }}>
          {t("errors.result")}
        </Button>
      )}
      <Table<TaskError & { key: number }>
        size="small"
        bordered
        loading={task.isLoading}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        dataSource={(data?.errors ?? []).map((e, i) => ({ ...e, key: i }))}
        locale={{ emptyText: t("errors.none") }}
        columns={[
          { key: "row", dataIndex: "row", title: t("errors.row"), width: 80 },
          { key: "message", dataIndex: "message", title: t("errors.message") },
        ]}
      />
    </Drawer>
  );
}
