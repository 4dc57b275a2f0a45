import { type ReactNode, useEffect } from "react";
import ConfigProvider, { type ConfigProviderProps } from "antd/es/config-provider";
import zhCN from "antd/es/locale/zh_CN";
import enUS from "antd/es/locale/en_US";
import { QueryClientProvider } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { queryClient } from "../lib/queryClient";
// antd's styles as one static, cached file (zeroRuntime below): no style generated or hashed in the browser
import "antd/dist/antd.css";

/**
 * A person who asked their system for less motion (prefers-reduced-motion) gets antd without its
 * animations: dialogs, drawers, dropdowns and messages appear and leave at once. The browser tests ask
 * for it too (playwright.config.ts `reducedMotion`): no waiting for a dialog to finish sliding in.
 */
const reducedMotion = typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
/**
 * zeroRuntime: antd's component styles come from antd/dist/antd.css (imported above, ~110 KB brotli, cached
 * for a year like every asset) instead of being generated, hashed and inserted by antd's CSS-in-JS at each
 * page load, which took about a third of a list screen's start-up script time (measured in Chromium's
 * profiler, 2026-11-29). The theme's tokens still apply: the file reads them as CSS variables.
 */
const theme: ConfigProviderProps["theme"] = {
  zeroRuntime: true,
  token: { borderRadius: 4, ...(reducedMotion ? { motion: false } : {}) },
};

/**
 * antd follows the i18next language (component texts, date pickers); the tree re-renders on a switch.
 * Screens use antd's static `message` / `Modal.confirm` rather than antd's <App>: <App> would put
 * message, notification and modal (~25 KB gz) into every first visit. `holderRender` gives those
 * static pop-ups the same locale and theme as the page.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.language === "en-US" ? enUS : zhCN;
  useEffect(() => {
    ConfigProvider.config({
      holderRender: (node) => (
        <ConfigProvider locale={locale} theme={theme}>
          {node}
        </ConfigProvider>
      ),
    });
  }, [locale]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={theme}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
