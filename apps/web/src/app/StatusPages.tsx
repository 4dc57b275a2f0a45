import Button from "antd/es/button";
import StopOutlined from "@ant-design/icons/StopOutlined";
import FileUnknownOutlined from "@ant-design/icons/FileUnknownOutlined";
import CloseCircleOutlined from "@ant-design/icons/CloseCircleOutlined";
import ClockCircleOutlined from "@ant-design/icons/ClockCircleOutlined";
import { useEffect, useState } from "react";
import { Link, useLocation, useRouteError } from "react-router";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../lib/api";
import { isChunkLoadError, reloadForNewBuild } from "./chunkReload";
import { isSpecPath } from "./specPath";
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
  return (
    <StatusScreen
      tone="warning"
      icon={<StopOutlined />}
      title={t("status.forbiddenTitle")}
      text={t("status.forbiddenText")}
      extra={<BackHome />}
      testId="forbidden"
    />
  );
}

/**
 * A path no built screen serves: a path of the spec not built yet says "not available yet"; any other
 * address says there is no page there. Nothing says "removed": no screen has been removed.
 */
export function NotFoundPage() {
  const { t } = useTranslation("shell");
  const { pathname } = useLocation();
  // the spec's 880 paths load only when someone lands here
  const [planned, setPlanned] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void import("./spec-paths").then(
      ({ specPaths }) => live && setPlanned(isSpecPath(pathname, specPaths)),
      () => live && setPlanned(false),
    );
    return () => {
      live = false;
    };
  }, [pathname]);
  if (planned === null) return null;
  return planned ? (
    <StatusScreen
      tone="info"
      icon={<ClockCircleOutlined />}
      title={t("status.notYetTitle")}
      text={t("status.notYetText")}
      extra={<BackHome />}
      testId="not-yet"
    />
  ) : (
    <StatusScreen
      tone="info"
      icon={<FileUnknownOutlined />}
      title={t("status.notFoundTitle")}
      text={t("status.notFoundText")}
      extra={<BackHome />}
      testId="not-found"
    />
  );
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
