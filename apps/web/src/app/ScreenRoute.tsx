import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { hasPermission, useMe } from "../lib/auth";
import { currentLocale } from "../lib/i18n";
import { LazyScreen } from "./LazyScreen";
import { localized } from "../lib/menu";
import type { ScreenEntry } from "../lib/screen-types";
import { ForbiddenPage } from "./StatusPages";

/** One registered screen: checks the permission, names the browser tab, loads the page on demand. */
export function ScreenRoute({ screen }: { screen: ScreenEntry }) {
  const { data: me } = useMe();
  const { t } = useTranslation("shell");
  const locale = currentLocale();
  useEffect(() => {
    document.title = `${localized(screen.title, locale)} - ${t("appName")}`;
  }, [screen, locale, t]);
  if (!hasPermission(me, screen.permission)) return <ForbiddenPage />;
  return <LazyScreen load={screen.load} />;
}
