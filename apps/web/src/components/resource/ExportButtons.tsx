/**
 * A list's .xlsx export: "Export" downloads at once (the server turns a list over its direct limit into
 * a background task by itself), "Export in background" always runs it as a task. When a task starts, an
 * inline notice says so with a link to the task centre, where the file is downloaded when it is ready.
 */
import { useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import message from "antd/es/message";
import CloudDownloadOutlined from "@ant-design/icons/CloudDownloadOutlined";
import DownloadOutlined from "@ant-design/icons/DownloadOutlined";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TaskStarted } from "@entrepot/contracts";
import { ApiError, commonHeaders, errorMessage, toQueryString } from "../../lib/api";

/** Where the task centre is (the background tasks screen). */
export const TASK_CENTRE_PATH = "/tasks/async";

/** Saves a file answer (`Content-Disposition` names it) through a temporary link. */
async function saveDownload(res: Response): Promise<void> {
  const disposition = res.headers.get("content-disposition") ?? "";
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  const plain = /filename="([^"]+)"/i.exec(disposition);
  const name = star ? decodeURIComponent(star[1]!) : (plain?.[1] ?? "export.xlsx");
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** POSTs the export: a file (200) is saved, a started task (202) is returned. */
export async function requestExport(
  exportUrl: string,
  query: Record<string, string>,
  background: boolean,
): Promise<TaskStarted | undefined> {
  const res = await fetch(exportUrl + toQueryString({ ...query, ...(background ? { async: "true" } : {}) }), {
    method: "POST",
    credentials: "same-origin",
    // with X-Time-Zone: the file's timestamps are written in the reader's zone
    headers: { ...commonHeaders(), "Content-Type": "application/json" },
    body: "{}",
  });
  if (res.status === 202) return (await res.json()) as TaskStarted;
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(res.status, body.code ?? `HTTP_${res.status}`, body.message ?? res.statusText);
  }
  await saveDownload(res);
  return undefined;
}

export function ExportButtons({ exportUrl, query, disabled }: { exportUrl: string; query: Record<string, string>; disabled?: boolean }) {
  const { t } = useTranslation("components");
  const [busy, setBusy] = useState<"now" | "background" | null>(null);
  const [started, setStarted] = useState<TaskStarted | null>(null);

  const run = async (background: boolean) => {
    setBusy(background ? "background" : "now");
    try {
      const task = await requestExport(exportUrl, query, background);
      setStarted(task ?? null);
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        loading={busy === "now"}
        disabled={disabled || busy !== null}
        onClick={() => void run(false)}
        data-testid="export"
      >
        {t("table.export")}
      </Button>
      <Button
        icon={<CloudDownloadOutlined />}
        loading={busy === "background"}
        disabled={disabled || busy !== null}
        onClick={() => void run(true)}
        data-testid="export-async"
      >
        {t("table.exportAsync")}
      </Button>
      {started && (
        <Alert
          type="info"
          showIcon
          closable
          onClose={() => setStarted(null)}
          style={{ flexBasis: "100%" }}
          data-testid="export-started"
          title={t("table.exportStarted", { id: started.taskId })}
          action={<Link to={TASK_CENTRE_PATH}>{t("table.openTaskCentre")}</Link>}
        />
      )}
    </>
  );
}
