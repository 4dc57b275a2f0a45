/**
 * The import dialog every module's .xlsx import uses (server: platform/imports registerImport):
 * download the template, pick the file, choose the mode, start; then the task's live progress, its
 * outcome, the result file (each bad row with its reasons) and a link to the task centre.
 *   <ImportDialog open title={t("product.import")} prefix="/api/v1/ProductSku" onClose={...} onFinished={refreshList} />
 * An import for a chosen target (operator staff pick the seller org) passes the choice as `params`
 * (sent in the query string) and its control as `children` (shown first); `blocked` names what is
 * still missing and keeps the import from starting.
 */
import { type ReactNode, useEffect, useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import message from "antd/es/message";
import Modal from "antd/es/modal";
import Radio from "antd/es/radio";
import Upload from "antd/es/upload";
import DownloadOutlined from "@ant-design/icons/DownloadOutlined";
import UploadOutlined from "@ant-design/icons/UploadOutlined";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ImportMode, TaskStarted } from "@entrepot/contracts";
import { ApiError, errorMessage } from "../lib/api";
import { currentLocale } from "../lib/i18n";
import { TASK_CENTRE_PATH } from "./resource/ExportButtons";
import { TaskProgress, TaskStatusTag } from "./TaskStatus";
import { isTaskActive, taskDownloadUrl, useTask } from "./useTask";

export interface ImportDialogProps {
  open: boolean;
  title: string;
  /** The import's route prefix: `<prefix>/template` and `<prefix>/import`. */
  prefix: string;
  onClose: () => void;
  /** Called once when the task ends (refresh the list behind the dialog). */
  onFinished?: () => void;
  /** Extra choices the import takes (e.g. `{ orgId }`), sent in the query string; empty values are left out. */
  params?: Record<string, string | number | undefined>;
  /** Controls for those choices, shown above the steps. */
  children?: ReactNode;
  /** What is still missing before the import can start (shown instead of starting). */
  blocked?: string;
}

async function upload(
  prefix: string,
  file: File,
  mode: ImportMode,
  params: Record<string, string | number | undefined> = {},
): Promise<TaskStarted> {
  const form = new FormData();
  form.append("file", file, file.name);
  const query = new URLSearchParams({ mode });
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") query.set(k, String(v));
  const res = await fetch(`${prefix}/import?${query.toString()}`, {
    method: "POST",
    body: form,
    credentials: "same-origin",
    headers: { "X-Requested-With": "XMLHttpRequest", "Accept-Language": currentLocale() },
  });
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
  if (!res.ok) throw new ApiError(res.status, body.code ?? "IMPORT_FAILED", body.message ?? res.statusText);
  return body as TaskStarted;
}

export function ImportDialog({ open, title, prefix, onClose, onFinished, params, children, blocked }: ImportDialogProps) {
  const { t } = useTranslation("components");
  const [file, setFile] = useState<File>();
  const [mode, setMode] = useState<ImportMode>("all");
  const [busy, setBusy] = useState(false);
  const [taskId, setTaskId] = useState<number>();
  const task = useTask(taskId);
  const data = task.data;
  const ended = data !== undefined && !isTaskActive(data.status);

  useEffect(() => {
    if (ended) onFinished?.();
    // once per task
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended, taskId]);

  const start = async () => {
    if (blocked) {
      void message.warning(blocked);
      return;
    }
    if (!file) {
      void message.warning(t("import.noFile"));
      return;
    }
    setBusy(true);
    try {
      setTaskId((await upload(prefix, file, mode, params)).taskId);
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const again = () => {
    setTaskId(undefined);
    setFile(undefined);
  };

  const footer =
    taskId === undefined
      ? [
          <Button key="cancel" onClick={onClose}>
            {t("form.cancel")}
          </Button>,
          <Button key="start" type="primary" loading={busy} onClick={() => void start()} data-testid="import-start">
            {t("import.start")}
          </Button>,
        ]
      : [
          ended && (
            <Button key="again" onClick={again}>
              {t("import.again")}
            </Button>
          ),
          <Button key="close" type="primary" onClick={onClose}>
            {t("import.close")}
          </Button>,
        ];

  return (
    <Modal open={open} title={title} onCancel={onClose} footer={footer} destroyOnHidden width={560}>
      {taskId === undefined ? (
        <div style={{ display: "flex", flexDirection: "column", gap: 16 }}>
          {children}
          <div>
            <p style={{ margin: "0 0 8px" }}>{t("import.step1")}</p>
            <Button icon={<DownloadOutlined />} href={`${prefix}/template`} download data-testid="import-template">
              {t("import.template")}
            </Button>
          </div>
          <div>
            <p style={{ margin: "0 0 8px" }}>{t("import.step2")}</p>
            <Upload
              accept=".xlsx"
              maxCount={1}
              fileList={file ? [{ uid: "file", name: file.name, status: "done" }] : []}
              beforeUpload={(f) => {
                setFile(f);
                return false; // sent when the import starts, not on pick
              }}
              onRemove={() => setFile(undefined)}
            >
              <Button icon={<UploadOutlined />} data-testid="import-pick">
                {t("import.pickFile")}
              </Button>
            </Upload>
          </div>
          <div>
            <p style={{ margin: "0 0 8px" }}>{t("import.step3")}</p>
            <Radio.Group
              value={mode}
              onChange={(e) => setMode(e.target.value as ImportMode)}
              style={{ display: "flex", flexDirection: "column", gap: 6 }}
            >
              <Radio value="all">{t("import.modeAll")}</Radio>
              <Radio value="valid">{t("import.modeValid")}</Radio>
            </Radio.Group>
          </div>
        </div>
      ) : (
        <div style={{ display: "flex", flexDirection: "column", gap: 12 }} data-testid="import-task">
          {task.isError && <Alert type="error" showIcon title={errorMessage(task.error)} />}
          {data && (
            <>
              <div style={{ display: "flex", alignItems: "center", gap: 8 }}>
                <span>{t("import.task", { id: data.id })}</span>
                <TaskStatusTag task={data} />
              </div>
              <TaskProgress task={data} />
              {data.message && (
                <Alert
                  type={
                    data.status === "succeeded" ? (data.errorCount ? "warning" : "success") : data.status === "failed" ? "error" : "info"
                  }
                  showIcon
                  title={data.message}
                />
              )}
              {!ended && <p style={{ margin: 0 }}>{t("import.running")}</p>}
              <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
                {data.hasResult && (
                  <Button icon={<DownloadOutlined />} href={taskDownloadUrl(data.id)} download data-testid="import-result">
                    {t("import.resultFile")}
                  </Button>
                )}
                <Link to={TASK_CENTRE_PATH} onClick={onClose}>
                  {t("table.openTaskCentre")}
                </Link>
              </div>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
