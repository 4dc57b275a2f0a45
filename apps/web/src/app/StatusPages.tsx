import { useEffect } from "react";
import Button from "antd/es/button";
import StopOutlined from "@ant-design/icons/StopOutlined";
import FileUnknownOutlined from "@ant-design/icons/FileUnknownOutlined";
import CloseCircleOutlined from "@ant-design/icons/CloseCircleOutlined";
import { Link, useRouteError } from "react-router";
import { useTranslation } from "react-i18next";
import { errorMessage } from "./api";
import { isChunkLoadError, reloadForNewBuild } from "./chunkReload";
import { StatusScreen } from "./StatusScreen";

function BackHome() {
  const { t } = useTranslation("shell");
  return (
    <Link to="/">
      <Button type="primary">{t("status.backHome")}</Button>
    </Link>
  );
}

export function ForbiddenPage() {
  const { t } = useTranslation("shell");
  return <StatusScreen tone="warning" icon={<StopOutlined />} title={t("status.forbiddenTitle")} text={t("status.forbiddenText")} extra={<BackHome />} testId="forbidden" />;
}

export function NotFoundPage() {
  const { t } = useTranslation("shell");
  return <StatusScreen tone="info" icon={<FileUnknownOutlined />} title={t("status.notFoundTitle")} text={t("status.notFoundText")} extra={<BackHome />} testId="not-found" />;
}

/** A screen that throws while rendering lands here instead of blanking the app. */
export function RouteErrorPage() {
  const { t } = useTranslation("shell");
  const error = useRouteError();
  // a lazily loaded part of the page (not a screen: those are LazyScreen's) was replaced by a new build
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForNewBuild();
  }, [error]);
  return (
    <StatusScreen
      tone="error"
      icon={<CloseCircleOutlined />}
      title={t("status.loadFailedTitle")}
      text={errorMessage(error)}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t("status.retry")}
        </Button>
      }
    />
  );
}
